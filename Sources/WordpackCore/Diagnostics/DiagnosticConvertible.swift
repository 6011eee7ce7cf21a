/// An error that can be reported as a diagnostic: every error a stage throws about content is one.
public protocol DiagnosticConvertible: Error {
    var diagnostic: Diagnostic { get }
}

/// An error that can be reported as a diagnostic: every error a stage throws about content is one.
package protocol DiagnosticConvertible: Error {
    var diagnostic: Diagnostic { get }
}

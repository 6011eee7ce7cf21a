import Foundation

/// A file wordpack could not write: the one wording every stage and the build use for it.
public struct WriteProblem: DiagnosticConvertible {
    /// The path as messages name it (`outputs/ole/words.json`).
    public var path: String
    public var error: Error

    public init(path: String, error: Error) {
        self.path = path
        self.error = error
    }

    public var diagnostic: Diagnostic {
        .error(
            at: Location(file: path),
            "could not be written: \(error.localizedDescription). "
                + "Check that the disk is not full and that you may write there.")
    }
}

import Foundation
import WordpackCore

/// Why a stage could not make a file, for a reason outside the content (the disk, the machine, a library):
/// each reason has one wording, whichever stage met it, and a stage records it once in its report
/// (`StageReport.record`). Problems with the content itself are the stages' own findings.
package enum StageFailure: Error, DiagnosticConvertible, Sendable {
    /// A file or folder wordpack writes (an output, the manifest, a scratch folder) could not be written.
    /// `path` as messages name it (`outputs/ole/words.json`).
    case write(path: String, reason: String)
    /// A recording could not be converted for a reason other than its content (its scratch copy could not be
    /// written or read back). `source` as messages name it.
    case convert(source: String, reason: String)
    /// A library could not encode an output whose content check had accepted: a fault in wordpack.
    case encode(path: String, library: String, reason: String)

    /// A write that failed with `error`.
    package static func write(path: String, error: Error) -> StageFailure {
        .write(path: path, reason: error.localizedDescription)
    }

    /// A conversion that failed with `error`.
    package static func convert(source: String, error: Error) -> StageFailure {
        .convert(source: source, reason: error.localizedDescription)
    }

    package var diagnostic: Diagnostic {
        switch self {
        case .write(let path, let reason):
            return .error(
                at: Location(file: path),
                "could not be written: \(reason). Check that the disk is not full and that you may write there.")
        case .convert(let source, let reason):
            return .error(
                at: Location(file: source),
                "could not be converted: \(reason). Check that the disk is not full and that "
                    + "you may write to the project's .wordpack folder.")
        case .encode(let path, let library, let reason):
            return .error(at: Location(file: path), "could not be written by \(library) (\(reason)); report this.")
        }
    }
}

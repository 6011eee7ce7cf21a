import WordpackCore

/// Why a run stopped, by the step that stopped it. Every finding has been reported through the run's
/// events except those a failure carries.
package enum BuildFailure: Error {
    /// pipeline.json, the stored catalogue or a language named on the command line is not there or unreadable.
    case load([Diagnostic], message: String? = nil)
    /// The catalogue could not be written to the build folder.
    case store(String)
    /// Check found errors: nothing was written.
    case check
    /// A stage could not make every file, or the manifest and caches could not be written.
    case make
    /// Publishing refused.
    case publish([Diagnostic])
    /// `outputs/` is not what the last build made (`wordpack manifest`).
    case verify([Diagnostic])
    /// Another wordpack command holds the project, and the run was asked not to wait.
    case busy(String)

    /// Findings to show.
    package var findings: [Diagnostic] {
        switch self {
        case .load(let findings, _), .publish(let findings), .verify(let findings): return findings
        case .store, .check, .make, .busy: return []
        }
    }

    /// A closing sentence to show after the findings.
    package var message: String? { message(rerun: "make build") }

    /// A closing sentence to show after the findings, `rerun` the command that was run (`make release`).
    package func message(rerun: String) -> String? {
        switch self {
        case .load(_, let message): return message
        case .store(let message), .busy(let message): return message
        case .check: return "build stopped: correct the errors above, then run `\(rerun)` again."
        case .make: return nil
        case .publish: return "publish refused: nothing was written."
        case .verify: return "manifest: outputs/ is not what the last build made; run `make build` to make it so."
        }
    }
}

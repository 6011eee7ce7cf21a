import WordpackCore

/// The name of one piece of work in the shared cache: a SHA-256 over the same facts the build cache decides
/// by (the output's path and stage, the stage's version, how it is made, the SHA-256 of its settings and of
/// each input). Two machines with the same inputs and the same stage versions find each other's work.
package enum ActionKey {
    /// Raised when the facts below change their form.
    static let scheme = "wordpack action 1"

    package static func of(
        path: String, stage: String, version: String, work: String, settings: String, inputs: [(String, String)]
    ) -> String {
        var text = "\(scheme)\npath \(path)\nstage \(stage) \(version)\nwork \(work)\nsettings \(settings)\n"
        for (input, digest) in inputs.sorted(by: { $0.0 < $1.0 }) { text += "input \(input) \(digest)\n" }
        return FileDigest.sha256(of: text)
    }
}

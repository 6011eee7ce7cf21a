import Foundation
import WordpackCore
import WordpackPictures

/// The sentences for a vector master that cannot be drawn within `DrawingLimits`, and for the fonts it leaves
/// to the machine. `build` and `check` say the same ones.
enum DrawingProblem {
    private static let simplify =
        "simplify it in the drawing program (fewer blurs and other filters, fewer copies of copies, less text, "
        + "or text as outlines) and export it again."

    /// Past its wall-clock or processor time.
    static func time(_ file: String) -> FileProblem {
        FileProblem(
            file: file,
            "took more than \(DrawingLimits.seconds) s to draw, the most wordpack gives one picture; " + simplify)
    }

    /// An allocation past the address-space limit.
    static func memory(_ file: String) -> FileProblem {
        FileProblem(
            file: file,
            "needed more than the \(DrawingLimits.memoryDescription) of memory wordpack gives one picture to draw; "
                + simplify)
    }

    /// The drawing program ended some other way.
    static func stopped(_ file: String, _ how: String) -> FileProblem {
        FileProblem(
            file: file,
            "stopped the program drawing it (\(how)); export it from the drawing program again, or simplify it.")
    }

    /// Text in fonts the master neither carries nor names from wordpack's set: a warning in development, an
    /// error under the release policy.
    static func fonts(_ file: String, _ names: [String], isPDF: Bool, policy: PipelineConfiguration.Policy)
        -> Diagnostic
    {
        let quoted = names.map { "“\($0)”" }
        let list =
            quoted.count < 2
            ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        let message =
            isPDF
            ? "uses \(list) without embedding \(names.count == 1 ? "it" : "them"), so each machine would draw it with "
                + "a font of its own (wordpack draws it with its own stand-in): export it with fonts embedded, or "
                + "text as outlines."
            : "has text in \(list), which is not among the fonts wordpack draws with (it draws a stand-in): export "
                + "it with text as outlines (Inkscape: Path ▸ Object to Path), or set the text in DejaVu Sans, "
                + "DejaVu Serif or Nimbus Sans."
        let location = Location(file: file)
        return Diagnostic(policy.severity, at: location, message)
    }
}

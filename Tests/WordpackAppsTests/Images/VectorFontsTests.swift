import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

/// Masters whose text depends on the machine's fonts (`Tests/Fixtures/vector/make-text.py`): a PDF whose
/// Helvetica is not embedded, SVG text in Helvetica or sans-serif. check names them, a warning in development
/// and an error under the release policy; the same text with its font embedded, or in a font of wordpack's
/// own, is fine.
@Suite struct VectorFontsTests {
    @Test(arguments: [
        ("vector/text-helvetica-unembedded.pdf", ["Helvetica"]),
        ("vector/text-helvetica-embedded.pdf", []),
        ("vector/text-helvetica.svg", ["Helvetica"]),
        ("vector/text-sans-serif.svg", ["sans-serif"]),
        ("vector/text-dejavu.svg", []),
        ("vector/inkscape-viewbox.svg", []),
        ("vector/cairo-wide.pdf", []),
    ])
    func theFontsAMasterLeavesToTheMachineAreNamed(_ fixture: String, _ fonts: [String]) throws {
        let drawing = try VectorDrawing.draw(Fixtures.url(fixture), displayPath: fixture, output: nil)
        #expect(drawing.fonts == fonts)
    }

    /// The project: ant's picture an SVG with Helvetica text, bat's the same in DejaVu Sans, cat's a PDF
    /// with Helvetica not embedded (copied as it is: the app draws it, with the device's fonts), and the
    /// list's icon that PDF too (drawn here).
    static func findings(policy: PipelineConfiguration.Policy) throws -> [Diagnostic] {
        let project = try PictureProject()
        try project.picture("ant.svg", fixture: "vector/text-helvetica.svg")
        try project.picture("bat.svg", fixture: "vector/text-dejavu.svg")
        try project.picture("cat.pdf", fixture: "vector/text-helvetica-unembedded.pdf")
        try project.picture("dog.pdf", fixture: "vector/text-helvetica-embedded.pdf")
        try project.icon(
            try Data(contentsOf: Fixtures.url("vector/text-helvetica-unembedded.pdf")), name: "icon.pdf")
        let context = try project.context()
        var configuration = context.configuration
        configuration.policy = policy
        return ImagesStage.inspect(
            StageContext(project: context.project, catalogue: context.catalogue, configuration: configuration))
    }

    @Test func checkWarnsInDevelopmentAndRefusesForARelease() throws {
        let development = try Self.findings(policy: .development)
        #expect(
            development.map(\.description) == [
                "inputs/words/Animals/icon.pdf: warning: uses “Helvetica” without embedding it, so each machine "
                    + "would draw it with a font of its own (wordpack draws it with its own stand-in): export it "
                    + "with fonts embedded, or text as outlines.",
                "inputs/words/Animals/picture/ant.svg: warning: has text in “Helvetica”, which is not among the fonts "
                    + "wordpack draws with (it draws a stand-in): export it with text as outlines (Inkscape: Path ▸ "
                    + "Object to Path), or set the text in DejaVu Sans, DejaVu Serif or Nimbus Sans.",
                "inputs/words/Animals/picture/cat.pdf: warning: uses “Helvetica” without embedding it, so each "
                    + "machine would draw it with a font of its own (wordpack draws it with its own stand-in): "
                    + "export it with fonts embedded, or text as outlines.",
            ])
        let release = try Self.findings(policy: .release)
        #expect(release.map(\.severity) == [.error, .error, .error])
        #expect(release.map(\.message) == development.map(\.message))
    }
}

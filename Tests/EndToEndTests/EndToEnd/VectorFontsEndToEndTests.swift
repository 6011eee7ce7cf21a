import Foundation
import Testing
import WordpackTestSupport

/// The real binary drawing masters whose text depends on fonts: the machine's fontconfig changes no byte of the
/// outputs, and the review site marks the pictures whose fonts check named.
@Suite struct VectorFontsEndToEndTests {
    /// `TestProject` whose ant is an SVG with text in Helvetica, bat an SVG with text in sans-serif, and whose
    /// Food icon is a PDF with Helvetica not embedded (drawn at @1x, @2x and @3x).
    static func project() throws -> TestProject {
        let project = try TestProject()
        for (old, new, fixture) in [
            ("Animals/picture/ant.png", "Animals/picture/ant.svg", "text-helvetica.svg"),
            ("Animals/picture/bat.png", "Animals/picture/bat.svg", "text-sans-serif.svg"),
            ("Food/icon.png", "Food/icon.pdf", "text-helvetica-unembedded.pdf"),
        ] {
            try FileManager.default.removeItem(at: project.root.appendingPathComponent("inputs/words/\(old)"))
            try project.folder.write("inputs/words/\(new)", try Data(contentsOf: Fixtures.url("vector/\(fixture)")))
        }
        return project
    }

    /// A fontconfig configuration that draws Helvetica and sans-serif with DejaVu Serif, and a home folder whose
    /// `~/.fonts` holds DejaVu Serif under another name: what a machine with other fonts would offer.
    static func otherFonts(in folder: TemporaryFolder) throws -> [String: String] {
        try folder.write(
            "home/.fonts/Helvetica.ttf",
            try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")))
        try folder.write(
            "fonts.conf",
            """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <dir>~/.fonts</dir>
              <cachedir>\(folder.url.path)/cache</cachedir>
              <match target="pattern">
                <test name="family"><string>Helvetica</string></test>
                <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit>
              </match>
              <match target="pattern">
                <test name="family"><string>sans-serif</string></test>
                <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit>
              </match>
            </fontconfig>

            """)
        return ["FONTCONFIG_FILE": folder.file("fonts.conf").path, "HOME": folder.file("home").path]
    }

    @Test(.tags(.slow)) func theMachinesFontsChangeNoByteOfTheOutputs() throws {
        let plain = try Self.project()
        let other = try Self.project()
        let fonts = try TemporaryFolder()
        let environment = WordpackBinary.environment.merging(try Self.otherFonts(in: fonts)) { $1 }
        let first = try WordpackBinary.run(["build", "--quiet"], in: plain.root)
        #expect(first.status == 0, "\(first.standardError)")
        let second = try ProcessRunner.run(
            WordpackBinary.url, ["build", "--quiet"], in: other.root, environment: environment, timeout: 600)
        #expect(second.status == 0, "\(second.standardError)")
        let expected = try FolderContents.files(in: plain.root.appendingPathComponent("outputs"))
        let actual = try FolderContents.files(in: other.root.appendingPathComponent("outputs"))
        #expect(expected.keys.sorted() == actual.keys.sorted())
        #expect(expected.keys.contains("firstwords/deluxe/Words/Food/icon@3x.png"))
        #expect(expected.keys.contains("firstwords/deluxe/Words/Animals/picture/ant.png"))
        for (path, bytes) in expected where actual[path] != bytes {
            Issue.record("outputs/\(path) differs when the machine offers other fonts")
        }
    }

    @Test func theReviewSiteMarksThePicturesWhoseFontsCheckNamed() throws {
        let project = try Self.project()
        let review = try WordpackBinary.run(["review"], in: project.root)
        #expect(review.status == 0, "\(review.standardError)")
        let page = try String(
            contentsOf: project.root.appendingPathComponent("review/app-deluxe.html"), encoding: .utf8)
        let cards = page.components(separatedBy: "<article class=\"card").dropFirst()
        let ant = try #require(cards.first { $0.contains("<h3>ant</h3>") })
        #expect(
            ant.contains(
                "<li class=\"warning\"><code>inputs/words/Animals/picture/ant.svg</code> warning: has text in "
                    + "“Helvetica”, which is not among the fonts wordpack draws with"), "\(ant)")
        let bat = try #require(cards.first { $0.contains("<h3>bat</h3>") })
        #expect(bat.contains("<code>inputs/words/Animals/picture/bat.svg</code> warning: has text in “sans-serif”"))
        let cat = try #require(cards.first { $0.contains("<h3>cat</h3>") })
        #expect(!cat.contains("<ul class=\"findings\">"), "\(cat)")
    }
}

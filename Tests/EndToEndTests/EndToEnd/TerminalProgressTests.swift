import Foundation
import Testing
import WordpackTestSupport

/// `wordpack build` on a terminal (a pseudo-terminal made by util-linux's `script`): live progress lines
/// redrawn in place, and warnings in colour unless `NO_COLOR` is set.
@Suite struct TerminalProgressTests {
    /// What a cold build of `project` printed on a pseudo-terminal (standard error and output together).
    static func buildOnATerminal(_ project: URL, environment: [String: String]) throws -> String {
        let script = try #require(ExternalTool.find("script"), "script (util-linux) is needed")
        let command = "'\(WordpackBinary.url.path)' build --force --project '\(project.path)'"
        let run = try ExternalTool.run(
            script, ["-qfec", command, "/dev/null"], environment: ["TERM": "xterm"].merging(environment) { $1 })
        #expect(run.status == 0, "\(run.standardOutput)")
        return run.standardOutput
    }

    /// SGR sequences (colour, bold): ESC [ digits m.
    static func hasColour(_ text: String) -> Bool {
        text.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) != nil
    }

    @Test func liveLinesAndColourOnATerminalAndNoColourWithNO_COLOR() throws {
        // The small test project, with a word typed with a space after it: a warning to colour.
        let project = try NoChangeBuildTests.projectWithAWarning()
        let coloured = try Self.buildOnATerminal(project.root, environment: ["NO_COLOR": ""])
        // A stage's live line, then redrawn in place from the start of the line and cleared at its end.
        #expect(coloured.contains("audio\u{1B}[0m: 0/"), "\(coloured.debugDescription)")
        #expect(coloured.contains("\r\u{1B}[J"), "\(coloured.debugDescription)")
        #expect(
            coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m the word “ant” has spaces"), "\(coloured.debugDescription)"
        )
        // Every live line is gone by the end: the last line is the build's summary.
        let last = coloured.components(separatedBy: "\r\u{1B}[J").last ?? ""
        #expect(last.range(of: "[0-9]+/[0-9]+ files", options: .regularExpression) == nil, "\(last.debugDescription)")

        let plain = try Self.buildOnATerminal(project.root, environment: ["NO_COLOR": "1"])
        #expect(plain.contains("\r\u{1B}[J"), "\(plain.debugDescription)")
        #expect(plain.contains("audio: 0/"))
        #expect(plain.contains("words.csv!C2: warning: the word “ant” has spaces"))
        #expect(!Self.hasColour(plain), "\(plain.debugDescription)")
        #expect(Self.hasColour(coloured))
    }

    @Test func noLiveLinesOnADumbTerminal() throws {
        let project = try NoChangeBuildTests.projectWithAWarning()
        let dumb = try Self.buildOnATerminal(project.root, environment: ["TERM": "dumb"])
        #expect(!dumb.contains("\u{1B}"), "\(dumb.debugDescription)")
        #expect(dumb.contains("build: "))
    }
}

import Foundation
import Testing
import WordpackTestSupport

/// docs/man/wordpack.1 is what swift-argument-parser's generate-manual makes of the built binary's commands
/// now: a command's help changed without running `scripts/man` fails here. Only the page's date (`.Dd`) may
/// differ. `make test` builds the generator (`swift build --product generate-manual`) beside the tests.
@Suite struct ManualPageTests {
    @Test func theCommittedManualPageIsCurrent() throws {
        let tool = WordpackBinary.url.deletingLastPathComponent().appendingPathComponent("generate-manual")
        try #require(
            FileManager.default.isExecutableFile(atPath: tool.path),
            "\(tool.path) is needed: `swift build --product generate-manual` (make test and scripts/man build it)")
        let result = try ProcessRunner.run(
            tool, [WordpackBinary.url.path, "--date", "2000-01-01", "--output-directory", "-"], timeout: 120)
        #expect(result.status == 0, "\(result.standardError)")
        let committed = try String(
            contentsOf: Fixtures.repository.appendingPathComponent("docs/man/wordpack.1"), encoding: .utf8)
        let withoutDate = { (page: String) in
            page.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(".Dd ") }
        }
        let made = withoutDate(result.standardOutput)
        let kept = withoutDate(committed)
        guard made != kept else { return }
        let line =
            zip(made, kept).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(made.count, kept.count)
        Issue.record(
            """
            docs/man/wordpack.1 is not what the commands' help makes now: run scripts/man and commit the page. \
            First difference, line \(line + 1) (not counting .Dd): \
            made “\(line < made.count ? made[line] : "(end)")”, committed “\(line < kept.count ? kept[line] : "(end)")”
            """)
    }
}

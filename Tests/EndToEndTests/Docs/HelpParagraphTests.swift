import Foundation
import Testing
import WordpackTestSupport

/// A command's `discussion` is paragraphs that the help wraps to the terminal: each line of a paragraph in the
/// source ends with `\`, so that the help does not break it again where the source did (which printed
/// `made again only when` / `the bytes of its inputs…` as two short lines in an 80-column terminal).
@Suite struct HelpParagraphTests {
    @Test func everyDiscussionLineButAParagraphsLastContinues() throws {
        let folder = Fixtures.repository.appendingPathComponent("Sources/wordpack/Commands")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var discussions = 0
        var broken: [String] = []
        for file in files.sorted() {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var inside = false
            for (index, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if line.contains("discussion: \"\"\"") {
                    inside = true
                    discussions += 1
                    continue
                }
                guard inside else { continue }
                if text.hasPrefix("\"\"\"") {
                    inside = false
                    continue
                }
                let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                if !text.isEmpty, !next.isEmpty, !next.hasPrefix("\"\"\""), !line.hasSuffix("\\") {
                    broken.append("\(file):\(index + 1)")
                }
            }
        }
        #expect(discussions >= 5, "only \(discussions) discussions found: the test reads the commands wrongly")
        #expect(broken.isEmpty, "end these lines with \\ (the help wraps the paragraph itself): \(broken)")
    }
}

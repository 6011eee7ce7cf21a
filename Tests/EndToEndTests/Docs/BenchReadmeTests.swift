import Foundation
import Testing
import WordpackTestSupport

/// bench/README.md stays short enough to read: each part keeps its latest table, how to run it and a line or
/// two of reading; the figures it replaced are in git history (`git log -p bench/README.md`).
@Suite struct BenchReadmeTests {
    static let limit = 450

    @Test func theBenchmarksReadmeHoldsAtMost450Lines() throws {
        let lines = try MarkdownDocument("bench/README.md").lines
        // The file ends with a line break, which leaves an empty last element: `wc -l` does not count it.
        let count = lines.last?.isEmpty == true ? lines.count - 1 : lines.count
        #expect(count > 100, "bench/README.md has only \(count) lines: the reading of the file broke")
        #expect(
            count <= Self.limit,
            """
            bench/README.md has \(count) lines, more than \(Self.limit): condense it. Keep each part's latest table, \
            how to run it and a line or two of what it says; the older figures and prose stay in git history \
            (git log -p bench/README.md), not in the file.
            """)
    }
}

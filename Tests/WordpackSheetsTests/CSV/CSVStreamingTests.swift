import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackSheets

/// A large file is streamed: rows are handed out one by one and memory does not grow with the file.
extension MemoryTests {
    @Suite struct CSVStreamingTests {
        static let rowCount = 100_000

        /// About 7.5 MB of CSV UTF-8 as Excel writes it, with quoted cells, accents and Japanese on every row.
        static func writeLargeFile(in folder: TemporaryFolder) throws -> URL {
            let url = folder.file("large.csv")
            _ = FileManager.default.createFile(atPath: url.path, contents: Data([0xEF, 0xBB, 0xBF]))
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.seekToEnd()
            var batch = "key,word,note,kana\r\n"
            for number in 1..<rowCount {
                batch +=
                    "word\(number),palabra número \(number),\"una nota, con \"\"coma\"\" \(number)\",ねこ\(number)\r\n"
                if number % 10_000 == 0 {
                    try handle.write(contentsOf: Data(batch.utf8))
                    batch = ""
                }
            }
            try handle.write(contentsOf: Data(batch.utf8))
            return url
        }

        @Test func streams100000RowsInBoundedMemoryAndTime() throws {
            let folder = try TemporaryFolder()
            let url = try Self.writeLargeFile(in: folder)
            let fileSize = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
            #expect(fileSize > 7_000_000)

            let workbook = try CSVWorkbook(url: url, displayPath: "large.csv", separator: .csv)
            let canResetPeak = ResidentMemory.resetPeak()
            let baseline = canResetPeak ? ResidentMemory.current : ResidentMemory.peak
            let clock = ContinuousClock()
            var count = 0
            var last: SheetRow?
            let elapsed = try clock.measure {
                try workbook.forEachRow(inSheet: 0) { row in
                    count += 1
                    last = row
                }
            }
            let growth = ResidentMemory.peak - baseline

            #expect(count == Self.rowCount)
            #expect(
                last
                    == SheetRow(
                        number: 100_000,
                        cells: [
                            Cell(column: 0, text: "word99999"),
                            Cell(column: 1, text: "palabra número 99999"),
                            Cell(column: 2, text: "una nota, con \"coma\" 99999"),
                            Cell(column: 3, text: "ねこ99999"),
                        ]))
            // The bound: holding every row takes about 33 MB (measured by keeping them in this test: 100,000 rows of
            // 4 cells, two of them heap strings) and holding the file 7.5 MB, while the reader holds one 64 KiB chunk,
            // its UTF-8 copy and one row (measured: 0.2 to 0.3 MB). 4 MB leaves room for the allocator and for other
            // suites running at the same time, and still fails either way of holding it all.
            #expect(growth < 4_000_000, "peak resident memory grew by \(growth) bytes")
            // About 0.15 s in a debug build on the 2-core machine; 5 s leaves room for a busy CI machine.
            #expect(elapsed < .seconds(5), "took \(elapsed)")
        }
    }
}

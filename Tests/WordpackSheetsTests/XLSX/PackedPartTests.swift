import Foundation
import Testing
import WordpackTestSupport
import ZIPFoundation

@testable import WordpackCore
@testable import WordpackSheets

/// Parts unpacked by `PackedPart` (the package's own directory, zlib in a loop that ends with the packed bytes)
/// against ZIPFoundation's unpacking, and the package whose stream never ends.
@Suite struct PackedPartTests {
    /// Every committed XLSX and ODS package that ZIPFoundation reads (the fuzzer's findings aside: there
    /// ZIPFoundation is what is wrong): each part the same bytes either way.
    @Test(.tags(.slow)) func everyPartUnpacksAsZIPFoundationUnpacksIt() throws {
        let roots = [Fixtures.root, Fixtures.repository.appendingPathComponent("inputs")]
        let packages = roots.flatMap { root in
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { ["xlsx", "ods"].contains($0.pathExtension) && !$0.path.contains("/fuzz/") }
        }
        var compared = 0
        for url in packages {
            guard let archive = try? Archive(url: url, accessMode: .read, pathEncoding: nil) else { continue }
            for entry in archive where entry.type == .file {
                var expected = Data()
                guard (try? archive.extract(entry, skipCRC32: true, consumer: { expected.append($0) })) != nil else {
                    continue
                }
                let file = try FileHandle(forReadingFrom: url)
                defer { try? file.close() }
                var unpacked = Data()
                do {
                    guard let part = try PackedPart.locate(entry.path, in: file) else { continue }
                    try part.unpack(from: file, chunkSize: 4096) { unpacked.append($0) }
                } catch {
                    Issue.record("\(url.path): \(entry.path): \(error)")
                    continue
                }
                #expect(unpacked == expected, "\(url.lastPathComponent): \(entry.path)")
                compared += 1
            }
        }
        #expect(compared > 100, "only \(compared) parts compared")
    }

    /// Found by the xlsx fuzz target: a worksheet whose deflated stream stops short. `wordpack check` hung in
    /// ZIPFoundation's loop; now it is one sentence, at once.
    @Test func aStreamThatNeverEndsIsADamagedPart() throws {
        let url = Fixtures.url("fuzz/xlsx/hang-deflate-stream-never-ends.xlsx")
        let started = Date()
        let workbook = try SpreadsheetFile.open(url, displayPath: "Bad.xlsx")
        var message: String?
        do {
            for sheet in workbook.sheets.indices { _ = try workbook.forEachRow(inSheet: sheet) { _ in } }
        } catch let problem as FileProblem {
            message = problem.message
        }
        #expect(
            message == "is damaged: part xl/worksheets/sheet1.xml could not be unpacked. Copy the file again, or "
                + "open the original in Excel or LibreOffice and save it again.")
        #expect(Date().timeIntervalSince(started) < 5)
    }
}

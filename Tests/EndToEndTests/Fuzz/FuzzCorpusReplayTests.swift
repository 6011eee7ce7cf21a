import Foundation
import FuzzTargets
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// Every committed seed of `Fuzz/corpus/<target>/`, and every finding kept under `Tests/Fixtures/fuzz/<target>/`,
/// through the same code the libFuzzer entry runs (`FuzzTarget`), once: a crash kills the test run, a broken
/// promise fails the test naming the file. Seconds, and no libFuzzer needed.
@Suite struct FuzzCorpusReplayTests {
    static func inputs(of target: FuzzTarget) throws -> [URL] {
        let folders = [
            Fixtures.repository.appendingPathComponent("Fuzz/corpus/\(target.rawValue)"),
            Fixtures.url("fuzz/\(target.rawValue)"),
        ]
        return try folders.filter { FileManager.default.fileExists(atPath: $0.path) }.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { !$0.lastPathComponent.hasPrefix(".") && $0.lastPathComponent != "README.md" }
        }.sorted { $0.path < $1.path }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedKeepsTheReadersPromises(_ target: FuzzTarget) throws {
        let inputs = try Self.inputs(of: target)
        #expect(inputs.count >= 3, "\(target.rawValue) has \(inputs.count) seeds")
        let folder = try TemporaryFolder()
        var refused = 0
        for input in inputs {
            let file = try folder.write("input.\(target.fileExtension)", target.file(for: try Data(contentsOf: input)))
            do {
                try target.read(file)
            } catch let broken as BrokenPromise {
                Issue.record("\(input.lastPathComponent): \(broken)")
            } catch {
                refused += 1
            }
        }
        // The corpus holds files the readers take, not only refusals: most seeds are read to their end.
        #expect(refused < inputs.count, "\(target.rawValue): all \(inputs.count) seeds were refused")
    }

    /// The promises themselves: a row out of order, a column out of order or beyond XFD, an empty or overlong text.
    @Test func theSheetPromisesCatchWhatTheyName() {
        let fine = SheetRow(number: 3, cells: [Cell(column: 0, text: "a"), Cell(column: 4, text: "b")])
        #expect(FuzzSheetsPromises.problem(fine, after: 2) == nil)
        let broken: [(SheetRow, Int)] = [
            (fine, 3),
            (SheetRow(number: 4, cells: []), 3),
            (SheetRow(number: 4, cells: [Cell(column: 2, text: "a"), Cell(column: 1, text: "b")]), 3),
            (SheetRow(number: 4, cells: [Cell(column: ReadLimits.columns, text: "a")]), 3),
            (SheetRow(number: 4, cells: [Cell(column: 0, text: "")]), 3),
            (SheetRow(number: 4, cells: [Cell(column: 0, text: String(repeating: "x", count: 32_768))]), 3),
        ]
        for (row, previous) in broken {
            #expect(FuzzSheetsPromises.problem(row, after: previous) != nil, "\(row)")
        }
    }
}

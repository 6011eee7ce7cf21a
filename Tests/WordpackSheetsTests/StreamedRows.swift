import WordpackTestSupport
@testable import WordpackSheets

/// What reading sheet 0 of a large workbook row by row gave, for the XLSX and ODS streaming tests: the
/// rows counted, the last row's number, the first row unlike `expected(rowNumber)`, and how much the peak
/// resident memory grew from before the workbook was opened to after its last row.
package struct StreamedRows {
    package let workbook: any Workbook
    package let count: Int
    package let lastNumber: Int
    package let firstWrongRow: SheetRow?
    package let growth: Int

    package init(opening open: () throws -> any Workbook, expected: (Int) -> [Cell]) throws {
        let canResetPeak = ResidentMemory.resetPeak()
        let before = canResetPeak ? ResidentMemory.current : ResidentMemory.peak
        let workbook = try open()
        var count = 0
        var lastNumber = 0
        var firstWrongRow: SheetRow?
        try workbook.forEachRow(inSheet: 0) { row in
            count += 1
            lastNumber = row.number
            if firstWrongRow == nil, row.cells != expected(row.number) { firstWrongRow = row }
        }
        growth = ResidentMemory.peak - before
        self.workbook = workbook
        self.count = count
        self.lastNumber = lastNumber
        self.firstWrongRow = firstWrongRow
    }
}

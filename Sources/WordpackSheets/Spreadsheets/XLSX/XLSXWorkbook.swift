import Foundation
import WordpackCore

/// An Excel workbook (`.xlsx`), as Excel, LibreOffice, Google Sheets or a library wrote it.
///
/// Opening it reads the sheet list and the number formats, and starts reading the shared strings on another core
/// (`XLSXSharedTexts`); each sheet's cells are streamed from the ZIP package when `forEachRow` asks for them, a
/// few hundred rows in memory at a time. A problem of the shared strings is reported by the first `forEachRow`
/// that reads a sheet to its end or stops on a problem, before the sheet's own.
/// Cells read as the user sees them: numbers without a spurious `.0` and with at most 15 significant
/// digits, percentages with `%`, dates in ISO form (`2024-03-01`), booleans as `TRUE`/`FALSE`,
/// the cached result of a formula, and rich text as its plain characters.
struct XLSXWorkbook: Workbook {
    package let displayPath: String
    package let sheets: [SheetInfo]
    private let package: ZippedSpreadsheet
    private let sheetParts: [String]
    private let sharedTexts: XLSXSharedTexts
    private let formats: [NumberFormat]
    private let dates: DateSystem

    /// Opens the workbook at `url`; `displayPath` names it in messages.
    /// Throws a `FileProblem` when the file is not a readable Excel workbook.
    package init(url: URL, displayPath: String) throws {
        let package = try ZippedSpreadsheet(url: url, displayPath: displayPath, kind: .xlsx)
        let structure = try XLSXStructure(package)
        let file = Location(file: displayPath)
        self.displayPath = displayPath
        self.package = package
        try SheetInfo.checkUnique(structure.sheets.map(\.name), file: displayPath)
        sheets = structure.sheets.map { SheetInfo(name: $0.name) }
        sheetParts = structure.sheets.map(\.part)
        dates = structure.dates
        sharedTexts =
            structure.sharedStringsPart.map { XLSXSharedTexts(reading: $0, of: package, location: file) }
            ?? XLSXSharedTexts()
        do {
            formats =
                try structure.stylesPart.map {
                    try package.read(part: $0, location: file, XLSXStyles.numberFormats)
                } ?? []
        } catch {
            // The shared strings' problem first, as when they were read before the styles.
            try sharedTexts.waitUntilRead()
            throw error
        }
    }

    @discardableResult
    package func forEachRow(inSheet index: Int, _ body: (SheetRow) throws -> Void) throws -> [MergedRange] {
        guard sheetParts.indices.contains(index) else {
            throw FileProblem(file: displayPath, "has no sheet number \(index + 1): it has \(sheets.count) sheets.")
        }
        let sheet = location(sheet: index)
        let reader = XLSXSheetReader(sharedTexts: sharedTexts, formats: formats, dates: dates, sheet: sheet)
        let (package, part) = (package, sheetParts[index])
        // Unpacking and parsing on one core, `body` (making records of the rows) on the other.
        let merges: [MergedRange]
        do {
            merges = try pipelined(
                produce: { send in
                    try withoutActuallyEscaping(send) { try reader.forEachRow(of: package, part: part, $0) }
                },
                consume: { row in
                    do { try body(row) } catch { throw Stopped(error: error) }
                })
        } catch let stopped as Stopped {
            throw stopped.error
        } catch {
            try sharedTexts.waitUntilRead()
            throw error
        }
        try sharedTexts.waitUntilRead()
        return merges
    }

    /// What `body` threw: the caller's own, passed on as it is (it may only stop the reading early).
    private struct Stopped: Error {
        var error: Error
    }
}

import Foundation
import WordpackCore

/// An Excel workbook (`.xlsx`), as Excel, LibreOffice, Google Sheets or a library wrote it.
///
/// Opening it reads the sheet list, the shared strings and the number formats; each sheet's cells
/// are streamed from the ZIP package when `forEachRow` asks for them, a few hundred rows in memory at a time.
/// Cells read as the user sees them: numbers without a spurious `.0` and with at most 15 significant
/// digits, percentages with `%`, dates in ISO form (`2024-03-01`), booleans as `TRUE`/`FALSE`,
/// the cached result of a formula, and rich text as its plain characters.
struct XLSXWorkbook: Workbook {
    package let displayPath: String
    package let sheets: [SheetInfo]
    private let package: ZippedSpreadsheet
    private let sheetParts: [String]
    private let sharedStrings: [String]
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
        sharedStrings =
            try structure.sharedStringsPart.map {
                let strings = XLSXSharedStrings()
                try package.parse(part: $0, location: file, into: strings)
                return strings.strings
            } ?? []
        formats =
            try structure.stylesPart.map {
                try package.read(part: $0, location: file, XLSXStyles.numberFormats)
            } ?? []
    }

    @discardableResult
    package func forEachRow(inSheet index: Int, _ body: (SheetRow) throws -> Void) throws -> [MergedRange] {
        guard sheetParts.indices.contains(index) else {
            throw FileProblem(file: displayPath, "has no sheet number \(index + 1): it has \(sheets.count) sheets.")
        }
        let sheet = location(sheet: index)
        let reader = XLSXSheetReader(sharedStrings: sharedStrings, formats: formats, dates: dates, sheet: sheet)
        let (package, part) = (package, sheetParts[index])
        // Unpacking and parsing on one core, `body` (making records of the rows) on the other.
        return try pipelined(
            produce: { send in
                try withoutActuallyEscaping(send) { try reader.forEachRow(of: package, part: part, $0) }
            },
            consume: body)
    }
}

import Foundation
import WordpackCore
import WordpackXML

/// An OpenDocument spreadsheet (`.ods`), as LibreOffice, OpenOffice, Excel or Google Sheets wrote it.
///
/// Opening it checks its type and reads the sheet names; each sheet's rows are streamed from
/// `content.xml` when `forEachRow` asks for them. Repeated empty rows and columns cost nothing,
/// so a sheet whose last row is repeated a million times reads as fast as a short one.
/// Cells read as LibreOffice shows them (the text of their paragraphs), except booleans,
/// which read `TRUE`/`FALSE` in every language, and dates, which read in ISO form (`2024-03-01`)
/// like the dates of an XLSX workbook.
struct ODSWorkbook: Workbook {
    package let displayPath: String
    package let sheets: [SheetInfo]
    /// `content.xml`, unpacked once for the sheets' names and every sheet's rows.
    private let content: ZippedSpreadsheet.UnpackedPart

    /// Opens the spreadsheet at `url`; `displayPath` names it in messages.
    /// Throws a `FileProblem` when the file is not a readable OpenDocument spreadsheet.
    package init(url: URL, displayPath: String) throws {
        let package = try ZippedSpreadsheet(url: url, displayPath: displayPath, kind: .ods)
        let file = Location(file: displayPath)
        try Self.checkType(of: package)
        if try Self.isEncrypted(package) {
            throw FileProblem(
                file, "is protected with a password, so it cannot be read. \(package.kind.removePassword)")
        }
        guard package.partPaths.contains("content.xml") else {
            throw FileProblem(
                file, "is damaged: its cells (content.xml) are missing from the file. \(package.kind.saveAgain)")
        }
        self.displayPath = displayPath
        // Unpacked once, for every sheet's rows; the names are read as it is unpacked, on the other core.
        let tables = ODSContent.TableNames()
        content = try package.unpacked(
            part: "content.xml", location: file, parsingWith: XMLPushParser(location: file, handler: tables))
        let names = tables.names
        try SheetInfo.checkUnique(names, file: displayPath)
        sheets = names.map { SheetInfo(name: $0) }
    }

    @discardableResult
    package func forEachRow(inSheet index: Int, _ body: (SheetRow) throws -> Void) throws -> [MergedRange] {
        guard sheets.indices.contains(index) else {
            throw FileProblem(file: displayPath, "has no sheet number \(index + 1): it has \(sheets.count) sheets.")
        }
        let sheet = location(sheet: index)
        let content = content
        // Parsing on one core, `body` (making records of the rows) on the other.
        return try pipelined(
            produce: { send in
                try withoutActuallyEscaping(send) { send in
                    let rows = ODSContent.SheetRows(sheetIndex: index, sheet: sheet, body: send)
                    let parser = XMLPushParser(location: sheet, handler: rows)
                    rows.bytesConsumed = { [unowned parser] in parser.bytesConsumed }
                    do {
                        try content.parse(with: parser)
                    } catch is ODSContent.SheetRows.TableEnded {}
                    return rows.merges
                }
            },
            consume: body)
    }

    /// A spreadsheet saved with a password lists how each encrypted part was encrypted in its manifest.
    private static func isEncrypted(_ package: ZippedSpreadsheet) throws -> Bool {
        guard package.partPaths.contains("META-INF/manifest.xml") else { return false }
        return try package.read(part: "META-INF/manifest.xml", location: Location(file: package.displayPath)) {
            reader in
            while try reader.read() {
                if reader.nodeType == .element, reader.localName == "encryption-data" { return true }
            }
            return false
        }
    }

    /// The `mimetype` part says what kind of OpenDocument file this is.
    private static func checkType(of package: ZippedSpreadsheet) throws {
        let file = Location(file: package.displayPath)
        guard let data = try package.smallPart("mimetype") else {
            if package.partPaths.contains("xl/workbook.xml") {
                throw FileProblem(file, "is named .ods but is an Excel workbook. Rename it to .xlsx.")
            }
            if package.partPaths.contains("content.xml") { return }  // no type stated: read it if it has cells
            throw FileProblem(
                file,
                "\(package.kind.namedButNot): it is a ZIP archive with no spreadsheet inside. \(package.kind.saveAs)")
        }
        let mimetype = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let documents = [
            "application/vnd.oasis.opendocument.text": "an OpenDocument text document (Writer)",
            "application/vnd.oasis.opendocument.presentation": "an OpenDocument presentation (Impress)",
            "application/vnd.oasis.opendocument.graphics": "an OpenDocument drawing (Draw)",
        ]
        switch mimetype {
        case "application/vnd.oasis.opendocument.spreadsheet",
            "application/vnd.oasis.opendocument.spreadsheet-template":
            return
        default:
            let kind = documents[mimetype] ?? "a file of type “\(mimetype)”"
            throw FileProblem(
                file,
                "is named .ods but is \(kind), not a spreadsheet. Put its words in a sheet in LibreOffice Calc or Excel and save that as an ODF Spreadsheet (.ods)."
            )
        }
    }
}

import Foundation
import WordpackCore

/// A CSV or TSV file, read as a workbook with one sheet that has no name.
///
/// What it accepts is what Excel, LibreOffice and Google Sheets write:
/// - RFC 4180 fields: a field in double quotes may hold separators, line breaks and `""` for one quote mark;
///   a quote mark in the middle of an unquoted field is kept as text, as Excel does.
/// - Line ends CRLF, LF or CR, mixed freely; the last line may have none.
/// - UTF-8 with or without a byte-order mark, and UTF-16 (little or big endian) with a byte-order mark, which is
///   what Excel's "Unicode Text" writes.
///
/// Rows are numbered by record, as a spreadsheet program shows them: a quoted field that spans several lines is
/// still one row. Empty fields are not cells, and rows without a non-empty cell are not reported. Text is returned
/// exactly as decoded, neither trimmed nor normalized.
///
/// The file is read in chunks and rows are handed out one at a time, so memory does not grow with the file.
package struct CSVWorkbook: Workbook, Sendable {
    /// Which kind of text file this is, and so which separator its fields use.
    ///
    /// - `tsv`: fields are separated by tabs.
    /// - `csv`: fields are separated by commas, unless the first line that has any text has no comma outside
    ///   quotes but does have semicolons (European Excel writes `;`) or tabs (Excel's "Unicode Text" renamed to
    ///   `.csv`): then that character separates the fields of the whole file. With both, the more frequent wins.
    package enum Separator: String, Hashable, Sendable, CaseIterable {
        case csv
        case tsv

        /// The kind of text file for a spreadsheet format; `nil` for workbook formats.
        package init?(format: SpreadsheetFormat) {
            switch format {
            case .csv: self = .csv
            case .tsv: self = .tsv
            case .xlsx, .ods: return nil
            }
        }
    }

    /// The text encoding the file was found to use.
    package enum TextEncoding: String, Hashable, Sendable {
        case utf8
        case utf8WithByteOrderMark
        case utf16LittleEndian
        case utf16BigEndian
    }

    package let url: URL
    package let displayPath: String
    /// The kind of file the caller named (by its extension).
    let separator: Separator
    /// The character that separates fields in this file: `,`, `;` or a tab.
    package let fieldSeparator: Character
    package let encoding: TextEncoding
    package let sheets: [SheetInfo] = [SheetInfo(name: nil)]

    /// How many bytes are read from the file at a time; tests make it tiny to cross every chunk boundary.
    let chunkSize: Int
    /// The size from which a file's rows are parsed on a thread of their own (`forEachRow`): a MiB; tests make it
    /// 0 to read small files so too.
    let pipelinedSize: Int

    /// Opens the file and looks at its beginning: its encoding, whether it is text at all, whether it is empty,
    /// and (for `.csv`) which separator it uses. Problems inside the rows are reported by `forEachRow`.
    package init(url: URL, displayPath: String, separator: Separator) throws {
        try self.init(url: url, displayPath: displayPath, separator: separator, chunkSize: 64 * 1024)
    }

    package init(
        url: URL, displayPath: String, separator: Separator, chunkSize: Int, pipelinedSize: Int = 1 << 20
    ) throws {
        self.url = url
        self.displayPath = displayPath
        self.separator = separator
        self.chunkSize = max(chunkSize, 1)
        self.pipelinedSize = pipelinedSize

        var file = try CSVFileChunks(url: url, displayPath: displayPath, chunkSize: max(self.chunkSize, 4096))
        let head = try file.next() ?? Data()
        let detected = CSVWorkbook.TextEncoding.detect(head)
        encoding = detected
        if detected == .utf8, let kind = CSVFileSignature.binaryKind(of: head) {
            throw CSVProblems.notText(displayPath, kind: kind, separator: separator)
        }

        var text = CSVTextStream(chunks: file, encoding: detected, firstChunk: head)
        let opening = try CSVOpeningLines.read(from: &text)
        if opening.isBlank {
            throw CSVProblems.empty(displayPath)
        }
        switch separator {
        case .tsv: fieldSeparator = "\t"
        case .csv: fieldSeparator = Character(Unicode.Scalar(opening.separatorForCSV))
        }
    }

    @discardableResult
    package func forEachRow(inSheet index: Int, _ body: (SheetRow) throws -> Void) throws -> [MergedRange] {
        guard index == 0 else {
            throw FileProblem(
                file: displayPath,
                "has a single sheet, but sheet \(index + 1) was asked for. "
                    + "This is a bug in wordpack; please report it.")
        }
        let workbook = self
        do {
            // A large sheet is decoded and parsed on one core while `body` makes records of its rows on the other;
            // a small one (a list of 2,000 words) is read on its own, as sheets are read side by side.
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            if size < pipelinedSize {
                try parseRows(body)
            } else {
                try pipelined(
                    produce: { send in
                        try withoutActuallyEscaping(send) { try workbook.parseRows($0) }
                    },
                    consume: body)
            }
        } catch let problem as CSVSyntaxProblem {
            throw CSVProblems.fileProblem(for: problem, in: self)
        }
        return []  // text has no merged cells
    }

    /// Reads the file's records, handing each row to `emit`.
    private func parseRows(_ emit: (SheetRow) throws -> Void) throws {
        let file = try CSVFileChunks(url: url, displayPath: displayPath, chunkSize: chunkSize)
        var text = CSVTextStream(chunks: file, encoding: encoding, firstChunk: nil)
        var parser = CSVRecordParser(separator: fieldSeparator.asciiValue ?? UInt8(ascii: ","))
        while let chunk = try text.next() {
            try chunk.withUnsafeBufferPointer { try parser.consume($0, emit: emit) }
        }
        try parser.finish(emit: emit)
    }
}

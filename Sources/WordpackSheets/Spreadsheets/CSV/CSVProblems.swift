import Foundation
import WordpackCore

/// The sentences a CSV or TSV file's problems are reported with, each saying what to do.
enum CSVProblems {
    static let saveAsUTF8 = """
        In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)"; in LibreOffice tick "Edit filter settings" \
        and choose the character set "Unicode (UTF-8)".
        """

    static func unreadable(_ file: String, _ error: Error) -> FileProblem {
        let reason = (error as NSError).localizedDescription
        return FileProblem(
            file: file,
            "could not be read (\(reason)). Check that the file exists and that you are allowed to read it.")
    }

    static func empty(_ file: String) -> FileProblem {
        FileProblem(
            file: file,
            "is empty: it has no text at all. Add the header row and the rows below it, or remove the file.")
    }

    static func notText(
        _ file: String, kind: CSVFileSignature.BinaryKind, separator: CSVWorkbook.Separator
    ) -> FileProblem {
        let name = separator == .csv ? "CSV" : "TSV"
        let what: String
        switch kind {
        case .workbook:
            return FileProblem(
                file: file,
                "is named .\(separator.rawValue) but is not \(name) text: it looks like an Excel or LibreOffice "
                    + "workbook. Rename it to .xlsx (or .ods if LibreOffice made it), or open it and save it as "
                    + "\"CSV UTF-8 (Comma delimited)\".")
        case .oldExcelWorkbook:
            return FileProblem(
                file: file,
                "is named .\(separator.rawValue) but is not \(name) text: it looks like an old Excel 97–2003 "
                    + "workbook (.xls). Open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx) "
                    + "or as \"CSV UTF-8 (Comma delimited)\".")
        case .picture(let format): what = "it looks like a \(format) picture"
        case .pdf: what = "it looks like a PDF document"
        case .unknown: what = "it has NUL bytes, which text never has"
        }
        return FileProblem(
            file: file,
            "is not a text file: \(what). Check that this is the right file; a \(name) file is the text that a "
                + "spreadsheet program writes when you choose \"CSV UTF-8 (Comma delimited)\".")
    }

    static func fileProblem(for problem: CSVSyntaxProblem, in workbook: CSVWorkbook) -> FileProblem {
        switch problem {
        case .undecodableText(let row, let column):
            let at = workbook.location(sheet: 0, row: row, column: column)
            if workbook.encoding.isUTF16 {
                return FileProblem(
                    at,
                    "has a broken character in cell \(at.cellReference): the file starts like UTF-16 text, "
                        + "but this is not UTF-16. Open the file in Excel or LibreOffice, check that cell, and "
                        + "save the file again. \(saveAsUTF8)")
            }
            return FileProblem(
                at,
                "is not UTF-8 text: cell \(at.cellReference) has a byte that is not UTF-8 (the file was probably "
                    + "saved as Windows-1252 or Mac Roman). Save it again as UTF-8. \(saveAsUTF8)")
        case .unterminatedQuote(let row, let column):
            let at = workbook.location(sheet: 0, row: row, column: column)
            return FileProblem(
                at,
                "has a quote mark (\") that opens cell \(at.cellReference) but no closing quote mark, so "
                    + "everything after it would be read as one cell. Add the closing quote mark at the end of "
                    + "that cell's text (write a quote mark inside the text as two: \"\").")
        case .fieldTooLong(let row, let column):
            let at = workbook.location(sheet: 0, row: row, column: column)
            return FileProblem(
                at,
                "has a cell (\(at.cellReference)) longer than a spreadsheet cell can be (32,767 characters). "
                    + "Check the quote marks around it: a cell that starts with a quote mark runs on to the "
                    + "next quote mark, across separators and lines.")
        case .beyondSheet(let row, let column):
            let at = workbook.location(sheet: 0, row: row, column: column)
            return FileProblem(
                Location(file: at.file, row: row),
                "is refused: row \(row.grouped) has a cell in column \(column + 1) (\(at.column ?? "")), but a sheet has "
                    + "at most \(ReadLimits.rows.grouped) rows of \(ReadLimits.columns.grouped) columns (XFD). Check that "
                    + "this is the right file and that its separator is the one you meant.")
        case .nulByte(let row, let column):
            let at = workbook.location(sheet: 0, row: row, column: column)
            return FileProblem(
                at,
                "is not a text file: cell \(at.cellReference) has a NUL byte, which text never has. Check that "
                    + "this is the right file, then open it in a spreadsheet program and save it again. "
                    + saveAsUTF8)
        }
    }
}

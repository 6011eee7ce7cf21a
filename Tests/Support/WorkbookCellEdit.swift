import Foundation
import ZIPFoundation

/// Changes one cell of a real workbook, as a person typing into it in a spreadsheet program would: the cell
/// (an empty one too) becomes an inline string (a key and its word often share one shared string, so changing the shared string
/// would change both); every other part of the file is kept as it is.
package enum WorkbookCellEdit {
    /// Writes `text` into the cell `reference` (`C11`) of the worksheet `part` of the XLSX file at `url`.
    package static func setText(
        _ text: String, cell reference: String, part: String = "xl/worksheets/sheet1.xml", in url: URL
    ) throws {
        let source = try Archive(url: url, accessMode: .read)
        var parts: [(path: String, data: Data)] = []
        for entry in source where entry.type == .file {
            var data = Data()
            _ = try source.extract(entry, skipCRC32: false) { data.append($0) }
            parts.append((entry.path, data))
        }
        guard let index = parts.firstIndex(where: { $0.path == part }) else { throw Missing(what: part) }
        var xml = String(decoding: parts[index].data, as: UTF8.self)
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let cell = #"<c r="\#(reference)" t="inlineStr"><is><t>\#(escaped)</t></is></c>"#
        if let range = xml.range(of: #"<c r="\#(reference)"[^>]*?(/>|>.*?</c>)"#, options: .regularExpression) {
            xml.replaceSubrange(range, with: cell)
        } else {
            // An empty cell is not in the file: added at the end of its row (the last column, in these tests), or
            // in a new row after the last (a row typed under the others).
            let row = reference.drop { $0.isLetter }
            if let start = xml.range(of: #"<row r="\#(row)"[^>]*>"#, options: .regularExpression),
                let end = xml.range(of: "</row>", range: start.upperBound..<xml.endIndex)
            {
                xml.insert(contentsOf: cell, at: end.lowerBound)
            } else if let end = xml.range(of: "</sheetData>") {
                xml.insert(contentsOf: #"<row r="\#(row)">\#(cell)</row>"#, at: end.lowerBound)
            } else {
                throw Missing(what: "\(part) row \(row)")
            }
        }
        parts[index].data = Data(xml.utf8)
        let edited = url.deletingLastPathComponent().appendingPathComponent(".edited-\(url.lastPathComponent)")
        try? FileManager.default.removeItem(at: edited)
        let archive = try Archive(url: edited, accessMode: .create)
        for (path, data) in parts {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: edited, to: url)
    }

    struct Missing: Error, CustomStringConvertible {
        var what: String
        var description: String { "the workbook has no \(what)" }
    }
}

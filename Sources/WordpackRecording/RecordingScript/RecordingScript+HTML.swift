import Foundation
import WordpackCatalogue
import WordpackCore

extension RecordingScript {
    /// The script as a printable page: the count on top, then one numbered line per recording in large type
    /// with its hint (the list, and the word's picture as a thumbnail), a page break every `perPage` lines.
    func html(perPage: Int) -> Data {
        let count = "\(lines.count) recording\(lines.count == 1 ? "" : "s")"
        var page = """
            <!DOCTYPE html>
            <html lang="\(HTML.escape(language.description))">
            <head>
            <meta charset="utf-8">
            <title>Recording script: \(HTML.escape(language.description))</title>
            <style>
            body { font-family: sans-serif; margin: 2em; }
            h1 { font-size: 28pt; }
            .count { font-size: 20pt; }
            ol { list-style: none; padding: 0; }
            li { display: flex; align-items: center; gap: 0.6em; min-height: 72px; font-size: 24pt; border-bottom: 1px solid #ccc; }
            .number { min-width: 3em; color: #555; }
            .text { font-size: 32pt; font-weight: bold; }
            .hint { font-size: 14pt; color: #555; }
            img { width: 64px; height: 64px; object-fit: contain; }
            .break { break-after: page; page-break-after: always; }
            </style>
            </head>
            <body>
            <h1>Recording script: \(HTML.escape(language.description))</h1>
            <p class="count">\(count) to record.</p>

            """
        let size = max(perPage, 1)
        for start in stride(from: 0, to: lines.count, by: size) {
            let chunk = lines[start..<min(start + size, lines.count)]
            let last = chunk.endIndex == lines.count
            page += "<ol\(last ? "" : " class=\"break\"")>\n"
            for line in chunk { page += Self.item(line) }
            page += "</ol>\n"
        }
        page += "</body>\n</html>\n"
        return Data(page.utf8)
    }

    private static func item(_ line: Line) -> String {
        var item = "<li><span class=\"number\">\(line.number).</span>"
        if let thumbnail = line.thumbnail {
            item += "<img alt=\"\" src=\"data:image/png;base64,\(Data(thumbnail).base64EncodedString())\">"
        }
        item += "<span class=\"text\">\(HTML.escape(line.need.text))</span>"
        item += " <span class=\"hint\">(\(HTML.escape(hint(line.need))))</span></li>\n"
        return item
    }
}

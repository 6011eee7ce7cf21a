import WordpackCore
import WordpackSheets

/// The page beside an exported translation file (`translations/de.html`), for the tools that show neither
/// pictures nor notes: per list, each unit with its picture, its id, its source, its notes and its current
/// target (marked when it is to review, or to translate). Plain HTML with its style inline; the pictures are the
/// ones written beside it. The same export gives the same bytes.
struct TranslatorPage {
    let export: XLIFFExport
    /// The exported file's name, which the page is about (`de.po`).
    let file: String
    /// The format's name, for the title (`XLIFF 1.2`, `PO`).
    let format: String
    /// Which lists the file holds (`the lists some app ships in de (“Animals”); … --all exports …`).
    var scope: String?

    func html() -> [UInt8] {
        let language = escaped(export.targetLanguage)
        var html = """
            <!DOCTYPE html>
            <html lang="\(language)">
            <head>
            <meta charset="utf-8">
            <title>\(escaped(file)): \(escaped(export.sourceLanguage)) to \(language)</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
            table { border-collapse: collapse; width: 100%; margin-bottom: 2em; }
            th, td { border-bottom: 1px solid #ddd; padding: 6px 8px; text-align: left; vertical-align: top; }
            td.picture { width: 128px; }
            td.picture img { width: 120px; height: 120px; object-fit: contain; }
            code { color: #555; }
            ul.notes { margin: 0; padding-left: 1.1em; color: #555; font-size: 13px; }
            .to-translate { color: #a33; }
            .to-review { color: #a60; }
            </style>
            </head>
            <body>
            <h1>\(escaped(file)): \(escaped(export.sourceLanguage)) to \(language), \(escaped(format))</h1>
            <p>Every unit of the file, with what the apps show of it. Translate in the file, not here; a unit's id is
            the one your tool shows (its list, then its key). Each unit's notes say which apps ship it.</p>

            """
        if let scope { html += "<p>This file holds \(escaped(scope)).</p>\n" }
        for list in export.files where !list.units.isEmpty {
            html += "<h2>\(escaped(list.list))</h2>\n<table>\n"
            html += "<tr><th>picture</th><th>unit</th><th>source</th><th>notes</th><th>target</th></tr>\n"
            for unit in list.units { html += row(unit, list: list.list) }
            html += "</table>\n"
        }
        html += "</body>\n</html>\n"
        return Array(html.utf8)
    }

    private func row(_ unit: XLIFFExport.Unit, list: String) -> String {
        let picture = unit.picture.map { "<img src=\"\(escaped($0))\" alt=\"\(escaped(unit.source))\">" } ?? ""
        let notes = unit.notes.map { "<li>\(escaped($0))</li>" }.joined()
        let target: String
        switch (unit.target, unit.needsReview) {
        case (nil, _): target = "<span class=\"to-translate\">to translate</span>"
        case (let text?, true):
            target =
                "\(escaped(text)) <span class=\"to-review\">to review: made for “\(escaped(unit.madeAgainst ?? ""))”"
                + "</span>"
        case (let text?, false): target = escaped(text)
        }
        return "<tr id=\"\(escaped(list + "/" + unit.id))\"><td class=\"picture\">\(picture)</td>"
            + "<td><code>\(escaped(list))/\(escaped(unit.id))</code></td><td>\(escaped(unit.source))</td>"
            + "<td><ul class=\"notes\">\(notes)</ul></td><td>\(target)</td></tr>\n"
    }

    private func escaped(_ text: String) -> String { MarkupText.escaped(text) }
}

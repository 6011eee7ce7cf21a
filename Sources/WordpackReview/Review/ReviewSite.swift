import Foundation
import WordpackCore

/// The review site: `review/index.html`, a page per app (and a page per list for an app of more than
/// `cardsPerPage` words), and the built media they show, made from a `ReviewContent` and the files of
/// `outputs/`. The same content and built files give the same bytes.
struct ReviewSite {
    /// An app of more words than this gets a page per list.
    static let cardsPerPage = 300

    /// Path under `review/` → the page.
    package internal(set) var pages: [String: String] = [:]
    /// The built files the pages show.
    var media: Set<ReviewMedia> = []
    /// The files in each ZIP archive of `outputs/` a page shows a file of (empty when it cannot be read).
    var archives: [String: Set<String>] = [:]
    let content: ReviewContent
    let outputs: URL
    let findings: ReviewFindings
    /// Findings shown on a card or an item; the index lists the others.
    var shown: Set<Diagnostic> = []

    package init(content: ReviewContent, outputs: URL) {
        self.content = content
        self.outputs = outputs
        findings = ReviewFindings(content.findings)
        for app in content.apps { addPages(of: app) }
        pages["index.html"] = index()
    }

    /// The file name of an app's page.
    static func page(of app: String) -> String { "app-\(app).html" }

    /// The file name of one list's page of a big app.
    static func page(of app: String, list: String) -> String { "app-\(app)--\(list).html" }

    /// The media file `output` (a path under `outputs/`) when it was built, now shown by a page.
    mutating func built(_ output: String?) -> ReviewMedia? {
        guard let output, !output.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
            FileManager.default.fileExists(atPath: outputs.appendingPathComponent(output).path)
        else {
            return nil
        }
        let media = ReviewMedia(output: output)
        self.media.insert(media)
        return media
    }

    /// Width and height of a built PNG, from its header.
    func pictureSize(_ output: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: outputs.appendingPathComponent(output).path) else { return nil }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: 24), bytes.count == 24,
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
        else { return nil }
        let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// A whole page: the style sheet inline, nothing loaded from elsewhere.
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title>
        <style>
        \(ReviewStyle.css)
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    func notice() -> String {
        content.notice.map { "<p class=\"notice\">\(HTML.escape($0))</p>\n" } ?? ""
    }

    static func findingList(_ findings: [Diagnostic]) -> String {
        guard !findings.isEmpty else { return "" }
        var html = "<ul class=\"findings\">\n"
        for finding in findings {
            html += "<li class=\"\(finding.severity.rawValue)\"><code>\(HTML.escape(finding.location.description))"
            html += "</code> \(finding.severity.rawValue): \(HTML.escape(finding.message))</li>\n"
        }
        return html + "</ul>\n"
    }
}

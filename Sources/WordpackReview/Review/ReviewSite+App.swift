import WordpackAppKind
import WordpackCore

extension ReviewSite {
    /// An app's page: changes, the coverage matrix, the letter sounds, the cards (or a link to each list's
    /// page for a big app) and the kind's sections.
    mutating func addPages(of app: ReviewContent.App) {
        let id = app.description.id
        let review = app.review
        let changes = content.changes.map { report in
            ReviewChanges(release: report.previousVersion ?? "", report.apps.first { $0.app == id })
        }
        let paged = review.lists.reduce(0) { $0 + $1.cards.count } > Self.cardsPerPage
        let title = app.description.name.map { "\($0) (\(id))" } ?? id
        var html = "<h1>\(HTML.escape(title))</h1>\n"
        html += "<nav><a href=\"index.html\">All apps</a> · kind \(HTML.escape(app.description.kind)) · languages "
        html += "\(HTML.escape(review.languages.map(\.description).joined(separator: ", ")))</nav>\n"
        html += notice()
        if let changes { html += Self.changesBox(changes) }
        if !review.lists.isEmpty {
            html += "<h2>Coverage</h2>\n"
            html += matrix(review, page: { paged ? Self.page(of: id, list: $0) : "" })
        }
        html += Self.leftOut(ReviewLeftOut.of(review))
        if review.letters.contains(where: { !$0.sounds.isEmpty }) {
            html += "<h2>Letter sounds</h2>\n" + letters(review.letters)
        }
        for list in review.lists {
            let heading = "<h2>\(HTML.escape(list.name)) (\(list.cards.count) words)</h2>\n"
            let cards = self.cards(list, languages: review.languages, changes: changes)
            if paged {
                let page = Self.page(of: id, list: list.name)
                html += heading + "<p><a href=\"\(HTML.url(page))\">The cards of \(HTML.escape(list.name))</a></p>\n"
                let body =
                    "<h1>\(HTML.escape(title)): \(HTML.escape(list.name))</h1>\n<nav><a href=\"index.html\">"
                    + "All apps</a> · <a href=\"\(HTML.url(Self.page(of: id)))\">\(HTML.escape(id))</a></nav>\n"
                    + notice() + cards
                pages[page] = Self.document(title: "\(title): \(list.name)", body: body)
            } else {
                html += heading + cards
            }
        }
        for (index, section) in review.sections.enumerated() { html += self.section(section, number: index + 1) }
        pages[Self.page(of: id)] = Self.document(title: title, body: html)
    }

    /// The words the app leaves out, per language, greyed, each with why.
    private static func leftOut(_ languages: [ReviewLeftOut]) -> String {
        guard !languages.isEmpty else { return "" }
        var html = "<h2>Left out</h2>\n<table class=\"left-out\">\n"
        for language in languages {
            html += "<tr><th>\(HTML.escape(language.language.description))</th><td>"
            for word in language.words {
                html += "<span class=\"left-out\"><a href=\"#\(HTML.id(word.list, word.key))\">"
                html +=
                    "\(HTML.escape(word.key))</a> (\(HTML.escape(word.list))): \(HTML.escape(language.why(word)))</span> "
            }
            html += "</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func changesBox(_ changes: ReviewChanges) -> String {
        var html = "<h2>Since release \(HTML.escape(changes.release))</h2>\n"
        let lines = changes.removed.map { "removed: \($0)" } + changes.entries
        guard !lines.isEmpty else {
            return html + "<p>Nothing removed; new and changed words are marked on their cards.</p>\n"
        }
        html += "<ul class=\"changes\">\n"
        for line in lines { html += "<li>\(HTML.escape(line))</li>\n" }
        return html + "</ul>\n"
    }

    /// One of the kind's own sections, the page's `number`th: its items (one with a finding at one of its cells
    /// or files is marked and shows it), then its boards behind tabs.
    private mutating func section(_ section: ReviewSection, number: Int) -> String {
        var html = "<h2>\(HTML.escape(section.title))</h2>\n"
        if let note = section.note { html += "<p>\(HTML.escape(note))</p>\n" }
        for item in section.items {
            let found = findings.at(cells: item.cells, files: item.files)
            shown.formUnion(found)
            let mark =
                found.contains { $0.severity == .error }
                ? " has-error" : found.isEmpty ? "" : " has-warning"
            html += "<div class=\"item\(mark)\"><b>\(HTML.escape(item.title))</b>\n"
            for line in item.lines { html += "<div>\(HTML.escape(line))</div>\n" }
            if !item.tiles.isEmpty {
                html += "<div class=\"grid\" style=\"grid-template-columns:repeat(\(max(item.columns, 1)),28px)\">"
                for tile in item.tiles { html += "<span class=\"tile\">\(HTML.escape(tile))</span>" }
                html += "</div>\n"
            }
            if !item.swatches.isEmpty { html += Self.swatches(item.swatches) }
            if let definition = item.definition { html += self.definition(definition) }
            if let question = item.question { html += Self.question(question) }
            html += Self.findingList(found) + "</div>\n"
        }
        if !section.boards.isEmpty { html += tabs(section.boards, group: "tabs-\(number)") }
        return html
    }
}

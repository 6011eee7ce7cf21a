import WordpackAppKind
import WordpackCore

extension ReviewSite {
    /// The cards of one list, in sheet order.
    mutating func cards(_ list: ReviewList, languages: [LanguageCode], changes: ReviewChanges?) -> String {
        var html = "<div class=\"cards\">\n"
        for card in list.cards { html += self.card(card, changes: changes) }
        return html + "</div>\n"
    }

    private static let cases = [0: "uppercase", 1: "lowercase", 2: "capitalized"]

    /// A word's card: its picture as it ships, its reward sound, its text and recording in each language, and
    /// the findings of check at its cells and files.
    private mutating func card(_ card: ReviewCard, changes: ReviewChanges?) -> String {
        let found = findings.on(card)
        shown.formUnion(found)
        var classes = "card"
        if found.contains(where: { $0.severity == .error }) { classes += " has-error" }
        if card.disabled { classes += " disabled" }
        if card.texts.contains(where: { $0.outdatedFrom != nil || $0.recordedFor != nil }) { classes += " outdated" }
        var html = "<article class=\"\(classes)\" id=\"\(HTML.id(card.list, card.key))\">\n"
        html += "<h3>\(HTML.escape(card.key))"
        if card.disabled { html += "<span class=\"badge disabled\">disabled</span>" }
        html += "</h3>\n<div><code>\(HTML.escape(card.row.description))</code></div>\n"
        if let picture = built(card.picture), picture.output.hasSuffix(".pdf") {
            html += "<div class=\"size\"><a href=\"\(HTML.url(picture.path))\">the picture (PDF, as it ships)</a>"
            html += Self.badge(changes?.mark(media: picture.output)) + "</div>\n"
        } else if let picture = built(card.picture) {
            let size = pictureSize(picture.output)
            html += "<a href=\"\(HTML.url(picture.path))\"><img src=\"\(HTML.url(picture.path))\" loading=\"lazy\" "
            html +=
                "alt=\"\(HTML.escape(card.key))\"\(size.map { " width=\"\($0.0)\" height=\"\($0.1)\"" } ?? "")></a>\n"
            html += "<div class=\"size\">\(size.map { "\($0.0) × \($0.1) px as it ships" } ?? "as it ships")"
            html += Self.badge(changes?.mark(media: picture.output)) + "</div>\n"
        } else if card.showsPicture {
            html += "<div class=\"size\">\(card.picture == nil ? "no picture" : "picture not built yet")</div>\n"
        }
        if let sound = built(card.sound) {
            html += "<div>reward sound\(Self.badge(changes?.mark(media: sound.output)))\(Self.audio(sound))</div>\n"
        }
        html += "<table>\n"
        for text in card.texts {
            let leftOut = !card.disabled && (text.word == nil || text.disabled)
            html += "<tr\(leftOut ? " class=\"left-out\"" : "")><th>\(HTML.escape(text.language.description))</th><td>"
            if let word = text.word {
                html += "<b>\(HTML.escape(word))</b>"
            } else {
                html += "<i>not translated: left out</i>"
            }
            if let sortkey = text.sortkey { html += "<span class=\"badge\">sortkey \(HTML.escape(sortkey))</span>" }
            if let value = text.caseOverride {
                html += "<span class=\"badge\">caseOverride \(value) (\(Self.cases[value] ?? "?"))</span>"
            }
            if text.disabled { html += "<span class=\"badge disabled\">disabled</span>" }
            if let from = text.outdatedFrom {
                html += "<span class=\"badge outdated\">outdated: translated from “\(HTML.escape(from))”</span>"
            }
            html += Self.badge(changes?.mark(language: text.language.description, list: card.list, key: card.key))
            if let said = text.recordedFor {
                html += "<span class=\"badge outdated\">recorded for “\(HTML.escape(said))”: record it again</span>"
            }
            if let speech = built(text.speech) {
                html += Self.badge(changes?.mark(media: speech.output)) + Self.audio(speech)
            } else if text.speech != nil {
                html += "<div class=\"size\">recording not built yet</div>"
            }
            html += "</td></tr>\n"
        }
        html += "</table>\n" + Self.findingList(found) + "</article>\n"
        return html
    }

    private static func badge(_ mark: String?) -> String {
        guard let mark else { return "" }
        return "<span class=\"badge \(mark.hasPrefix("new") ? "new" : "changed")\">\(HTML.escape(mark))</span>"
    }
}

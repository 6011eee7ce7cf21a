import WordpackAppKind
import WordpackCore

extension ReviewSite {
    /// How one word stands in one language, in the coverage matrix.
    enum Status: String, CaseIterable {
        /// An error at its cell or recording.
        case error
        /// Translated or recorded, but made for an earlier word: an outdated translation, a recording made for
        /// another word.
        case outdated
        case recorded
        /// Translated, with no recording in the app.
        case translated
        /// Not translated yet.
        case missing
    }

    func status(_ text: ReviewText) -> Status {
        if findings.on(text).contains(where: { $0.severity == .error }) { return .error }
        if text.word == nil { return .missing }
        if text.outdatedFrom != nil || text.recordedFor != nil { return .outdated }
        return text.speech == nil ? .translated : .recorded
    }

    /// Words × languages, each cell's status, and the totals per language. `page(list)` is the page that holds
    /// the list's cards ("" for this page).
    func matrix(_ review: AppReview, page: (String) -> String) -> String {
        var totals = Array(repeating: [Status: Int](), count: review.languages.count)
        var html = "<table class=\"matrix\">\n<tr><th>list</th><th>word</th>"
        for language in review.languages { html += "<th>\(HTML.escape(language.description))</th>" }
        html += "</tr>\n"
        for list in review.lists {
            for card in list.cards {
                let link = HTML.url(page(list.name)) + "#" + HTML.id(list.name, card.key)
                html +=
                    "<tr><td>\(HTML.escape(list.name))</td><td><a href=\"\(link)\">\(HTML.escape(card.key))</a></td>"
                for (index, text) in card.texts.enumerated() where index < totals.count {
                    let status = status(text)
                    totals[index][status, default: 0] += 1
                    html += "<td class=\"cell st-\(status.rawValue)\">\(status.rawValue)</td>"
                }
                html += "</tr>\n"
            }
        }
        html += "<tr class=\"totals\"><th colspan=\"2\">totals</th>"
        for total in totals {
            let parts = Status.allCases.map { "\(total[$0] ?? 0) \($0.rawValue)" }
            html += "<td>\(parts.joined(separator: "<br>"))</td>"
        }
        return html + "</tr>\n</table>\n"
    }

    /// Letters × languages: the sounds of each letter the words use, or that it has none.
    mutating func letters(_ languages: [ReviewLetters]) -> String {
        let letters = Set(languages.flatMap(\.sounds.keys)).sorted()
        var html = "<table class=\"letters\">\n<tr><th>letter</th>"
        for language in languages { html += "<th>\(HTML.escape(language.language.description))</th>" }
        html += "</tr>\n"
        for letter in letters {
            html += "<tr><th>\(HTML.escape(letter))</th>"
            for language in languages {
                guard let sounds = language.sounds[letter] else {
                    html += "<td class=\"lettercell st-unused\">not used</td>"
                    continue
                }
                var playable: [ReviewMedia] = []
                for sound in sounds { if let media = built(sound) { playable.append(media) } }
                if sounds.isEmpty {
                    html += "<td class=\"lettercell st-missing\">missing</td>"
                } else {
                    html += "<td class=\"lettercell st-recorded\">"
                    for media in playable { html += Self.audio(media) }
                    html += "</td>"
                }
            }
            html += "</tr>\n"
        }
        return html + "</table>\n"
    }

    static func audio(_ media: ReviewMedia) -> String {
        "<audio controls preload=\"metadata\" src=\"\(HTML.url(media.path))\" "
            + "title=\"\(HTML.escape("outputs/" + media.output))\"></audio>"
    }
}

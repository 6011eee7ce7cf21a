import WordpackAppKind
import WordpackCore

extension ReviewSite {
    /// A word's entry as a dictionary screen shows it: the word, its IPA, syllables and a player; the facts
    /// about the word; each sense with its part of speech, definition, examples and synonyms.
    mutating func definition(_ entry: ReviewDefinition) -> String {
        var html = "<div class=\"definition\">\n<div class=\"headword\"><span class=\"word\">"
        html += "\(HTML.escape(entry.word))</span>"
        if let ipa = entry.pronunciation { html += " <span class=\"ipa\">/\(HTML.escape(ipa))/</span>" }
        if !entry.syllables.isEmpty {
            html += " <span class=\"syllables\">\(HTML.escape(entry.syllables.joined(separator: "·")))</span>"
        }
        html += "</div>\n"
        if let sound = built(entry.sound) {
            html += Self.audio(sound) + "\n"
        } else if entry.sound != nil {
            html += "<div class=\"size\">recording not built yet</div>\n"
        } else {
            html += "<span class=\"badge missing\">no recording</span>\n"
        }
        if !entry.facts.isEmpty {
            html += "<div class=\"facts\">"
            for fact in entry.facts {
                html += "<span class=\"badge\">\(HTML.escape(fact.name)) <b>\(HTML.escape(fact.value))</b>"
                html += fact.remark.map { " (\(HTML.escape($0)))" } ?? ""
                html += "</span>"
            }
            html += "</div>\n"
        }
        html += "<ol class=\"senses\">\n"
        for sense in entry.senses {
            html += "<li>"
            if let part = sense.partOfSpeech { html += "<i>\(HTML.escape(part))</i> " }
            html += HTML.escape(sense.definition)
            for example in sense.examples { html += "<div class=\"example\">“\(HTML.escape(example))”</div>" }
            if !sense.synonyms.isEmpty {
                html += "<div>synonyms: \(HTML.escape(sense.synonyms.joined(separator: ", ")))</div>"
            }
            if !sense.antonyms.isEmpty {
                html += "<div>antonyms: \(HTML.escape(sense.antonyms.joined(separator: ", ")))</div>"
            }
            html += "</li>\n"
        }
        return html + "</ol>\n</div>\n"
    }

    /// A question as the app asks it: the prompt, then its choices as buttons, the right one marked.
    static func question(_ question: ReviewQuestion) -> String {
        var html = "<div class=\"question\"><div>\(HTML.escape(question.prompt))</div>\n<div class=\"choices\">"
        for (index, choice) in question.choices.enumerated() {
            let right = index == question.answer
            html += "<span class=\"choice\(right ? " answer" : "")\">\(right ? "✓ " : "")\(HTML.escape(choice))</span>"
        }
        return html + "</div></div>\n"
    }
}

import WordpackCatalogue
import WordpackCore

extension ReviewSite {
    /// `index.html`: the apps, how far each language folder is, the changes since a release, and the findings
    /// that belong to no card.
    func index() -> String {
        var html = "<h1>Review before a release</h1>\n"
        html += notice()
        if let changes = content.changes {
            html += "<p>Changes since release <b>\(HTML.escape(changes.previousVersion ?? ""))</b> are marked on the "
            html += "cards: \(changes.apps.count) app\(changes.apps.count == 1 ? "" : "s") changed.</p>\n"
        }
        html += "<h2>Apps</h2>\n<table class=\"apps\">\n<tr><th>app</th><th>kind</th><th>name</th><th>languages</th>"
        html += "<th>words</th><th>errors</th><th>warnings</th><th>words left out</th></tr>\n"
        for app in content.apps {
            let id = app.description.id
            let cards = app.review.lists.flatMap(\.cards)
            var onCards: Set<Diagnostic> = []
            for card in cards { onCards.formUnion(findings.on(card).filter(app.counts)) }
            let errors = onCards.filter { $0.severity == .error }.count
            // A word not translated in one of the app's languages is a warning of its language's sheet (an error
            // in a release): counted here for each app that leaves it out.
            let leftOut = ReviewLeftOut.of(app.review)
            let untranslated = leftOut.reduce(0) { $0 + $1.words.filter(\.untranslated).count }
            html += "<tr><td><a href=\"\(HTML.url(Self.page(of: id)))\">\(HTML.escape(id))</a></td>"
            html += "<td>\(HTML.escape(app.description.kind))</td><td>\(HTML.escape(app.description.name ?? ""))</td>"
            html +=
                "<td>\(HTML.escape(app.review.languages.map(\.description).joined(separator: ", ")))</td><td>\(cards.count)</td>"
            html += "<td\(errors > 0 ? " class=\"st-error\"" : "")>\(errors)</td>"
            let warnings = onCards.count - errors + untranslated
            html += "<td\(warnings > 0 ? " class=\"st-outdated\"" : "")>\(warnings)</td><td>"
            html += leftOut.map { language in
                let words = language.words.map { "\($0.key) (\(language.why($0)))" }.joined(separator: ", ")
                return "<span title=\"\(HTML.escape(words))\">\(HTML.escape(language.language.description)): "
                    + "\(language.words.count)</span>"
            }.joined(separator: " · ")
            html += "</td></tr>\n"
        }
        html += "</table>\n"
        html += languages()
        let others = findings.all.filter { !shown.contains($0) }
        html += "<h2>Other findings (\(others.count))</h2>\n"
        html += others.isEmpty ? "<p>None: every finding is on its card.</p>\n" : Self.findingList(others)
        return Self.document(title: "Review", body: html)
    }

    /// Each language folder: in progress (left out of the apps that take it through "all", as the build did),
    /// complete in every list and letter, or shipping in its apps while other lists still lack it.
    private func languages() -> String {
        var html = "<h2>Languages</h2>\n<table class=\"languages\">\n<tr><th>language</th><th>state</th>"
        html += "<th>words translated</th><th>outdated</th><th>recorded</th><th>to record again</th>"
        html += "<th>letter sounds</th><th>all.txt</th><th>flag</th></tr>\n"
        for language in content.languages {
            // The words of the lists some app shows in the language: a list no app ships there is no work.
            let (translated, words) = language.wordsShown
            let letters = language.lettersUsed.count
            let voiced = letters - language.lettersWithoutSound.count
            var title = language.code.description
            if let name = language.name { title += " (\(name))" }
            if let fallback = language.fallback { title += ", falls back to \(fallback)" }
            html += "<tr><td>\(HTML.escape(title))</td>"
            let (state, style) = state(of: language)
            html += "<td class=\"\(style)\">\(HTML.escape(state))</td>"
            html += "<td>\(translated) of \(words)\(Self.percent(translated, words))</td>"
            let outdated = language.lists.reduce(0) { $0 + $1.outdated }
            let stale = language.lists.reduce(0) { $0 + $1.staleRecordings }
            html += "<td\(outdated > 0 ? " class=\"st-outdated\"" : "")>\(outdated)</td>"
            let (played, playable) = language.recordingsPlayed
            let players = language.recordingPlayers
            html +=
                "<td title=\"\(HTML.escape(players.isEmpty ? "no app plays them" : "for " + players.joined(separator: ", ")))\">"
            html += "\(played) of \(playable)\(Self.percent(played, playable))</td>"
            html += "<td\(stale > 0 ? " class=\"st-outdated\"" : "")>\(stale)</td>"
            let spellers = language.shipping?.lettersSpelledBy ?? []
            html +=
                "<td title=\"\(HTML.escape(spellers.isEmpty ? "no app spells the words out" : "for " + spellers.joined(separator: ", ")))\">"
            html += language.lettersNeeded ? "\(voiced) of \(letters)" : "not needed"
            if language.lettersNeeded, !language.lettersWithoutSound.isEmpty {
                html += " (missing: \(HTML.escape(language.lettersWithoutSound.joined(separator: " "))))"
            }
            let allWordsText =
                language.shipping?.allWordsTextNeeded == false ? "not needed" : Self.origin(language.allWordsText)
            let flag = language.shipping?.flagNeeded == false ? "not needed" : Self.origin(language.flag)
            html += "</td><td>\(allWordsText)</td><td>\(flag)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// The language's state and its cell's style.
    private func state(of language: LanguageCompleteness) -> (String, String) {
        if let left = content.inProgress.first(where: { $0.code == language.code }) {
            return ("in progress: left out of \(left.apps.joined(separator: ", "))", "st-missing")
        }
        if let blocking = language.releaseBlocking, !blocking.isEmpty {
            let count = blocking.count
            return ("a release refuses \(count) finding\(count == 1 ? "" : "s")", "st-error")
        }
        return language.isComplete
            ? ("complete", "st-recorded") : ("ships; other lists or letters incomplete", "st-translated")
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "" : " (\(part * 100 / whole)%)"
    }

    private static func origin(_ origin: LanguageCompleteness.Origin) -> String {
        switch origin {
        case .own: return "present"
        case .fallback(let code): return "from \(HTML.escape(code.description))"
        case .missing: return "<b>missing</b>"
        }
    }
}

import WordpackCatalogue
import WordpackCore

/// What of one language some app ships, as pipeline.json's apps declare it (`AppNeeds`): the lists whose words
/// an app shows, each with those apps, and the lists whose name an app shows. An export asks a translator for
/// these units only (`--all`: every unit), and says in each which apps ship it; an import with
/// `--remove-missing` of such a file removes only within them. For a language no app takes yet (one in progress
/// or not begun), what the apps ship in any language: what it must translate to ship.
struct ShippedUnits: Sendable {
    /// The lists some app shows the words of, each with the apps (as sentences name them).
    let wordsShownBy: [String: [String]]
    /// The lists some app shows the name of, each with the apps.
    let namesShownBy: [String: [String]]

    init(_ needs: AppNeeds, language code: LanguageCode) {
        wordsShownBy = needs.shownLists(language: code)
        var names: [String: [String]] = [:]
        for list in wordsShownBy.keys {
            let apps = needs.apps(\.listNameUses, list: list, language: code)
            if !apps.isEmpty { names[list] = apps }
        }
        namesShownBy = names
    }

    func shipsWords(of list: String) -> Bool { wordsShownBy[list] != nil }

    func shipsName(of list: String) -> Bool { namesShownBy[list] != nil }

    /// The note a unit carries for the translator: “Ships in “animals” and the Glyph app “starter”.”, or that
    /// no app ships it yet.
    func note(apps: [String]?, language code: LanguageCode) -> String {
        guard let apps else {
            return "No app ships this in \(code) yet (exported with --all): it can wait."
        }
        return apps.isEmpty ? "Ships in \(code)." : "Ships in \(sentenceList(apps, limit: 6, quoted: false))."
    }
}

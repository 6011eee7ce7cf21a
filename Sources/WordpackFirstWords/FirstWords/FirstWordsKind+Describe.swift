import WordpackAppKind
import WordpackCatalogue

extension FirstWordsKind {
    /// Per language: the words of each list in its plist, the untranslated words, the recordings in the app's
    /// own `Speech/` folders, the letter sounds, and whether the language is complete.
    package static func describe(
        _ app: AppPlan<FirstWordsLayout>, checked: Bool?, made: Set<String>, catalogue: Catalogue
    ) -> AppDescription {
        let layout = app.detail
        let (recordings, letters) = fileCounts(layout)
        let languages = layout.languages.map { code -> LanguageSummary in
            var words: [String: Int] = [:]
            var untranslated = 0
            for name in layout.lists {
                guard let list = catalogue.list(named: name) else { continue }
                let count = layout.entryCount(list: name, language: code)
                words[name] = count
                untranslated += list.words.count - count
            }
            let completeness = LanguageCompleteness.of(catalogue, code: code)
            let appLists = completeness.lists.filter { layout.lists.contains($0.list) }
            let complete =
                untranslated == 0 && completeness.lettersWithoutSound.isEmpty
                && appLists.allSatisfy { $0.recorded == $0.translated }
            return LanguageSummary(
                code: code, words: words, untranslated: untranslated,
                recordings: recordings[code.description, default: 0],
                letterSounds: letters[code.description, default: 0], complete: complete)
        }
        return AppDescription(
            id: app.id, kind: FirstWordsApp.kind, name: layout.app.name, lists: layout.lists, languages: languages)
    }

    /// By language: the recordings in the app's `Localization/<List>_<code>/Speech/` folders, and the letter sounds
    /// in `Alphabets/<code>/Letters/`. One pass over the app's files, each path split once: filtering thousands of
    /// paths again for each of 30 languages was a tenth of a second of every build.
    private static func fileCounts(_ layout: FirstWordsLayout) -> (recordings: [String: Int], letters: [String: Int]) {
        let localization = "\(layout.root)/Localization/"
        let alphabets = "\(layout.root)/Alphabets/"
        var recordings: [String: Int] = [:]
        var letters: [String: Int] = [:]
        for file in layout.files {
            if file.path.hasPrefix(localization) {
                let parts = file.path.dropFirst(localization.count).split(separator: "/", maxSplits: 2)
                // A list's folder is `<List>_<code>` (or `<List>.free_<code>`); a list's name has no `_`.
                guard parts.count == 3, parts[1] == "Speech", let separator = parts[0].lastIndex(of: "_") else {
                    continue
                }
                recordings[String(parts[0][parts[0].index(after: separator)...]), default: 0] += 1
            } else if file.path.hasPrefix(alphabets) {
                let parts = file.path.dropFirst(alphabets.count).split(separator: "/", maxSplits: 2)
                guard parts.count == 3, parts[1] == "Letters" else { continue }
                letters[String(parts[0]), default: 0] += 1
            }
        }
        return (recordings, letters)
    }
}

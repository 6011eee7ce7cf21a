import WordpackAppKind
import WordpackCatalogue

extension FirstWordsKind {
    /// Per language: the words of each list in its plist, the untranslated words, the recordings in the app's
    /// own `Speech/` folders, the letter sounds, and whether the language is complete.
    package static func describe(
        _ app: AppPlan<FirstWordsLayout>, checked: Bool?, made: Set<String>, catalogue: Catalogue
    ) -> AppDescription {
        let layout = app.detail
        let languages = layout.languages.map { code -> LanguageSummary in
            var words: [String: Int] = [:]
            var untranslated = 0
            for name in layout.lists {
                guard let list = catalogue.list(named: name) else { continue }
                let count = layout.entryCount(list: name, language: code)
                words[name] = count
                untranslated += list.words.count - count
            }
            // By prefix: Foundation's `contains` on thousands of paths is a noticeable part of a build.
            let localization = "\(layout.root)/Localization/"
            let recordings = layout.files.filter { file in
                guard file.path.hasPrefix(localization) else { return false }
                let parts = file.path.dropFirst(localization.count).split(separator: "/", maxSplits: 2)
                return parts.count == 3 && parts[0].hasSuffix("_\(code)") && parts[1] == "Speech"
            }.count
            let lettersFolder = "\(layout.root)/Alphabets/\(code)/Letters/"
            let letters = layout.files.filter { $0.path.hasPrefix(lettersFolder) }.count
            let completeness = LanguageCompleteness.of(catalogue, code: code)
            let appLists = completeness.lists.filter { layout.lists.contains($0.list) }
            let complete =
                untranslated == 0 && completeness.lettersWithoutSound.isEmpty
                && appLists.allSatisfy { $0.recorded == $0.translated }
            return LanguageSummary(
                code: code, words: words, untranslated: untranslated, recordings: recordings,
                letterSounds: letters, complete: complete)
        }
        return AppDescription(
            id: app.id, kind: FirstWordsApp.kind, name: layout.app.name, lists: layout.lists, languages: languages)
    }
}

import WordpackCatalogue
import WordpackCore

/// What a vocabulary app teaches: its words in list order (pipeline.json's, then sheet order), each list a
/// category. A word is left out when any of its rows is disabled, or when it has no word in the app's language.
package struct VocabularyBank: Sendable, Equatable {
    var appID: String
    var app: VocabularyApp
    var categories: [String]
    var entries: [VocabularyEntry]

    package init(appID: String, app: VocabularyApp, catalogue: Catalogue) {
        self.appID = appID
        self.app = app
        categories = app.lists.resolve(from: catalogue.lists.map(\.name)).filter { catalogue.list(named: $0) != nil }
        entries = []
        for name in categories {
            guard let list = catalogue.list(named: name) else { continue }
            for (key, words) in list.rowsByKey {
                guard !words.contains(where: \.disabled),
                    let translation = catalogue.resolvedTranslation(language: app.language, list: name, key: key),
                    !translation.disabled, let text = translation.word, !text.isEmpty
                else { continue }
                var translations: [String: String] = [:]
                for code in app.translations {
                    if let other = catalogue.resolvedTranslation(language: code, list: name, key: key),
                        !other.disabled, let word = other.word, !word.isEmpty
                    {
                        translations[code.description] = word
                    }
                }
                let recording = catalogue.resolvedRecording(
                    language: app.language, list: name, name: translation.speechName)?.1.file.path
                entries.append(
                    VocabularyEntry(
                        key: key, list: name, word: text, senses: words.map(VocabularyEntry.Sense.init),
                        translations: translations, recording: recording))
            }
        }
    }
}

import Foundation
import WordpackAppKind
import WordpackCatalogue

extension FirstWordsKind {
    /// A card per word of each list with the picture, reward sound, texts and recordings the app ships, the
    /// letter sounds of each language against the letters its words use, and the app's UX colours.
    package static func review(_ app: AppPlan<FirstWordsLayout>, checked: Bool?, catalogue: Catalogue, outputs: URL)
        -> AppReview
    {
        let layout = app.detail
        var sources: [String: String] = [:]
        for output in app.outputs {
            switch output.work {
            case .recording(let source, _), .picture(let source, _, _), .copy(let source): sources[output.path] = source
            case .own: sources[output.path] = ""
            }
        }
        func planned(_ path: String) -> String? { sources[path] == nil ? nil : path }
        var lists: [ReviewList] = []
        for name in layout.lists {
            guard let list = catalogue.list(named: name) else { continue }
            let folder = "\(layout.root)/Words/\(name)"
            let cards = list.words.map { word -> ReviewCard in
                let picture =
                    planned("\(folder)/picture/\(word.pictureName).png")
                    ?? planned("\(folder)/picture/\(word.pictureName).pdf")
                let sound = planned("\(folder)/sound/\(word.soundName).caf")
                let texts = layout.languages.map { code -> ReviewText in
                    let row = catalogue.translation(language: code, list: name, key: word.key)
                    guard let translation = catalogue.resolvedTranslation(language: code, list: name, key: word.key)
                    else { return ReviewText(language: code, word: nil, cell: row?.location) }
                    let speechLanguage = layout.speechLanguage(of: code, list: name, catalogue)
                    let speech = planned(
                        "\(layout.root)/Localization/\(name)_\(speechLanguage)/Speech/\(translation.speechName).caf")
                    return ReviewText(
                        language: code, word: translation.word, sortkey: translation.sortkey,
                        caseOverride: translation.caseOverride?.rawValue, disabled: translation.disabled,
                        speech: speech, cell: translation.location, speechSource: speech.flatMap { sources[$0] })
                }
                return ReviewCard(
                    list: name, key: word.key, row: list.source.location(row: word.row, field: "key"),
                    picture: picture, sound: sound, disabled: word.disabled, texts: texts,
                    files: [picture, sound].compactMap { $0.flatMap { sources[$0] } })
            }
            lists.append(ReviewList(name: name, cards: cards))
        }
        let letters = layout.languages.map { code -> ReviewLetters in
            var used: Set<String> = []
            for list in layout.lists {
                for (word, translation) in layout.entries(list: list, language: code)
                where !word.disabled && !translation.disabled {
                    used.formUnion(Letters.of(translation.word ?? ""))
                }
            }
            var sounds: [String: [String]] = [:]
            for letter in used { sounds[letter] = [] }
            for sound in catalogue.resolvedLetters(language: code)?.1 ?? [] {
                guard let path = planned("\(layout.root)/Alphabets/\(code)/Letters/\(sound.file.name).caf") else {
                    continue
                }
                sounds[Letters.comparable(sound.letter), default: []].append(path)
            }
            return ReviewLetters(language: code, sounds: sounds.mapValues { $0.sorted() })
        }
        return AppReview(
            languages: layout.languages, lists: lists, letters: letters, sections: colorsSections(layout.app.colors))
    }
}

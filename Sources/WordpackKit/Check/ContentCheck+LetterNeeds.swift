extension ContentCheck {
    /// What a language's letter sounds lack: letters with a final or an other sound but not both, and letters
    /// of its FirstWords words with no sound at all (each with the words it is in).
    struct LetterSoundGaps {
        /// Letters (comparison form) with one position's sound, and the position missing ("final" or "other").
        var unpaired: [(letter: String, missing: String)] = []
        /// Letters (comparison form) with no sound, by letter, each with the words that use it.
        var unvoiced: [(letter: String, words: [String])] = []
        /// The sounds there are (the language's own, or its fallback's).
        var sounds: [LetterSound] = []
    }

    /// The letter sounds `language` lacks, as `wordpack check` reports them.
    func letterSoundGaps(_ language: Language, needs: AppNeeds) -> LetterSoundGaps {
        var gaps = LetterSoundGaps()
        gaps.sounds = catalogue.resolvedLetters(language: language.code)?.1 ?? []
        var positions: [String: Set<LetterSound.Position>] = [:]
        for sound in gaps.sounds {
            positions[Letters.comparable(sound.letter), default: []].insert(sound.position)
        }
        for (letter, found) in positions.sorted(by: { $0.key < $1.key }) where !found.contains(.any) && found.count == 1 {
            gaps.unpaired.append((letter, found.contains(.final) ? "other" : "final"))
        }
        var unvoiced: [String: [String]] = [:]
        var unvoicedSeen: Set<UnvoicedWord> = []
        // Most words are plain ASCII with every letter voiced: a table by byte answers for them.
        var asciiVoiced = [Bool](repeating: true, count: 128)
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            let voiced = positions[String(UnicodeScalar(byte))] != nil
            asciiVoiced[Int(byte)] = voiced
            asciiVoiced[Int(byte | 0x20)] = voiced
        }
        for text in firstWordsTexts(language, needs: needs) {
            if text.utf8.allSatisfy({ $0 < 0x80 && asciiVoiced[Int($0)] }) { continue }
            for letter in Letters.of(text) where positions[letter] == nil {
                if unvoicedSeen.insert(UnvoicedWord(letter: letter, word: text)).inserted {
                    unvoiced[letter, default: []].append(text)
                }
            }
        }
        gaps.unvoiced = unvoiced.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
        return gaps
    }

    /// The letter sounds a FirstWords language needs, by letter: every sound there is and every one missing
    /// (a letter of its words with none, or the other half of a final/other pair); none for other languages.
    func letterNeeds(_ language: Language, needs: AppNeeds) -> [RecordingNeed] {
        guard needs.firstWordsLanguages.contains(language.code) else { return [] }
        let gaps = letterSoundGaps(language, needs: needs)
        let folder = "\(folderOf(language))/letters"
        var byLetter: [String: [RecordingNeed]] = [:]
        for sound in gaps.sounds {
            let letter = Letters.comparable(sound.letter)
            let own = sound.file.path.hasPrefix(folder + "/")
            let usable = MediaKind.letterSound.extensions.contains(sound.file.fileExtension)
            byLetter[letter, default: []].append(RecordingNeed(
                kind: .letter, list: nil, key: sound.file.name, text: letter,
                path: own ? sound.file.path : "\(folder)/\(sound.file.name).wav", files: [sound.file.path],
                status: usable ? .recorded : .unusable))
        }
        for (letter, missing) in gaps.unpaired {
            byLetter[letter, default: []].append(RecordingNeed(
                kind: .letter, list: nil, key: "\(letter)-\(missing)", text: letter,
                path: "\(folder)/\(letter)-\(missing).wav", files: [], status: .missing))
        }
        for (letter, _) in gaps.unvoiced {
            byLetter[letter, default: []].append(RecordingNeed(
                kind: .letter, list: nil, key: letter, text: letter, path: "\(folder)/\(letter).wav", files: [],
                status: .missing))
        }
        return byLetter.sorted { $0.key < $1.key }.flatMap { $0.value.sorted { $0.key < $1.key } }
    }

    /// The words FirstWords apps show in `language` (enabled, translated), in list and row order.
    private func firstWordsTexts(_ language: Language, needs: AppNeeds) -> [String] {
        var texts: [String] = []
        let chain = catalogue.index.chain(of: language.code)
        for list in catalogue.lists where needs.firstWordsPairs.contains(.init(list: list.name, language: language.code)) {
            for word in list.words where !word.disabled {
                guard let (member, row) = catalogue.resolvedRow(chain, list: list.name, key: word.key) else { continue }
                let translation = catalogue.languages[member].translations[row]
                guard !translation.disabled, let text = translation.word else { continue }
                texts.append(text)
            }
        }
        return texts
    }
}

/// A word with a letter that has no sound, reported once per letter.
private struct UnvoicedWord: Hashable {
    var letter: String
    var word: String
}

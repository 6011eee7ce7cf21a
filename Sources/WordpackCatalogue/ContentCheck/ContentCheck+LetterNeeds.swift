import WordpackCore

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

    /// The letter sounds `language` lacks, as `wordpack check` reports them; `unvoiced`: the letters of its spelled
    /// words without a sound (`unvoicedLetters`), when already worked out.
    func letterSoundGaps(_ language: Language, needs: AppNeeds, unvoiced: [UnvoicedLetter]? = nil) -> LetterSoundGaps {
        var gaps = LetterSoundGaps()
        gaps.sounds = catalogue.resolvedLetters(language: language.code)?.1 ?? []
        var positions: [String: Set<LetterSound.Position>] = [:]
        for sound in gaps.sounds {
            positions[Letters.comparable(sound.letter), default: []].insert(sound.position)
        }
        for (letter, found) in positions.sorted(by: { $0.key < $1.key }) where !found.contains(.any) && found.count == 1
        {
            gaps.unpaired.append((letter, found.contains(.final) ? "other" : "final"))
        }
        let letters =
            unvoiced
            ?? unvoicedLetters(spelledRows(language, needs: needs).lazy.compactMap(\.word), sounds: gaps.sounds)
        gaps.unvoiced = letters.sorted(by: { $0.letter < $1.letter }).map { ($0.letter, $0.words) }
        return gaps
    }

    /// The letters of `texts` (spelled words) that none of `sounds` voices, each with the texts that use it, in
    /// order of first use.
    func unvoicedLetters(_ texts: some Sequence<String>, sounds: [LetterSound]) -> [UnvoicedLetter] {
        let voiced = Set(sounds.map { Letters.comparable($0.letter) })
        var found: [UnvoicedLetter] = []
        var positionOfLetter: [String: Int] = [:]
        var unvoicedSeen: Set<UnvoicedWord> = []
        // Most words are plain ASCII with every letter voiced: a table by byte answers for them.
        var asciiVoiced = [Bool](repeating: true, count: 128)
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            let isVoiced = voiced.contains(String(UnicodeScalar(byte)))
            asciiVoiced[Int(byte)] = isVoiced
            asciiVoiced[Int(byte | 0x20)] = isVoiced
        }
        for text in texts {
            if text.utf8.allSatisfy({ $0 < 0x80 && asciiVoiced[Int($0)] }) { continue }
            for letter in Letters.of(text) where !voiced.contains(letter) {
                guard unvoicedSeen.insert(UnvoicedWord(letter: letter, word: text)).inserted else { continue }
                if let position = positionOfLetter[letter] {
                    found[position].words.append(text)
                } else {
                    positionOfLetter[letter] = found.count
                    found.append(UnvoicedLetter(letter: letter, words: [text]))
                }
            }
        }
        return found
    }

    /// The letter sounds a spelled language needs, by letter: every sound there is and every one missing
    /// (a letter of its words with none, or the other half of a final/other pair); none for other languages.
    func letterNeeds(_ language: Language, needs: AppNeeds) -> [RecordingNeed] {
        guard needs.spelledLanguages.contains(language.code) else { return [] }
        let gaps = letterSoundGaps(language, needs: needs)
        let folder = "\(folderOf(language))/letters"
        var byLetter: [String: [RecordingNeed]] = [:]
        for sound in gaps.sounds {
            let letter = Letters.comparable(sound.letter)
            let own = sound.file.path.hasPrefix(folder + "/")
            let usable = MediaKind.letterSound.extensions.contains(sound.file.fileExtension)
            byLetter[letter, default: []].append(
                RecordingNeed(
                    kind: .letter, list: nil, key: sound.file.name, text: letter,
                    path: own ? sound.file.path : "\(folder)/\(sound.file.name).wav", files: [sound.file.path],
                    status: usable ? .recorded : .unusable,
                    recordedFor: own ? RecordingNeed.stale(sound.recordedFor, text: sound.letter) : nil))
        }
        for (letter, missing) in gaps.unpaired {
            byLetter[letter, default: []].append(
                RecordingNeed(
                    kind: .letter, list: nil, key: "\(letter)-\(missing)", text: letter,
                    path: "\(folder)/\(letter)-\(missing).wav", files: [], status: .missing))
        }
        for (letter, _) in gaps.unvoiced {
            byLetter[letter, default: []].append(
                RecordingNeed(
                    kind: .letter, list: nil, key: letter, text: letter, path: "\(folder)/\(letter).wav", files: [],
                    status: .missing))
        }
        return byLetter.sorted { $0.key < $1.key }.flatMap { $0.value.sorted { $0.key < $1.key } }
    }

    /// The rows of the words apps spell out in `language` (its own, or its fallback's), of `lists` (every list:
    /// nil), in list and row order.
    func spelledRows(_ language: Language, needs: AppNeeds, lists: [WordList]? = nil) -> TranslationSelection {
        var rows = TranslationSelection(catalogue)
        let chain = catalogue.index.chain(of: language.code)
        for list in lists ?? catalogue.lists
        where needs.spelledPairs.contains(.init(list: list.name, language: language.code)) {
            let chainRows = catalogue.chainRows(chain, list: list.name)
            for word in list.words where !word.disabled {
                guard let found = chainRows.resolved(word.key),
                    !found.translation.disabled
                else { continue }
                rows.append(table: rows.rows(member: found.language, list: list.name).table, index: found.index)
            }
        }
        return rows
    }

    /// Characters of a spelled word that are not letters (a digit, a sign, an emoji) and that no letter sound
    /// of the language voices: a warning at the word's cell (`"letters"` in pipeline.json's `checks`). A letter
    /// without a sound is one error at the letters folder (`letterSoundGaps`) and is never reported here again.
    func checkUnvoicedCharacters(_ language: Language, needs: AppNeeds, spelled: TranslationSelection? = nil)
        -> [Diagnostic]
    {
        guard needs.spelledLanguages.contains(language.code),
            configuration.translationChecks(of: language.code).letters
        else { return [] }
        let voiced = Set(
            (catalogue.resolvedLetters(language: language.code)?.1 ?? []).map {
                Letters.comparable($0.letter)
            })
        let folder = "\(folderOf(language))/letters"
        var findings: [Diagnostic] = []
        for row in spelled ?? spelledRows(language, needs: needs) {
            guard let text = row.word,
                !text.utf8.allSatisfy({ $0 == 0x20 || ($0 < 0x80 && (0x41...0x5A).contains($0 & 0xDF)) })
            else { continue }
            var unvoiced: [String] = []
            for character in text where !character.isWhitespace && !character.isLetter {
                let name = String(character)
                if !voiced.contains(Letters.comparable(name)), !unvoiced.contains(name) { unvoiced.append(name) }
            }
            guard !unvoiced.isEmpty else { continue }
            let one = unvoiced.count == 1
            findings.append(
                .warning(
                    at: row.location,
                    "“\(text)” has \(sentenceList(unvoiced)), which \(one ? "is not a letter" : "are not letters") and "
                        + "\(one ? "has" : "have") no letter sound in \(language.code); the game sounds out each character "
                        + "of a word: write the word without \(one ? "it" : "them"), or add a sound for \(one ? "it" : "each") "
                        + "to \(folder)/."))
        }
        return findings
    }
}

/// A letter of a language's spelled words with no sound, and the words that use it, in order of first use.
struct UnvoicedLetter: Codable, Sendable {
    var letter: String
    var words: [String]

    /// Each list's letters (`ContentCheck.unvoicedLetters`), in list order, as those of all their words: each word
    /// once per letter, in order of first use.
    static func merged(_ parts: [[UnvoicedLetter]]) -> [UnvoicedLetter] {
        var found: [UnvoicedLetter] = []
        var positionOfLetter: [String: Int] = [:]
        var seen: Set<UnvoicedWord> = []
        for part in parts {
            for unvoiced in part {
                for word in unvoiced.words where seen.insert(UnvoicedWord(letter: unvoiced.letter, word: word)).inserted
                {
                    if let position = positionOfLetter[unvoiced.letter] {
                        found[position].words.append(word)
                    } else {
                        positionOfLetter[unvoiced.letter] = found.count
                        found.append(UnvoicedLetter(letter: unvoiced.letter, words: [word]))
                    }
                }
            }
        }
        return found
    }
}

/// A word with a letter that has no sound, reported once per letter.
private struct UnvoicedWord: Hashable {
    var letter: String
    var word: String
}

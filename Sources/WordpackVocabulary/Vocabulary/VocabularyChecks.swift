import WordpackCatalogue
import WordpackCore

/// What would make a vocabulary app's words wrong, each at its cell: a sense without a definition, a part
/// of speech WordsAPI does not use, an example without the word (a warning), syllables that do not spell
/// the word, a pronunciation with characters outside IPA, a frequency outside 1–7, a level not in `levels`,
/// a daily challenge without three other words, a related word (synonyms, hasParts, rhymes, …) that is neither
/// in the bank nor a plain word (a warning). A word without a recording is the shared check's (the kind
/// declares its lists' pronunciations).
struct VocabularyChecks {
    /// WordsAPI's parts of speech, as the sheet's `partOfSpeech` column may write them.
    static let partsOfSpeech: Set<String> = [
        "noun", "verb", "adjective", "adverb", "pronoun", "preposition", "conjunction", "interjection",
        "determiner", "article",
    ]
    static let frequencies = 1.0...7.0

    let bank: VocabularyBank
    let catalogue: Catalogue
    /// The bank's words, lower-cased: a related word among them needs no other check.
    let bankWords: Set<String>

    package init(bank: VocabularyBank, catalogue: Catalogue) {
        self.bank = bank
        self.catalogue = catalogue
        bankWords = Set(bank.entries.map { $0.word.lowercased() })
    }

    var app: String { "the vocabulary app “\(bank.appID)”" }

    func run() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for entry in bank.entries {
            guard let source = catalogue.list(named: entry.list)?.source else { continue }
            for sense in entry.senses {
                findings += senseProblems(sense, of: entry) { source.location(row: sense.row, field: $0) }
            }
        }
        findings += keyFileProblems() + pathWordProblems()
        // With a list unreadable, its words are unknown, not too few: the challenge is checked once it reads.
        let unreadable = catalogue.unreadableLists
        let unread = bank.app.lists.resolve(from: unreadable).contains { unreadable.contains($0) }
        if let daily = bank.app.daily, !unread {
            findings += dailyProblems(DailySchedule(bank: bank, daily: daily))
        }
        return findings
    }

    func senseProblems(_ sense: VocabularyEntry.Sense, of entry: VocabularyEntry, at cell: (String) -> Location)
        -> [Diagnostic]
    {
        var findings: [Diagnostic] = []
        let word = "“\(entry.key)”"
        if sense.definition == nil {
            findings.append(
                .error(
                    at: cell("definition"), "the word \(word) has no definition in row \(sense.row); write one."))
        }
        if let part = sense.partOfSpeech, !Self.partsOfSpeech.contains(part) {
            findings.append(
                .error(
                    at: cell("partofspeech"),
                    "“\(part)” is not a part of speech WordsAPI uses; write one of "
                        + Self.partsOfSpeech.sorted().joined(separator: ", ") + " (lowercase), or leave it empty."))
        }
        for example in sense.examples where !Inflections.mentions(example, word: entry.word) {
            findings.append(
                .warning(
                    at: cell("examples"),
                    "the example “\(example)” does not contain “\(entry.word)” or a regular form of it; check that it "
                        + "belongs to this word (an irregular form such as “grew” is fine)."))
        }
        if let syllables = sense.syllables {
            let joined = syllables.filter { $0 != WordFacts.syllableSeparator }
            if joined.lowercased() != entry.word.lowercased() {
                findings.append(
                    .error(
                        at: cell("syllables"),
                        "the syllables “\(syllables)” spell “\(joined)”, not “\(entry.word)”; separate the word's own "
                            + "letters with “·”, as in gloam·ing."))
            }
        }
        if let ipa = sense.pronunciation, let bad = ipa.first(where: { !IPA.allows($0) }) {
            findings.append(
                .error(
                    at: cell("pronunciation"),
                    "the pronunciation “\(ipa)” holds “\(bad)”, which is not an IPA character; write it in IPA "
                        + "(stress as ˈ and ˌ, or ' and ,)."))
        }
        if let text = sense.frequency, !(Double(text).map(Self.frequencies.contains) ?? false) {
            findings.append(
                .error(
                    at: cell("frequency"),
                    "the frequency “\(text)” is not a number from 1 to 7 (the Zipf scale: 7 for the commonest "
                        + "words such as “the”, about 1 for the rarest); correct it, or leave it empty."))
        }
        let relations =
            sense.relations + [
                ("rhymes", "rhymes", sense.rhymes.map { $0.hasPrefix("-") ? String($0.dropFirst()) : $0 })
            ]
        for (name, column, words) in relations {
            for related in words where !Self.isPlainWord(related) && !bankWords.contains(related.lowercased()) {
                findings.append(
                    .warning(
                        at: cell(column),
                        "“\(related.showingControlCharacters)” in \(name) is neither a word of \(app) nor a plain word "
                            + "(letters, with spaces, hyphens or apostrophes between them); an app shows it as a word "
                            + "and asks the word bank for it. Write the word, one per “\(VocabularyEntry.Sense.separator)”."
                    ))
            }
        }
        if let level = sense.level, !bank.app.levels.contains(level) {
            findings.append(
                .error(
                    at: cell("level"),
                    "the level “\(level)” is not one of \(app)'s levels (\(bank.app.levels.joined(separator: ", "))); "
                        + "write one of them, or add it to `levels` in pipeline.json."))
        }
        return findings
    }

    /// A word as a dictionary has one: letters, with single spaces, hyphens or apostrophes between them, at most
    /// 60 characters.
    static func isPlainWord(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, first.isLetter, last.isLetter, text.count <= 60 else {
            return false
        }
        return text.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" || $0 == "’" }
            && !text.contains("  ")
    }

    func dailyProblems(_ schedule: DailySchedule) -> [Diagnostic] {
        schedule.unaskable.compactMap { entry, others in
            guard let source = catalogue.list(named: entry.list)?.source, let sense = entry.senses.first else {
                return nil
            }
            let level =
                WordFacts(
                    entry, levels: bank.app.levels, derivation: .tables(language: bank.app.language)
                ).level ?? ""
            let part = entry.partOfSpeech ?? "no part of speech"
            return .error(
                at: source.location(row: sense.row, field: "level"),
                "the daily challenge of \(app) cannot ask “\(entry.key)”: it needs \(DailySchedule.distractors) "
                    + "other words of level \(level) and part of speech \(part) with other definitions, and there "
                    + "\(others == 1 ? "is" : "are") \(others); add words of that level and part of speech.")
        }
    }
}

/// Whether an example sentence mentions a word: the word itself or a regular inflection of it (`tidied`,
/// `climbing`, `trees`), whole words, without regard to case.
enum Inflections {
    static func mentions(_ sentence: String, word: String) -> Bool {
        let forms = of(word.lowercased())
        let tokens = sentence.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "-" }
        return tokens.contains { token in
            forms.contains(String(token)) || forms.contains(String(token).replacingOccurrences(of: "'s", with: ""))
        }
    }

    static func of(_ word: String) -> Set<String> {
        var forms: Set<String> = [word]
        let endings = ["s", "es", "ed", "ing", "er", "est", "d"]
        for ending in endings { forms.insert(word + ending) }
        if word.hasSuffix("e") {
            let stem = String(word.dropLast())
            for ending in ["ing", "ed", "er", "est"] { forms.insert(stem + ending) }
        }
        if word.hasSuffix("y") {
            let stem = String(word.dropLast())
            for ending in ["ies", "ied", "ier", "iest", "ily"] { forms.insert(stem + ending) }
        }
        if let last = word.last, !"aeiouwxy".contains(last) {
            for ending in ["ed", "ing", "er", "est"] { forms.insert(word + String(last) + ending) }
        }
        return forms
    }
}

/// The characters an IPA transcription may hold.
enum IPA {
    static func allows(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x61...0x7A: return true  // a–z
            case 0x20, 0x27, 0x2C, 0x2E, 0x28, 0x29: return true  // space ' , . ( )
            case 0xE6, 0xE7, 0xF0, 0xF8, 0x127, 0x14B, 0x153: return true  // æ ç ð ø ħ ŋ œ
            case 0x250...0x2AF: return true  // IPA Extensions
            case 0x2B0...0x2FF: return true  // spacing modifiers: ˈ ˌ ː ʰ ʲ …
            case 0x300...0x36F: return true  // combining diacritics
            case 0x3B2, 0x3B8, 0x3C7: return true  // β θ χ
            case 0x1D7B, 0x1D7F, 0x203F, 0x2191, 0x2193: return true  // ᵻ ᵿ ‿ ↑ ↓
            default: return false
            }
        }
    }
}

import WordpackCore

/// What was made for a word that has changed since: a translation made against another reference text
/// (`Catalogue.outdatedReference`), a recording recorded for another word or letter (`Recording.recordedFor`).
/// Each is reported where the change is seen, the translation's or the word's cell (a letter sound at its file),
/// with the policy's severity: a warning while the content is worked on, an error in a release.
extension ContentCheck {
    /// `rows` (a list's rows of the language) made against a reference text that has changed since.
    func checkOutdatedTranslations(_ language: Language, rows: ListRows) -> [Diagnostic] {
        let reference = configuration.referenceLanguage
        guard language.code != reference else { return [] }
        guard let list = rows.first?.list, let words = catalogue.index.words[list] else { return [] }
        let references = catalogue.references(ofList: list, language: language.code)
        var findings: [Diagnostic] = []
        for (offset, row) in rows.enumerated() {
            guard rows.firstByKey[row.key] == offset, words[row.key] != nil, let outdated = references.outdated(row),
                let word = row.word
            else { continue }
            findings.append(
                Diagnostic(
                    policySeverity, at: row.location,
                    "“\(word)” was translated from the \(reference) “\(outdated.madeAgainst)”, which is now "
                        + "“\(outdated.now)” (\(row.list)/\(row.key)): translate it again, or, if it still says the "
                        + "same, \(confirmation(of: row, language: language.code, now: outdated.now))."))
        }
        return findings
    }

    /// How a translator confirms `row` as made against today's reference text.
    private func confirmation(of row: Translation, language code: LanguageCode, now: String) -> String {
        let field = XLIFFTranslations.referenceField(configuration.referenceLanguage)
        guard row.extra(field).map({ !$0.isEmpty }) ?? false else {
            return "confirm it with `wordpack accept --language \(code) \(row.list)/\(row.key)`"
        }
        let file = row.location.file.lowercased()
        if file.hasSuffix(".xliff") || file.hasSuffix(".xlf") {
            return "confirm it in the translation tool: `wordpack export-xliff --language \(code)` marks the unit "
                + "for review, and `wordpack import-xliff` takes the confirmed file back"
        }
        return "confirm it by writing “\(now)” in its “reference (\(configuration.referenceLanguage))” cell"
    }

    /// The language's own recordings of `list` made for a word other than the one they now stand for, each at its
    /// word's cell (the first word that plays it).
    func checkStaleRecordings(_ language: Language, list: WordList) -> [Diagnostic] {
        var noted: [String: Recording] = [:]
        for recording in language.recordings where recording.list == list.name && recording.recordedFor != nil {
            noted[recording.file.name] = noted[recording.file.name] ?? recording
        }
        guard !noted.isEmpty else { return [] }
        let chain = catalogue.index.chain(of: language.code)
        var findings: [Diagnostic] = []
        var reported: Set<String> = []
        let rows = catalogue.chainRows(chain, list: list.name)
        for word in list.words {
            guard let translation = rows.resolved(word.key)?.translation,
                !translation.disabled, let text = translation.word, !text.isEmpty,
                let recording = noted[translation.speechName], let recordedFor = recording.recordedFor,
                !RecordedTexts.saysTheSame(recordedFor, text), reported.insert(recording.file.path).inserted
            else { continue }
            findings.append(
                Diagnostic(
                    policySeverity, at: translation.location,
                    "\(recording.file.path) was recorded for “\(recordedFor)”\(Self.vouchedBy(recording.vouched)); the "
                        + "word is now “\(text)”: record it "
                        + "again (`wordpack script --language \(language.code)` lists it), or, if it says the word, "
                        + "accept it (`wordpack accept --language \(language.code) \(recording.file.path)`)."))
        }
        return findings
    }

    /// The language's own letter sounds made for another letter (a file renamed or copied), each at its file.
    func checkStaleLetters(_ language: Language) -> [Diagnostic] {
        language.letters.compactMap { sound in
            guard let recordedFor = sound.recordedFor, !RecordedTexts.saysTheSame(recordedFor, sound.letter) else {
                return nil
            }
            return Diagnostic(
                policySeverity, at: Location(file: sound.file.path),
                "was recorded as the sound of “\(recordedFor)”\(Self.vouchedBy(sound.vouched)), but its name makes it the "
                    + "sound of “\(sound.letter)”: "
                    + "record it again, or give it its letter's name; if it is right, accept it (`wordpack accept "
                    + "--language \(language.code) \(sound.file.path)`).")
        }
    }

    /// Who vouched that a recording says what `recorded.tsv` notes: “ (heard by split)”, “ (on a person's word)”,
    /// or nothing when the row does not say.
    static func vouchedBy(_ vouched: RecordedTexts.Vouch?) -> String {
        switch vouched {
        case .heard: " (heard by split)"
        case .person: " (on a person's word)"
        case nil: ""
        }
    }
}

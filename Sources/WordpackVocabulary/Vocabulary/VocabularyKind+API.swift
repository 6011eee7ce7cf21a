import WordpackAppKind
import WordpackCatalogue

extension VocabularyKind {
    /// With `api`: each served word's whole entry and detail files (made, like the word files, from its entry with
    /// the derivation's settings; the whole entry also names the recording; a word's rhymes are made from every
    /// served entry), `random.json`, and the nginx includes (made from the whole bank, `bankDigest`).
    static func apiOutputs(
        _ bank: VocabularyBank, folder: String, catalogue: Catalogue, settings: String, derived: String,
        bankDigest: String
    ) -> [PlannedOutput] {
        let languages = [bank.app.language] + bank.app.translations
        var outputs: [PlannedOutput] = []
        let allSheets = catalogue.sheets(lists: bank.categories, languages: languages)
        let served = VocabularyAPI.entries(of: bank)
        let servedDigest = VocabularyEntry.digest(of: served)
        for entry in served {
            let word = VocabularyAPI.pathWord(entry.word)
            let sheets = catalogue.sheets(lists: [entry.list], languages: languages)
            let digest = VocabularyEntry.digest(of: [entry])
            outputs.append(
                PlannedOutput(
                    path: "\(folder)/\(VocabularyLayout.apiWord(word))", stage: wordsStage,
                    inputs: [entry.recording].compactMap { $0 }, settings: derived, work: .own, content: digest,
                    sources: sheets))
            for detail in VocabularyAPI.Detail.allCases {
                // A word's rhymes are among every served word.
                let rhymes = detail == .rhymes
                outputs.append(
                    PlannedOutput(
                        path: "\(folder)/\(VocabularyLayout.apiDetail(word, detail))", stage: wordsStage, inputs: [],
                        settings: derived, work: .own, content: rhymes ? servedDigest : digest,
                        sources: rhymes ? allSheets : sheets))
            }
        }
        for path in [VocabularyLayout.apiRandom, VocabularyLayout.apiWordsMap, VocabularyLayout.apiRandomConfiguration]
        {
            outputs.append(
                PlannedOutput(
                    path: "\(folder)/\(path)", stage: wordsStage, inputs: [], settings: settings, work: .own,
                    content: bankDigest, sources: allSheets))
        }
        return outputs
    }
}

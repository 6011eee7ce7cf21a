import WordpackAppKind
import WordpackCatalogue

extension VocabularyKind {
    /// With `api`: each served word's whole entry and detail files (made, like the word files, from its list's
    /// sheets with the derivation's settings; the whole entry also names the recording; a word's rhymes are made
    /// from every sheet of the bank), `random.json`, and the nginx includes.
    static func apiOutputs(
        _ bank: VocabularyBank, folder: String, catalogue: Catalogue, settings: String, derived: String
    ) -> [PlannedOutput] {
        let languages = [bank.app.language] + bank.app.translations
        var outputs: [PlannedOutput] = []
        let allSheets = catalogue.sheets(lists: bank.categories, languages: languages)
        for entry in VocabularyAPI.entries(of: bank) {
            let word = VocabularyAPI.pathWord(entry.word)
            let sheets = catalogue.sheets(lists: [entry.list], languages: languages)
            outputs.append(
                PlannedOutput(
                    path: "\(folder)/\(VocabularyLayout.apiWord(word))", stage: wordsStage,
                    inputs: sheets + [entry.recording].compactMap { $0 }, settings: derived, work: .own))
            for detail in VocabularyAPI.Detail.allCases {
                outputs.append(
                    PlannedOutput(
                        path: "\(folder)/\(VocabularyLayout.apiDetail(word, detail))", stage: wordsStage,
                        // A word's rhymes are among every word of the bank.
                        inputs: detail == .rhymes ? allSheets : sheets,
                        settings: derived, work: .own))
            }
        }
        for path in [VocabularyLayout.apiRandom, VocabularyLayout.apiWordsMap, VocabularyLayout.apiRandomConfiguration]
        {
            outputs.append(
                PlannedOutput(
                    path: "\(folder)/\(path)", stage: wordsStage, inputs: allSheets, settings: settings, work: .own))
        }
        return outputs
    }
}

import WordpackAppKind
import WordpackCatalogue

extension VocabularyKind {
    /// With `api`: each served word's whole entry and detail files (made, like the word files, from its list's
    /// sheets with the derivation's settings; the whole entry also names the recording), and `random.json`.
    static func apiOutputs(
        _ bank: VocabularyBank, folder: String, catalogue: Catalogue, settings: String, derived: String
    ) -> [PlannedOutput] {
        let languages = [bank.app.language] + bank.app.translations
        var outputs: [PlannedOutput] = []
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
                        inputs: sheets,
                        settings: derived, work: .own))
            }
        }
        outputs.append(
            PlannedOutput(
                path: "\(folder)/\(VocabularyLayout.apiRandom)", stage: wordsStage,
                inputs: catalogue.sheets(lists: bank.categories, languages: languages), settings: settings, work: .own))
        return outputs
    }
}

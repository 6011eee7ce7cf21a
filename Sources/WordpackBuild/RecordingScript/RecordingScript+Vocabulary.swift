import WordpackCatalogue
import WordpackCore
import WordpackVocabulary

extension RecordingScript {
    /// The words the vocabulary apps teaching `language` play, in their banks' order: missing when the bank
    /// has no recording for them, as the vocabulary app's check reports it.
    static func vocabularyNeeds(language: String, catalogue: Catalogue, configuration: PipelineConfiguration)
        -> [RecordingNeed]
    {
        var needs: [RecordingNeed] = []
        for (id, app) in configuration.apps(of: VocabularyApp.self) where app.language == language {
            let bank = VocabularyBank(appID: id, app: app, catalogue: catalogue)
            for entry in bank.entries {
                let folder = "inputs/languages/\(language)/speech/\(entry.list)"
                let own = entry.recording?.hasPrefix(folder + "/") ?? false
                let picture = catalogue.list(named: entry.list)?.words.first { $0.key == entry.key }?.pictureName
                needs.append(
                    RecordingNeed(
                        kind: .word, list: entry.list, key: entry.key, text: entry.word,
                        path: own ? entry.recording ?? "" : "\(folder)/\(entry.key).wav",
                        files: entry.recording.map { [$0] } ?? [],
                        status: entry.recording == nil ? .missing : .recorded,
                        picture: picture))
            }
        }
        return needs
    }
}

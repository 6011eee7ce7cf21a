import WordpackAppKind

extension VocabularyKind {
    /// The word bank's files, by the key `index.json` gives each word.
    package static func contentAccessors(_ app: AppPlanRequest<VocabularyApp>) -> [ContentAccessor] {
        [
            ContentAccessor(
                "index", "The word bank's `index.json`: every word with its level and file.", paths: ["index.json"]),
            ContentAccessor("daily", "The daily challenge, `daily.json`.", paths: ["daily.json"]),
            ContentAccessor(
                "entry", "A word's entry, in WordsAPI's shape, by its key.", parameters: ["key"],
                paths: ["words/{key}.json"]),
            ContentAccessor(
                "pronunciation", "A word's recording, by its key.", parameters: ["key"], paths: ["audio/{key}.mp3"]),
        ]
    }
}

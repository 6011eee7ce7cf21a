/// Where a vocabulary app's files go under `outputs/vocabulary/<app>/`: `words/<key>.json`, `index.json`,
/// `daily.json`, and each pronunciation as `audio/<key>.mp3` (made from the audio stage's `audio/<key>.caf`).
/// With `api`, `api/` holds the word bank at WordsAPI's paths (`VocabularyAPI`).
enum VocabularyLayout {
    static func folder(_ appID: String) -> String { "vocabulary/\(appID)" }

    /// Relative to the app's folder.
    static func wordFile(_ key: String) -> String { "words/\(key).json" }
    static func caf(_ key: String) -> String { "audio/\(key).caf" }
    static func mp3(_ key: String) -> String { "audio/\(key).mp3" }
    static let daily = "daily.json"

    /// `GET /words/<word>`, relative to the app's folder: the word itself as the file's name (a host decodes
    /// the request's percent-encoded path, `/words/ice%20cream`, before it looks for the file).
    static func apiWord(_ word: String) -> String { "api/words/\(word).json" }
    /// `GET /words/<word>/<detail>`.
    static func apiDetail(_ word: String, _ detail: VocabularyAPI.Detail) -> String {
        "api/words/\(word)/\(detail.rawValue).json"
    }
    /// The words a client picks a random one from (WordsAPI's `/words/?random=true` cannot be a static file).
    static let apiRandom = "api/random.json"
    /// What the nginx configuration includes: the words in any case, and the random word.
    static let apiWordsMap = "api/nginx/words.map"
    static let apiRandomConfiguration = "api/nginx/random.conf"
}

/// Where a vocabulary app's files go under `outputs/vocabulary/<app>/`: `words/<key>.json`, `index.json`,
/// `daily.json`, and each pronunciation as `audio/<key>.mp3` (made from the audio stage's `audio/<key>.caf`).
public enum VocabularyLayout {
    public static func folder(_ appID: String) -> String { "vocabulary/\(appID)" }

    /// Relative to the app's folder.
    public static func wordFile(_ key: String) -> String { "words/\(key).json" }
    public static func caf(_ key: String) -> String { "audio/\(key).caf" }
    public static func mp3(_ key: String) -> String { "audio/\(key).mp3" }
    public static let daily = "daily.json"
}

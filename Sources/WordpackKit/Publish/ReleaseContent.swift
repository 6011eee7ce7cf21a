import Foundation

/// What the apps of a release show, read back from its files: each FirstWords app's words per language
/// and list (from the full lists' plists), and the Olé pairs and Chatwa rounds. Kept in each release as
/// `content.json`, so the next release can say what changed.
public struct ReleaseContent: Codable, Equatable, Sendable {
    /// App id → language → list → the words' plist fields, in plist order.
    public var firstWords: [String: [String: [String: [[String: String]]]]] = [:]
    /// App id → entries (Olé pairs; Chatwa rounds with their id).
    public var entries: [String: [[String: String]]] = [:]

    public init() {}

    /// Reads the content of `outputs/` as the manifest lists it.
    init(manifest: Manifest, configuration: PipelineConfiguration, outputs: URL) throws {
        for file in manifest.files {
            let parts = file.path.split(separator: "/").map(String.init)
            // firstwords/<app>/Localization/<List>_<lang>/words.plist
            if parts.count == 5, parts[0] == "firstwords", parts[2] == "Localization", parts[4] == "words.plist",
                !parts[3].contains(".free_"), let underscore = parts[3].firstIndex(of: "_")
            {
                let list = String(parts[3][..<underscore])
                let language = String(parts[3][parts[3].index(after: underscore)...])
                let words = try WordsPlistReader.read(
                    path: outputs.appendingPathComponent(file.path).path, displayPath: "outputs/\(file.path)")
                firstWords[parts[1], default: [:]][language, default: [:]][list] = words
            }
        }
        let listed = Set(manifest.files.map(\.path))
        for id in configuration.apps.keys.sorted() {
            switch configuration.apps[id] {
            case .ole? where listed.contains(OleWordsFile.path):
                let data = try Data(contentsOf: outputs.appendingPathComponent(OleWordsFile.path))
                let pairs = try JSONDecoder().decode([[String: String]].self, from: data)
                entries[id] = pairs
            case .chatwa? where listed.contains(ChatwaLevelsFile.path):
                let data = try Data(contentsOf: outputs.appendingPathComponent(ChatwaLevelsFile.path))
                let levels = try JSONDecoder().decode([String: [String: [String: String]]].self, from: data)
                entries[id] = (levels["words"] ?? [:]).sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }
                    .map { $0.value.merging(["id": $0.key]) { old, _ in old } }
            default:
                break
            }
        }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}

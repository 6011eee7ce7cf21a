import Foundation

/// `outputs/manifest.json`: every output file with its size, SHA-256, stage and the inputs it was made
/// from; per app and per language what it holds; wordpack's version and a hash of the settings.
/// Sorted and free of timestamps: the same inputs give the same bytes.
public struct Manifest: Codable, Equatable, Sendable {
    public static let fileName = "manifest.json"

    public struct File: Codable, Equatable, Sendable {
        public var path: String
        public var size: Int64
        public var sha256: String
        public var stage: String
        public var inputs: [Input]
    }

    public struct Input: Codable, Equatable, Sendable {
        public var path: String
        public var sha256: String
    }

    public struct App: Codable, Equatable, Sendable {
        public var id: String
        public var kind: String
        public var name: String?
        public var lists: [String]?
        public var languages: [LanguageSummary]?
        /// Olé: pairs; Chatwa: rounds.
        public var entries: Int?
    }

    public struct LanguageSummary: Codable, Equatable, Sendable {
        public var code: String
        /// List → words in its plist.
        public var words: [String: Int]
        /// Words of the app's lists not translated in this language.
        public var untranslated: Int
        /// Speech recordings in the app for this language (its own `Speech/` folders).
        public var recordings: Int
        public var letterSounds: Int
        public var complete: Bool
    }

    public var wordpackVersion: String
    public var settingsSHA256: String
    public var files: [File]
    public var apps: [App]

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    public static func read(from url: URL) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }
}

extension Manifest {
    /// The manifest of what is in `outputs/` for this inventory.
    public init(
        inventory: OutputInventory, catalogue: Catalogue, configuration: PipelineConfiguration, project: Project,
        digests: DigestCache, layouts: [FirstWordsLayout]? = nil
    ) throws {
        wordpackVersion = WordpackVersion.current
        settingsSHA256 = FileDigest.sha256(of: OutputInventory.json(configuration))
        var files: [File] = []
        for path in inventory.paths {
            guard let product = inventory.products[path] else { continue }
            let output = project.outputPath(of: path)
            guard let digest = try? digests.sha256(atPath: output), let size = digests.size(atPath: output) else {
                continue
            }
            let inputs = try product.inputs.map {
                Input(path: $0, sha256: try digests.sha256(atPath: project.path(of: $0)))
            }
            files.append(File(path: path, size: size, sha256: digest, stage: product.stage, inputs: inputs))
        }
        self.files = files
        apps = Self.apps(
            catalogue: catalogue, configuration: configuration, project: project,
            layouts: layouts ?? configuration.firstWordsLayouts(catalogue))
    }

    static func apps(
        catalogue: Catalogue, configuration: PipelineConfiguration, project: Project, layouts: [FirstWordsLayout]
    ) -> [App] {
        var apps: [App] = []
        let layouts = Dictionary(uniqueKeysWithValues: layouts.map { ($0.appID, $0) })
        for id in configuration.apps.keys.sorted() {
            switch configuration.apps[id] {
            case .firstWords(let app)?:
                guard let layout = layouts[id] else { continue }
                let languages = layout.languages.map { code -> LanguageSummary in
                    var words: [String: Int] = [:]
                    var untranslated = 0
                    for name in layout.lists {
                        guard let list = catalogue.list(named: name) else { continue }
                        let count = FirstWordsLayout.entries(
                            list: list, language: code, free: nil, catalogue: catalogue
                        ).count
                        words[name] = count
                        untranslated += list.words.count - count
                    }
                    // By prefix: Foundation's `contains` on thousands of paths is a noticeable part of a build.
                    let localization = "\(layout.root)/Localization/"
                    let recordings = layout.files.filter { file in
                        guard file.path.hasPrefix(localization) else { return false }
                        let parts = file.path.dropFirst(localization.count).split(separator: "/", maxSplits: 2)
                        return parts.count == 3 && parts[0].hasSuffix("_\(code)") && parts[1] == "Speech"
                    }.count
                    let lettersFolder = "\(layout.root)/Alphabets/\(code)/Letters/"
                    let letters = layout.files.filter { $0.path.hasPrefix(lettersFolder) }.count
                    let completeness = LanguageCompleteness(catalogue: catalogue, code: code)
                    let appLists = completeness.lists.filter { layout.lists.contains($0.list) }
                    let complete = untranslated == 0 && completeness.lettersWithoutSound.isEmpty
                        && appLists.allSatisfy { $0.recorded == $0.translated }
                    return LanguageSummary(
                        code: code, words: words, untranslated: untranslated, recordings: recordings,
                        letterSounds: letters, complete: complete)
                }
                apps.append(App(id: id, kind: "firstwords", name: app.name, lists: layout.lists, languages: languages))
            case .ole?:
                apps.append(App(
                    id: id, kind: "ole", entries: Self.count(project.outputs.appendingPathComponent(OleWordsFile.path))))
            case .chatwa?:
                apps.append(App(
                    id: id, kind: "chatwa",
                    entries: Self.count(project.outputs.appendingPathComponent(ChatwaLevelsFile.path))))
            case nil:
                break
            }
        }
        return apps
    }

    /// The number of pairs (a JSON array) or rounds (`{"words": {…}}`) in an output, if it is there.
    private static func count(_ url: URL) -> Int? {
        guard let data = try? Data(contentsOf: url), let json = try? JSONSerialization.jsonObject(with: data) else {
            return nil
        }
        if let array = json as? [Any] { return array.count }
        if let object = json as? [String: Any], let words = object["words"] as? [String: Any] { return words.count }
        return nil
    }
}

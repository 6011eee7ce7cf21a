import Foundation
import WordpackPipeline

/// What the apps of a release show, read back from its files: words per language and list (each list's
/// words in file order), or the entries of an app that ships one file of them (pairs, rounds). Kept in each
/// release as `content.json`, so the next release can say what changed.
package struct ReleaseContent: Codable, Equatable, Sendable {
    /// App id → language → list → the words' fields, in file order.
    var words: [String: [String: [String: [[String: String]]]]] = [:]
    /// App id → entries (each pair; each round with its id).
    var entries: [String: [[String: String]]] = [:]

    /// `firstWords`: the key releases have always used for the words.
    enum CodingKeys: String, CodingKey {
        case words = "firstWords"
        case entries
    }

    package init() {}

    /// Reads the content of `outputs/` as the manifest lists it, each app through its kind.
    package init(manifest: Manifest, apps: [ReleasedApp], outputs: URL) throws {
        for app in apps {
            let files = manifest.files.map(\.path).filter { $0.hasPrefix(app.folder) }
            let shipped = try app.shipped(files, outputs)
            if let words = shipped.words, !words.isEmpty { self.words[app.id] = words }
            if let entries = shipped.entries { self.entries[app.id] = entries }
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

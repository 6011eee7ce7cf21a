import Foundation

/// What a language folder is often named instead of its language's code (`Resources/iso639/near-misses.tsv`): a
/// country's code (`jp` for Japanese, `se` for Swedish) or a country's name (`japan`), each with the language's
/// code. Read once per process, when a folder name is first checked.
enum LanguageNearMisses {
    struct Miss: Equatable, Sendable {
        /// The language's ISO 639 code.
        var code: String
        /// The country whose code the name is; nil for a country's name.
        var country: String?
    }

    /// By the lowercase name.
    static let table: [String: Miss] = {
        guard
            let url = InstalledResources.url("iso639/near-misses.tsv", target: "WordpackCore"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [:] }
        var table: [String: Miss] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            table[fields[0]] = Miss(code: fields[1], country: fields[2].isEmpty ? nil : fields[2])
        }
        return table
    }()

    /// The language `name` probably means, when it is a country's code or name.
    static func miss(_ name: String) -> Miss? {
        table[name.lowercased()]
    }
}

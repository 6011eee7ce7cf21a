import Foundation

/// The ISO 639 codes a language folder's name may start with, and the English name of each
/// (`Resources/iso639/iso639.tsv`, shipped as the package's resources and generated from Debian's iso-codes by
/// `tools/generate-iso639.py`): every ISO 639-3 three-letter code and the ISO 639-1 two-letter ones. Read once
/// per process, when a language code is first checked (`LanguageCode.names`).
enum ISO639Table {
    /// The table's name in the package's resources, for messages.
    static let name = "iso639/iso639.tsv"

    /// The table file, or nil when the package's resources do not hold it.
    static var file: URL? {
        InstalledResources.url("iso639/iso639.tsv", target: "WordpackCore")
    }

    /// Reads and checks the table: code → English name.
    static func read() throws -> [String: String] {
        guard let file, FileManager.default.fileExists(atPath: file.path) else {
            throw Malformed(
                file: name, line: 0,
                reason:
                    "wordpack's data folder holds no ISO 639 table (looked for in \(InstalledResources.placesForMessages)); install wordpack again"
            )
        }
        return try parse(Data(contentsOf: file), name: name)
    }

    /// Each line is `code<TAB>name`: a code of two or three lowercase ASCII letters, a name without a tab, the
    /// lines sorted by code (so no code twice), and a final line break. A line that is not is a programming
    /// error: `ISO639TableTests` loads the table.
    static func parse(_ data: Data, name: String) throws -> [String: String] {
        var table: [String: String] = [:]
        table.reserveCapacity(data.count / 12)
        var previous: String?
        try PairTable.forEachLine(of: data, name: name, pair: "a code and a name") { number, code, language in
            guard !language.isEmpty else {
                throw Malformed(file: name, line: number, reason: "not a code and a name separated by one tab")
            }
            guard (2...3).contains(code.utf8.count), code.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else {
                throw Malformed(file: name, line: number, reason: "“\(code)” is not two or three lowercase letters")
            }
            if let previous, previous >= code {
                throw Malformed(file: name, line: number, reason: "“\(code)” is not after “\(previous)”")
            }
            previous = code
            table[code] = language
        }
        return table
    }

    typealias Malformed = PairTable.Malformed
}

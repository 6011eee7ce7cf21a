import Foundation
import WordpackCore

/// `inputs/languages/<code>/recorded.tsv`: what each recording of the language says, kept beside the recordings
/// and committed with them. A row per file: its path in the language folder (`speech/Animals/pig.wav`,
/// `letters/A.wav`), the SHA-256 of its bytes, the text it was recorded for, and who vouches that it says it
/// (`vouched`: `heard` by `wordpack split`, or a `person` by `wordpack accept`). `wordpack split` writes the rows
/// of the recordings it cuts and heard to say their lines, `wordpack accept` those a person accepts; `check`
/// compares each text with the word the recording now stands for.
///
/// A file is known by its bytes: a file whose bytes are those of a row was recorded for that row's text,
/// wherever it now is (renamed or moved); a file whose bytes are in no row (new, or recorded again) is taken as
/// made for the current text, and counted as not noted.
package struct RecordedTexts: Equatable, Sendable {
    package struct Entry: Equatable, Sendable {
        /// From the language folder, with `/`.
        package var path: String
        package var sha256: String
        package var text: String
        /// Who says the recording says `text`; nil in a row written before wordpack noted it.
        package var vouched: Vouch?

        package init(path: String, sha256: String, text: String, vouched: Vouch? = nil) {
            self.path = path
            self.sha256 = sha256
            self.text = text
            self.vouched = vouched
        }
    }

    /// Who says a recording says its row's text: the fourth column, `vouched`.
    package enum Vouch: String, Codable, Sendable, CaseIterable {
        /// `wordpack split` cut it for its script line, and heard it sound like that line (as espeak-ng reads it),
        /// near enough and clearly more than like the lines either side.
        case heard
        /// A person said so: `wordpack accept`, after listening.
        case person
    }

    package static let fileName = "recorded.tsv"
    static let header = ["path", "sha256", "text"]
    /// The header with the fourth column, written when a row says who vouches for it; a file of three columns
    /// (as wordpack wrote before it noted who vouched) is read as ever.
    static let vouchedHeader = header + ["vouched"]
    /// A row takes some 100 bytes: 16 MiB is 150,000 recordings.
    static let maximumBytes = 16 << 20

    /// The bytes of the `recorded.tsv` at `path`, read no further than one byte over `maximumBytes` (which `parse`
    /// refuses), so that a huge file costs no memory.
    package static func contents(atPath path: String, displayPath: String) throws -> Data {
        let handle = try RegularFile.handle(path, displayPath: displayPath)
        return try handle.read(upToCount: maximumBytes + 1) ?? Data()
    }

    /// By path.
    private var rows: [String: Entry] = [:]
    /// The first path (in path order) of each SHA-256.
    private var pathsBySHA256: [String: String] = [:]

    package init(_ entries: [Entry] = []) {
        for entry in entries { set(entry) }
    }

    /// The rows, by path.
    var entries: [Entry] { rows.values.sorted { $0.path < $1.path } }

    package var isEmpty: Bool { rows.isEmpty }

    /// The row of `path`.
    package func entry(at path: String) -> Entry? { rows[path] }

    /// Adds or replaces the row of `entry.path`.
    package mutating func set(_ entry: Entry) {
        let replaced = rows.updateValue(entry, forKey: entry.path)
        if let replaced, replaced.sha256 != entry.sha256, pathsBySHA256[replaced.sha256] == entry.path {
            reindex()
        } else if pathsBySHA256[entry.sha256].map({ entry.path < $0 }) ?? true {
            pathsBySHA256[entry.sha256] = entry.path
        }
    }

    /// Removes the rows `remove` says yes to.
    package mutating func removeAll(where remove: (Entry) -> Bool) {
        rows = rows.filter { !remove($0.value) }
        reindex()
    }

    private mutating func reindex() {
        pathsBySHA256 = [:]
        for entry in rows.values where pathsBySHA256[entry.sha256].map({ entry.path < $0 }) ?? true {
            pathsBySHA256[entry.sha256] = entry.path
        }
    }

    /// The text a file of these bytes at `path` was recorded for: its row's when the bytes are the row's, else
    /// the text of the first row (by path) with these bytes; nil when no row has them.
    package func text(path: String, sha256: String) -> String? {
        noted(path: path, sha256: sha256)?.text
    }

    /// The row a file of these bytes at `path` was noted by: its own when the bytes are the row's, else the first
    /// row (by path) with these bytes; nil when no row has them.
    package func noted(path: String, sha256: String) -> Entry? {
        if let row = rows[path], row.sha256 == sha256 { return row }
        return pathsBySHA256[sha256].flatMap { rows[$0] }
    }

    /// The file's bytes: a header, then a row per entry by path, each field as `field` writes it; the column
    /// `vouched` only when a row says who vouches for it (empty in the rows that do not).
    package var tsv: Data {
        let vouching = rows.values.contains { $0.vouched != nil }
        var text = (vouching ? Self.vouchedHeader : Self.header).joined(separator: "\t") + "\n"
        for entry in entries {
            let fields = [entry.path, entry.sha256, entry.text] + (vouching ? [entry.vouched?.rawValue ?? ""] : [])
            text += fields.map(Self.field).joined(separator: "\t") + "\n"
        }
        return Data(text.utf8)
    }

    /// A field of a TSV file as wordpack writes them (this one, `wordpack script`'s): a tab or line break becomes a
    /// space; a field holding `"` is quoted, its quotes doubled, as Excel writes TSV (so that a spreadsheet or
    /// Python's csv module does not take the quote as the start of a quoted field).
    package static func field(_ value: String) -> String {
        let plain = String(
            value.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return " "
                default: return Character(scalar)
                }
            })
        guard plain.contains("\"") else { return plain }
        return "\"" + plain.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The rows of a `recorded.tsv` (UTF-8, a byte order mark allowed, LF or CRLF line ends), and a finding for
    /// each row that cannot be used (each named by its line). `displayPath` names the file.
    package static func parse(_ data: Data, displayPath: String) -> (RecordedTexts, [Diagnostic]) {
        var findings: [Diagnostic] = []
        guard data.count <= maximumBytes else {
            return (
                RecordedTexts(),
                [
                    .error(
                        at: Location(file: displayPath),
                        "is larger than \(maximumBytes >> 20) MiB, which is not a list of recordings; none of its rows "
                            + "is used.")
                ]
            )
        }
        guard var text = String(data: data, encoding: .utf8) else {
            return (
                RecordedTexts(),
                [.error(at: Location(file: displayPath), "is not UTF-8 text; none of its rows is used.")]
            )
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var entries: [Entry] = []
        var seen: [String: Int] = [:]
        // By line ends of any kind: CRLF is one Character, which a split at "\n" would not see.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let at = Location(file: displayPath, line: number, column: 1)
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(unquoted)
            if offset == 0 {
                if fields.map({ $0.lowercased() }) != header && fields.map({ $0.lowercased() }) != vouchedHeader {
                    findings.append(
                        .error(
                            at: at,
                            "the first line must be the header “path, sha256, text” or “path, sha256, text, vouched” "
                                + "(tab-separated), as wordpack writes it; none of the rows is used."))
                    return (RecordedTexts(), findings)
                }
                continue
            }
            guard fields.count == 3 || fields.count == 4 else {
                findings.append(
                    .error(
                        at: at,
                        "has \(fields.count) fields, not 3 or 4 (path, sha256, text, vouched); the row is not used."))
                continue
            }
            var vouched: Vouch?
            if fields.count == 4, !fields[3].isEmpty {
                guard let vouch = Vouch(rawValue: fields[3]) else {
                    findings.append(
                        .error(
                            at: at,
                            "“\(fields[3])” is not who vouches for the recording (heard, person, or nothing); the row "
                                + "is not used."))
                    continue
                }
                vouched = vouch
            }
            let (path, sha256, said) = (fields[0], fields[1], fields[2])
            if let problem = pathProblem(path) {
                findings.append(.error(at: at, "\(problem); the row is not used."))
                continue
            }
            guard sha256.utf8.count == 64, sha256.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
            else {
                findings.append(
                    .error(
                        at: at,
                        "“\(sha256)” is not a SHA-256 (64 lowercase hexadecimal digits); the row is not used."))
                continue
            }
            guard !said.trimmingCharacters(in: .whitespaces).isEmpty else {
                findings.append(.error(at: at, "has no text for \(path); the row is not used."))
                continue
            }
            if let first = seen[path] {
                findings.append(
                    .error(
                        at: at, "\(path) has a row already (line \(first)); delete one of them. This one is not used."))
                continue
            }
            seen[path] = number
            entries.append(Entry(path: path, sha256: sha256, text: said, vouched: vouched))
        }
        return (RecordedTexts(entries), findings)
    }

    /// Why `path` cannot be a recording's path in a language folder; nil when it can.
    static func pathProblem(_ path: String) -> String? {
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        guard steps.first == "speech" || steps.first == "letters" else {
            return "“\(path)” is not a recording of the language folder (speech/<List>/<name> or letters/<letter>)"
        }
        guard !steps.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
            !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            return "“\(path)” is not a plain path in the language folder (an empty, `.` or `..` step, or a control "
                + "character)"
        }
        return nil
    }

    private static func unquoted(_ field: Substring) -> String {
        guard field.count >= 2, field.hasPrefix("\""), field.hasSuffix("\"") else { return String(field) }
        return field.dropFirst().dropLast().replacingOccurrences(of: "\"\"", with: "\"")
    }

    /// Whether a recording made for `recorded` says `current`: the same words, whatever their letter case, their
    /// punctuation and the spaces between them (“Pig!” is said as “pig”).
    package static func saysTheSame(_ recorded: String, _ current: String) -> Bool {
        spoken(recorded) == spoken(current)
    }

    static func spoken(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
                || properties.generalCategory == .spacingMark
            {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }
}

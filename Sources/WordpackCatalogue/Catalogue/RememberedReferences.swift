import Foundation
import WordpackCore

/// `inputs/languages/<code>/translated.tsv`: the reference text each translation of a language was made against,
/// where its row does not say (a sheet without a `reference (en)` column, a row with that cell empty). Kept beside
/// the translations and committed with them, as `recorded.tsv` is for recordings, so that a fresh clone judges
/// which translations are outdated as the machine that saw them made does. `check` keeps it current (a new or
/// edited translation is taken as made against today's reference text); `wordpack accept --language <code>
/// List/key` confirms an outdated one. A release build writes nothing: a translation the record does not hold
/// cannot be judged, and is refused.
///
/// Its rows are kept per list; the build folder keeps, as a cache only, the digest of each list's rows the record
/// was last brought up to date with (`head`), so that an edit brings up to date the lists it touched alone.
package struct RememberedReferences: Equatable, Sendable {
    /// A translation and the reference text it was made against.
    package struct Made: Equatable, Sendable {
        package var translation: String
        var reference: String
    }

    package static let fileName = "translated.tsv"
    static let header = ["list", "key", "translation", "made against"]
    /// A row takes some 50 bytes: 64 MiB is over a million translations.
    static let maximumBytes = 64 << 20

    /// By list, then key.
    package var rows: [String: [String: Made]] = [:]

    package init(rows: [String: [String: Made]] = [:]) {
        self.rows = rows
    }

    /// The record of the language folder `folder`.
    package static func file(in folder: URL) -> URL {
        folder.appendingPathComponent(fileName)
    }

    /// The file's bytes: a header, then a line per row (list, key, translation, reference), by list and key, with
    /// `\`, tab and line breaks escaped.
    package var text: Data { textAndListDigests.text }

    /// The digest of the file's bytes, which results worked out from the record are kept under.
    package var digest: String { FileDigest.sha256(of: text) }

    /// The digest of each list's rows (its keys in order, each with its translation and reference text), which
    /// results worked out from one list are kept under.
    package var listDigests: [String: String] { textAndListDigests.listDigests }

    /// The record at `url`, and a finding at each line that cannot be used (`displayPath` names the file); nil when
    /// there is no file.
    package static func read(from url: URL, displayPath: String) -> (RememberedReferences, [Diagnostic])? {
        switch contents(at: url, displayPath: displayPath) {
        case nil: return nil
        case .success(let data)?: return parse(data, displayPath: displayPath)
        case .failure(let problem)?: return (RememberedReferences(), [problem.diagnostic])
        }
    }

    /// The bytes of the record at `url` (a regular file), read no further than one byte over `maximumBytes`
    /// (which `parse` refuses), or why they cannot be read; nil when there is no file.
    package static func contents(at url: URL, displayPath: String) -> Result<Data, FileProblem>? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let handle = try RegularFile.handle(url.path, displayPath: displayPath)
            return .success(try handle.read(upToCount: maximumBytes + 1) ?? Data())
        } catch let problem as FileProblem {
            return .failure(problem)
        } catch {
            return .failure(FileProblem(file: displayPath, "cannot be read: \(error)."))
        }
    }

    /// The rows of a record (UTF-8, LF or CRLF line ends), and a finding for each line that cannot be used.
    static func parse(_ data: Data, displayPath: String) -> (RememberedReferences, [Diagnostic]) {
        let whole = Location(file: displayPath)
        guard data.count <= maximumBytes else {
            return (
                RememberedReferences(),
                [
                    .error(
                        at: whole,
                        "is larger than \(maximumBytes >> 20) MiB, which is not a record of translations; none of its "
                            + "rows is used.")
                ]
            )
        }
        guard var text = String(data: data, encoding: .utf8) else {
            return (RememberedReferences(), [.error(at: whole, "is not UTF-8 text; none of its rows is used.")])
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var record = RememberedReferences()
        var findings: [Diagnostic] = []
        // A row of a key that has one already: where its finding goes, and its line; the first row's line is
        // looked for once the record is read (there is seldom one).
        var repeated: [(finding: Int, id: String, line: Int)] = []
        // The list whose lines are being read, and its rows so far.
        var list: (name: String, rows: [String: Made]) = ("", [:])
        // Each line's fields, by its number from 0; false: the record is not used (a wrong header).
        func take(_ offset: Int, _ fields: [String]) -> Bool {
            let at = Location(file: displayPath, line: offset + 1, column: 1)
            if offset == 0 {
                guard fields.map({ $0.lowercased() }) == header else {
                    findings = [
                        .error(
                            at: at,
                            "the first line must be the header “list, key, translation, made against” "
                                + "(tab-separated), as wordpack writes it; none of the rows is used.")
                    ]
                    return false
                }
                return true
            }
            guard fields.count == 4, !fields[0].isEmpty, !fields[1].isEmpty else {
                findings.append(
                    .error(
                        at: at,
                        "is not a row of list, key, translation and reference text (4 tab-separated fields); the row "
                            + "is not used."))
                return true
            }
            // A record holds a list's lines one after another: its rows are gathered apart from the others' (one
            // lookup of the list a list, not one a line).
            if fields[0] != list.name {
                if !list.name.isEmpty { record.rows[list.name] = list.rows }
                list = (fields[0], record.rows.removeValue(forKey: fields[0]) ?? [:])
            }
            // One lookup a row: a key seen before (seldom) gets its first row back.
            if let first = list.rows.updateValue(Made(translation: fields[2], reference: fields[3]), forKey: fields[1])
            {
                list.rows[fields[1]] = first
                repeated.append((findings.count, fields[0] + "/" + fields[1], offset + 1))
                findings.append(.error(at: at, ""))
            }
            return true
        }
        let read = text.withUTF8 { bytes in Self.lines(of: bytes) { offset, fields in take(offset, fields) } }
        guard read else { return (RememberedReferences(), findings) }
        if !list.name.isEmpty { record.rows[list.name] = list.rows }
        if !repeated.isEmpty {
            let firsts = firstLines(of: Set(repeated.map(\.id)), in: &text)
            for (finding, id, _) in repeated {
                findings[finding].message =
                    "\(id) has a row already (line \(firsts[id] ?? 0)); delete one of them. This one is not used."
            }
        }
        return (record, findings)
    }

    /// The line (from 1) of the first row of each of `ids` (`list/key`) in `text`.
    private static func firstLines(of ids: Set<String>, in text: inout String) -> [String: Int] {
        var firsts: [String: Int] = [:]
        _ = text.withUTF8 { bytes in
            Self.lines(of: bytes) { offset, fields in
                guard offset > 0, fields.count == 4 else { return true }
                let id = fields[0] + "/" + fields[1]
                if ids.contains(id), firsts[id] == nil { firsts[id] = offset + 1 }
                return true
            }
        }
        return firsts
    }

    /// Calls `body` with each non-empty line's number (from 0) and tab-separated fields, unescaped, until it says
    /// false; false then. Lines end at a line feed, a carriage return or both (`\r\n`), by their bytes: any other
    /// character, a line separator or a form feed among them, is part of its text, as `escaped` leaves it.
    static func lines(of bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, [String]) -> Bool) -> Bool {
        var offset = 0
        var start = 0
        var index = 0
        // One array for every line's fields (a record has a million lines).
        var fields: [String] = []
        func field(_ range: Range<Int>) {
            let field = UnsafeBufferPointer(rebasing: bytes[range])
            let text = String(decoding: field, as: UTF8.self)
            fields.append(field.contains(0x5C) ? unescaped(text) : text)
        }
        func line(_ end: Int) -> Bool {
            defer { offset += 1 }
            guard end > start else { return true }
            fields.removeAll(keepingCapacity: true)
            var fieldStart = start
            for tab in start..<end where bytes[tab] == 0x09 {
                field(fieldStart..<tab)
                fieldStart = tab + 1
            }
            field(fieldStart..<end)
            return body(offset, fields)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                guard line(index) else { return false }
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        return line(bytes.count)
    }

    /// Writes the file, unless it holds these bytes already.
    package func write(to url: URL) throws {
        try FileWriter.write(text, to: url)
    }

    /// The field with `\`, tab, line feed and carriage return written as `\\`, `\t`, `\n` and `\r`, scalar by
    /// scalar (a character test would miss the one character "\r\n" and write it raw, breaking the line).
    static func escaped(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        return BackslashEscapes.escaped(field, quotes: false) { _ in nil }
    }

    static func unescaped(_ field: String) -> String {
        guard field.utf8.contains(0x5C) else { return field }
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// What the build folder keeps of a language's record, as a cache only: the digest of the record's bytes and of
/// each list's rows it was last brought up to date with (`.wordpack/references/<code>.head`), with the digest of
/// each list's rows of the record. While the first two are the same, the record is current and is not read until
/// a check asks for a row.
struct RememberedReferencesHead: Equatable {
    var recordDigest: String
    var listKeys: [String: String]
    var listDigests: [String: String]

    static func file(of code: LanguageCode, in folder: URL) -> URL {
        folder.appendingPathComponent("\(code).head")
    }

    var text: Data {
        var text = recordDigest + "\n"
        for list in Set(listKeys.keys).union(listDigests.keys).sorted() {
            text +=
                "\(list.replacingOccurrences(of: "\t", with: " "))\t\(listKeys[list] ?? "")\t\(listDigests[list] ?? "")\n"
        }
        return Data(text.utf8)
    }

    static func read(from url: URL) -> RememberedReferencesHead? {
        guard let handle = try? RegularFile.handle(url.path, displayPath: url.path),
            let data = try? handle.read(upToCount: 16 << 20), let text = String(data: data, encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n")
        guard let first = lines.first, first.utf8.count == 64 else { return nil }
        var keys: [String: String] = [:]
        var digests: [String: String] = [:]
        for line in lines.dropFirst() {
            // An earlier head (without the lists' digests) is not used: the record is read again once.
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            if !fields[1].isEmpty { keys[String(fields[0])] = String(fields[1]) }
            if !fields[2].isEmpty { digests[String(fields[0])] = String(fields[2]) }
        }
        return RememberedReferencesHead(recordDigest: String(first), listKeys: keys, listDigests: digests)
    }
}

import Foundation
import WordpackCore

/// The reference text each translation of a language was made against, where its row does not say (a sheet
/// without a `reference (en)` column, a row with that cell empty): remembered in the build folder
/// (`.wordpack/references/<code>.tsv`) from the first run that sees the translation, and kept while its text stays
/// the same. A translation whose reference text has changed since is outdated until it is edited (then the new
/// reference text is remembered with it) or confirmed (`wordpack accept --language <code> List/key`).
///
/// Kept per list, each under the digest of its rows in the language and in the reference language
/// (`Catalogue.rowsDigest`): an edit brings up to date the lists it touched alone, reading their rows alone.
package struct RememberedReferences: Equatable, Sendable {
    /// A translation and the reference text it was made against.
    package struct Made: Equatable, Sendable {
        package var translation: String
        package var reference: String
    }

    /// By list, then key.
    package var rows: [String: [String: Made]] = [:]
    /// The digest of each list's rows the list's part was last brought up to date with; a list without one is
    /// brought up to date every time.
    package var listKeys: [String: String] = [:]

    package init(rows: [String: [String: Made]] = [:], listKeys: [String: String] = [:]) {
        self.rows = rows
        self.listKeys = listKeys
    }

    /// The reference text `word` of `list`'s `key` was made against, as remembered; nil when its word is not
    /// the one remembered (or none is).
    package func madeAgainst(list: String, key: String, word: String?) -> String? {
        guard let word, let made = rows[list]?[key], made.translation == word else { return nil }
        return made.reference
    }

    package static func file(of code: String, in folder: URL) -> URL {
        folder.appendingPathComponent("\(code).tsv")
    }

    /// The file's bytes: the head (the body's digest on the first line, then `=<list>\t<digest>` for each list
    /// with a digest, by list, then an empty line), then the body: a line per row (list, key, translation,
    /// reference), by list and key, with `\`, tab and line feed escaped.
    package var text: Data {
        let body = self.body
        var head = FileDigest.sha256(of: body) + "\n"
        for list in listKeys.keys.sorted() {
            head += "=\(Self.escaped(list))\t\(listKeys[list] ?? "")\n"
        }
        return Data((head + "\n" + body).utf8)
    }

    /// The digest of the rows, as the file's first line gives it.
    package var bodyDigest: String { FileDigest.sha256(of: body) }

    private var body: String {
        var lines: [String] = []
        for list in rows.keys.sorted() {
            let keys = rows[list] ?? [:]
            for key in keys.keys.sorted() {
                guard let made = keys[key] else { continue }
                lines.append([list, key, made.translation, made.reference].map(Self.escaped).joined(separator: "\t"))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The head of the file at `url` alone (not its rows): the body's digest and the lists' digests; nil when the
    /// file is missing or not of this shape.
    package static func head(of url: URL) -> (body: String, listKeys: [String: String])? {
        guard let handle = try? RegularFile.handle(url.path, displayPath: url.path) else { return nil }
        var data = Data()
        // The head is a line per list: read until its empty line.
        while data.range(of: Data("\n\n".utf8)) == nil {
            guard let chunk = try? handle.read(upToCount: 16_384), !chunk.isEmpty else { return nil }
            data += chunk
            guard data.count < 16 << 20 else { return nil }
        }
        guard let end = data.range(of: Data("\n\n".utf8)) else { return nil }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).split(separator: "\n")
        guard let first = lines.first, first.utf8.count == 64 else { return nil }
        var keys: [String: String] = [:]
        for line in lines.dropFirst() {
            let fields = line.dropFirst().split(separator: "\t", omittingEmptySubsequences: false)
            guard line.hasPrefix("="), fields.count == 2 else { return nil }
            keys[unescaped(fields[0])] = String(fields[1])
        }
        return (String(first), keys)
    }

    /// What `text` wrote; empty when the file is missing or not of this shape (it is the build folder's own).
    package static func read(from url: URL) -> RememberedReferences {
        guard let data = try? RegularFile.contents(url.path, displayPath: url.path),
            let text = String(data: data, encoding: .utf8), let end = text.range(of: "\n\n")
        else { return RememberedReferences() }
        var remembered = RememberedReferences()
        for line in text[..<end.lowerBound].split(separator: "\n").dropFirst() {
            let fields = line.dropFirst().split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 else { return RememberedReferences() }
            remembered.listKeys[unescaped(fields[0])] = String(fields[1])
        }
        for line in text[end.upperBound...].split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(unescaped)
            guard fields.count == 4 else { return RememberedReferences() }
            remembered.rows[fields[0], default: [:]][fields[1]] = Made(translation: fields[2], reference: fields[3])
        }
        return remembered
    }

    /// Writes the file, unless it holds these bytes already.
    package func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileWriter.write(text, to: url)
    }

    private static func escaped(_ field: String) -> String {
        guard field.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return field }
        return field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    private static func unescaped(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
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

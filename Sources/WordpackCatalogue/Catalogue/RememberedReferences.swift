import Foundation
import WordpackCore

/// The reference text each translation of a language was made against, where its row does not say (a sheet
/// without a `reference (en)` column, a row with that cell empty): remembered in the build folder
/// (`.wordpack/references/<code>.tsv`) from the first run that sees the translation, and kept while its text stays
/// the same. A translation whose reference text has changed since is outdated until it is edited (then the new
/// reference text is remembered with it) or confirmed (`wordpack accept --language <code>`).
package struct RememberedReferences: Equatable, Sendable {
    /// A translation and the reference text it was made against.
    package struct Made: Equatable, Sendable {
        package var translation: String
        package var reference: String
    }

    /// By list, then key.
    package var rows: [String: [String: Made]] = [:]
    /// The digest of the inputs (the language's and the reference language's, with their fallbacks) the rows were
    /// last brought up to date with: when they are the same, there is nothing to bring up to date.
    package var inputs: String?

    package init(rows: [String: [String: Made]] = [:], inputs: String? = nil) {
        self.rows = rows
        self.inputs = inputs
    }

    /// The reference text `translation`'s word was made against, as remembered; nil when its word is not the
    /// one remembered (or none is).
    package func madeAgainst(list: String, key: String, word: String?) -> String? {
        guard let word, let made = rows[list]?[key], made.translation == word else { return nil }
        return made.reference
    }

    package static func file(of code: String, in folder: URL) -> URL {
        folder.appendingPathComponent("\(code).tsv")
    }

    /// The file's bytes: `<inputs digest> <body digest>` (`-` for inputs not known), then the body: a line per row
    /// (list, key, translation, reference), by list and key, with `\`, tab and line feed escaped.
    package var text: Data {
        let body = self.body
        return Data("\(inputs ?? "-") \(FileDigest.sha256(of: body))\n\(body)".utf8)
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

    /// The first line of the file at `url`: the inputs digest (nil for `-`) and the body's digest; nil when the
    /// file is missing or not of this shape.
    package static func header(of url: URL) -> (inputs: String?, body: String)? {
        guard let handle = try? RegularFile.handle(url.path, displayPath: url.path),
            let start = try? handle.read(upToCount: 200), let end = start.firstIndex(of: 0x0A)
        else { return nil }
        let fields = String(decoding: start[..<end], as: UTF8.self).split(separator: " ")
        guard fields.count == 2, fields[1].utf8.count == 64 else { return nil }
        return (fields[0] == "-" ? nil : String(fields[0]), String(fields[1]))
    }

    /// What `text` wrote; empty when the file is missing or not of this shape (it is the build folder's own).
    package static func read(from url: URL) -> RememberedReferences {
        guard let data = try? RegularFile.contents(url.path, displayPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else { return RememberedReferences() }
        var remembered = RememberedReferences()
        for (number, line) in text.split(separator: "\n").enumerated() {
            if number == 0 {
                let fields = line.split(separator: " ")
                guard fields.count == 2 else { return RememberedReferences() }
                remembered.inputs = fields[0] == "-" ? nil : String(fields[0])
                continue
            }
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

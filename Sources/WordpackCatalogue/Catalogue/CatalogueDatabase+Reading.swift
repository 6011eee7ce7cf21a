import Foundation
import WordpackCore
import WordpackStore

extension CatalogueDatabase {
    /// The stored record of the sheet at `path` when it was stored with this SHA-256; nil otherwise. `rows`: gives
    /// a table file's translations (to be read later), instead of reading them now.
    package func record(path: String, sha256: String, rows: ((String) -> TranslationRows)? = nil) throws
        -> SheetRecord?
    {
        let sheet = try database.prepare("SELECT sha256, kind, owner, usable FROM sheet WHERE path = ?")
        try sheet.bind(1, path)
        guard try sheet.step(), sheet.text(0) == sha256, let kind = sheet.text(1), let owner = sheet.text(2) else {
            return nil
        }
        let usable = sheet.integer(3) == 1
        let content: SheetRecord.Content
        switch kind {
        case "list":
            content = .list(name: owner, usable ? try list(owner, file: path) : nil)
        case "language":
            content = .tables(language: owner, try tables(file: path, rows: rows?(path)), readable: usable)
        default:
            return nil
        }
        return SheetRecord(
            path: path, sha256: sha256, content: content, findings: try findings(origin: path), isFresh: false)
    }

    /// The whole catalogue as the last ingest stored it.
    package func catalogue() throws -> Catalogue {
        var catalogue = Catalogue(findings: try findings(origin: nil))
        let sheets = try database.prepare(
            "SELECT path, kind, owner, usable FROM sheet ORDER BY kind, owner, position")
        var lists: [WordList] = []
        var languageFiles: [String: [(path: String, usable: Bool)]] = [:]
        while try sheets.step() {
            guard let path = sheets.text(0), let kind = sheets.text(1), let owner = sheets.text(2) else { continue }
            let usable = sheets.integer(3) == 1
            if kind == "list" {
                if usable { lists.append(try list(owner, file: path)) }
            } else {
                languageFiles[owner, default: []].append((path, usable))
            }
        }
        catalogue.unreadableLists = try unreadableListsInOrder()
        try addMedia(to: &lists)
        catalogue.lists = lists.sorted { $0.name < $1.name }
        let languages = try database.prepare(
            "SELECT code, fallback, all_words, all_words_file, other, other_file, flag, spelling, spelling_file FROM language "
                + "ORDER BY position")
        var result: [Language] = []
        while try languages.step() {
            guard let text = languages.text(0) else { continue }
            guard case .success(let code) = LanguageCode.parse(text) else {
                throw SQLiteError(file: database.path, message: "the language code \(text) is not one")
            }
            let fallback = try languages.text(1).map { text in
                guard case .success(let fallback) = LanguageCode.parse(text) else {
                    throw SQLiteError(file: database.path, message: "the language code \(text) is not one")
                }
                return fallback
            }
            var language = Language(code: code, fallback: fallback)
            if let text = languages.text(2), let path = languages.text(3) {
                language.allWordsText = LocalizedText(text: text, path: path)
            }
            if let text = languages.text(4), let path = languages.text(5) {
                language.otherText = LocalizedText(text: text, path: path)
            }
            language.flag = languages.text(6).map { MediaFile(path: $0, name: "flag") }
            if let words = languages.text(7), let path = languages.text(8) {
                language.spellingExceptions = SpellingExceptions(
                    words: words.isEmpty ? [] : words.components(separatedBy: "\n"), path: path)
            }
            for file in languageFiles[text] ?? [] {
                if !file.usable { language.unreadableFiles.append(file.path) }
                let tables = try tables(file: file.path)
                language.translationRows = language.translationRows.appending(tables.rows)
                language.listNames += tables.listNames
                language.sources += tables.sources
            }
            try addMedia(to: &language)
            result.append(language)
        }
        catalogue.languages = result
        return catalogue
    }

    private func unreadableListsInOrder() throws -> [String] {
        let statement = try database.prepare(
            "SELECT owner FROM sheet WHERE kind = 'list' AND usable = 0 ORDER BY position, owner")
        var names: [String] = []
        while try statement.step() { if let name = statement.text(0) { names.append(name) } }
        return names
    }

    private func list(_ name: String, file: String) throws -> WordList {
        let source = try sources(file: file).first ?? SheetSource(file: file, sheet: nil, columns: [:])
        var list = WordList(name: name, source: source)
        let statement = try database.prepare(
            "SELECT key, picture, sound, background, free, disabled, extras, row FROM word WHERE file = ? "
                + "ORDER BY position")
        try statement.bind(1, file)
        while try statement.step() {
            list.words.append(
                Word(
                    key: statement.text(0) ?? "", picture: statement.text(1), sound: statement.text(2),
                    background: statement.text(3), free: statement.integer(4) == 1, disabled: statement.integer(5) == 1,
                    extras: statement.withUTF8(6, Self.dictionary(utf8:)), row: statement.integer(7) ?? 0))
        }
        return list
    }

    /// The stored rows of a table file; `rows`: its translations, instead of reading them now.
    func tables(file: String, rows: TranslationRows? = nil) throws -> SheetRecord.Tables {
        var tables = SheetRecord.Tables(
            rows: try rows ?? TranslationRows(translations(file: file)), sources: try sources(file: file))
        let lists = try database.prepare("SELECT list, digest FROM translation_list WHERE file = ?")
        try lists.bind(1, file)
        var digests: [String: String] = [:]
        while try lists.step() {
            if let list = lists.text(0), let digest = lists.text(1) { digests[list] = digest }
        }
        tables.listDigests = digests
        var sheets = SheetNames()
        let names = try database.prepare(
            "SELECT list, name, sheet, row, column FROM list_name WHERE file = ? ORDER BY position")
        try names.bind(1, file)
        while try names.step() {
            tables.listNames.append(
                ListName(
                    list: names.text(0) ?? "", name: names.text(1) ?? "",
                    location: Location(
                        file: file, sheet: sheets.name(names, 2), row: names.integer(3), column: names.text(4))))
        }
        return tables
    }

    /// How many translations of a table file are stored: positions count from 0, and the last is found in the
    /// primary key without reading the rows.
    func translationCount(file: String) throws -> Int {
        let statement = try database.prepare(
            "SELECT coalesce(max(position) + 1, 0) FROM translation WHERE file = ?")
        try statement.bind(1, file)
        guard try statement.step(), let count = statement.integer(0) else {
            throw SQLiteError(file: database.path, message: "no count of the rows of \(file)")
        }
        return count
    }

    /// The stored translations of a table file, in order.
    package func translations(file: String) throws -> [Translation] {
        var translations: [Translation] = []
        let statement = try database.prepare(
            "SELECT \(Self.translationColumns) FROM translation WHERE file = ? ORDER BY position")
        try statement.bind(1, file)
        var sheets = SheetNames()
        while try statement.step() {
            translations.append(Self.translation(statement, from: 0, file: file, sheets: &sheets))
        }
        return translations
    }

    /// The stored translations of the list `name` in a table file, each with its position there, in order: through
    /// the index by file and list (whose entries end with the position), without reading the file's other rows.
    /// Nil when they are not those the file's digest of the list (`translation_list`) was made of: the store lost
    /// or changed some (then the whole file is read, and read again from the sheet if need be).
    package func translations(file: String, list name: String) throws -> [(position: Int, row: Translation)]? {
        let expected = try database.prepare("SELECT digest FROM translation_list WHERE file = ? AND list = ?")
        try expected.bind(1, file)
        try expected.bind(2, name)
        let digest = try expected.step() ? expected.text(0) : nil
        var found: [(position: Int, row: Translation)] = []
        var digests: [UInt8] = []
        let statement = try database.prepare(
            "SELECT position, digest, \(Self.translationColumns) FROM translation "
                // Named: without statistics SQLite would rather scan the file's rows by the primary key.
                + "INDEXED BY translation_by_list WHERE file = ?2 AND list = ?1 ORDER BY position")
        try statement.bind(1, name)
        try statement.bind(2, file)
        var sheets = SheetNames()
        while try statement.step() {
            guard let position = statement.integer(0), let rowDigest = statement.integer(1) else { return nil }
            withUnsafeBytes(of: rowDigest.littleEndian) { digests.append(contentsOf: $0) }
            found.append((position, Self.translation(statement, from: 2, file: file, sheets: &sheets)))
        }
        // As `listDigests` makes it: the rows' digests in order.
        let made = found.isEmpty ? nil : FileDigest.sha256(of: Data(digests))
        return made == digest ? found : nil
    }

    private static let translationColumns =
        "list, key, word, sortkey, case_override, disabled, speech, extras, sheet, row, column"

    /// The translation in `translationColumns` from the column `first` on.
    private static func translation(
        _ statement: SQLiteStatement, from first: Int32, file: String, sheets: inout SheetNames
    ) -> Translation {
        var translation = Translation(
            list: statement.text(first) ?? "", key: statement.text(first + 1) ?? "", word: statement.text(first + 2),
            sortkey: statement.text(first + 3),
            caseOverride: statement.integer(first + 4).flatMap(CaseOverride.init(rawValue:)),
            disabled: statement.integer(first + 5) == 1, speech: statement.text(first + 6),
            location: Location(
                file: file, sheet: sheets.name(statement, first + 8), row: statement.integer(first + 9),
                column: statement.text(first + 10)))
        if let extras = statement.text(first + 7) { translation.extraColumns = ExtraColumns(stored: extras) }
        return translation
    }

    private func sources(file: String) throws -> [SheetSource] {
        let statement = try database.prepare("SELECT sheet, columns FROM source WHERE file = ? ORDER BY position")
        try statement.bind(1, file)
        var sources: [SheetSource] = []
        while try statement.step() {
            sources.append(
                SheetSource(file: file, sheet: statement.text(0), columns: Self.dictionary(statement.text(1))))
        }
        return sources
    }

    /// The findings of one sheet, or (`origin` nil) every finding of the catalogue, in order.
    private func findings(origin: String?) throws -> [Diagnostic] {
        let statement = try database.prepare(
            "SELECT severity, file, sheet, row, column, message FROM finding"
                + (origin == nil ? "" : " WHERE origin = ?") + " ORDER BY position")
        if let origin { try statement.bind(1, origin) }
        var findings: [Diagnostic] = []
        while try statement.step() {
            findings.append(
                Diagnostic(
                    Diagnostic.Severity(rawValue: statement.text(0) ?? "") ?? .error,
                    at: Location(
                        file: statement.text(1) ?? "", sheet: statement.text(2), row: statement.integer(3),
                        column: statement.text(4)),
                    statement.text(5) ?? ""))
        }
        return findings
    }

    private func addMedia(to lists: inout [WordList]) throws {
        var positions: [String: Int] = [:]
        for (index, list) in lists.enumerated() { positions[list.name] = index }
        let statement = try database.prepare(
            "SELECT owner, role, name, path FROM media WHERE role IN ('icon', 'picture', 'background', 'sound') "
                + "ORDER BY position")
        while try statement.step() {
            guard let owner = statement.text(0), let index = positions[owner], let role = statement.text(1),
                let name = statement.text(2), let path = statement.text(3)
            else { continue }
            let file = MediaFile(path: path, name: name)
            switch role {
            case "icon": lists[index].icon = file
            case "picture": lists[index].pictures.append(file)
            case "background": lists[index].backgrounds.append(file)
            default: lists[index].sounds.append(file)
            }
        }
    }

    private func addMedia(to language: inout Language) throws {
        let statement = try database.prepare(
            "SELECT role, list, letter, name, path, recorded_for, vouched FROM media WHERE owner = ? "
                + "AND (role = 'recording' OR role LIKE 'letter-%') ORDER BY position")
        try statement.bind(1, language.code.description)
        while try statement.step() {
            guard let role = statement.text(0), let name = statement.text(3), let path = statement.text(4) else {
                continue
            }
            let file = MediaFile(path: path, name: name)
            let vouched = statement.text(6).flatMap(RecordedTexts.Vouch.init(rawValue:))
            if role == "recording" {
                language.recordings.append(
                    Recording(
                        list: statement.text(1) ?? "", file: file, recordedFor: statement.text(5), vouched: vouched))
            } else if let position = LetterSound.Position(rawValue: String(role.dropFirst("letter-".count))) {
                language.letters.append(
                    LetterSound(
                        letter: statement.text(2) ?? "", position: position, file: file,
                        recordedFor: statement.text(5), vouched: vouched))
            }
        }
    }

    /// The object `json(_:)` wrote: a flat object of strings. Parsed by hand, as it was written: a decoder per
    /// row would cost more than reading the row.
    package static func dictionary(_ json: String?) -> [String: String] {
        guard var json else { return [:] }
        return json.withUTF8 { dictionary(utf8: $0) }
    }

    /// `dictionary(_:)` of a column's bytes, without the String of the whole object. `json(_:)` escapes only `"`,
    /// `\` and control characters, so a string without a backslash is its own bytes between the quotes.
    static func dictionary(utf8 bytes: UnsafeBufferPointer<UInt8>?) -> [String: String] {
        guard let bytes, bytes.count > 2 else { return [:] }
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        var values: [String: String] = [:]
        // Room for every pair at once (`":"` starts a value): growing the table rehashes its keys.
        var pairs = 0
        for position in 0..<(bytes.count - 2)
        where bytes[position] == quote && bytes[position + 1] == UInt8(ascii: ":") && bytes[position + 2] == quote {
            pairs += 1
        }
        values.reserveCapacity(pairs)
        var key: String?
        var position = 0
        while position < bytes.count {
            guard bytes[position] == quote else {
                position += 1
                continue
            }
            let start = position + 1
            var end = start
            var plain = true
            while end < bytes.count, bytes[end] != quote {
                if bytes[end] == backslash {
                    plain = false
                    end += 1
                }
                end += 1
            }
            end = min(end, bytes.count)
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let text = plain ? String(decoding: raw, as: UTF8.self) : unescaped(raw)
            position = end + 1
            if let name = key {
                values[name] = text
                key = nil
            } else {
                key = text
            }
        }
        return values
    }

    /// A JSON string's bytes between its quotes, with `\uXXXX` and `\x` escapes undone.
    private static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        func flush() {
            guard !plain.isEmpty else { return }
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll(keepingCapacity: true)
        }
        var position = 0
        while position < raw.count {
            let byte = raw[position]
            position += 1
            guard byte == UInt8(ascii: "\\"), position < raw.count else {
                plain.append(byte)
                continue
            }
            let escaped = raw[position]
            position += 1
            guard escaped == UInt8(ascii: "u") else {
                plain.append(escaped)
                continue
            }
            let digits = String(decoding: raw[position..<min(position + 4, raw.count)], as: UTF8.self)
            position = min(position + 4, raw.count)
            flush()
            if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) { scalars.append(scalar) }
        }
        flush()
        return String(scalars)
    }
}

/// A sheet's name as one shared String for every row of the sheet, instead of one copy per row.
private struct SheetNames {
    private var last: String?

    mutating func name(_ statement: SQLiteStatement, _ column: Int32) -> String? {
        if let last, statement.text(column, equals: last) { return last }
        last = statement.text(column)
        return last
    }
}

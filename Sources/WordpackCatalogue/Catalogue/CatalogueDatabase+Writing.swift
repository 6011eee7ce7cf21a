import Foundation
import WordpackCore
import WordpackStore

extension CatalogueDatabase {
    /// Stores `catalogue`, read from `records` (one per spreadsheet file, in reading order), in one transaction:
    /// the rows of the sheets read afresh replace theirs, the rows of sheets that are gone are deleted, the
    /// rows of the others stay as they are; the rest of the catalogue is rewritten when it changed.
    /// Returns false when nothing needed writing.
    @discardableResult
    package func save(_ catalogue: Catalogue, records: [SheetRecord]) throws -> Bool {
        let stored = try sheetDigests()
        let rest = Self.restDigest(catalogue, records: records)
        let current = Set(records.map(\.path))
        let refill = records.filter { $0.isFresh || stored[$0.path] != $0.sha256 }
        let gone = stored.keys.filter { !current.contains($0) }.sorted()
        let storedRest = try restDigest()
        guard !refill.isEmpty || !gone.isEmpty || storedRest != rest else { return false }
        try database.transaction {
            try write(catalogue, records: records, stored: stored, rest: rest)
        }
        return true
    }

    /// `save`'s work inside its transaction. `stored`: each sheet's SHA-256 before the transaction began;
    /// `filled`: the sheets whose rows this transaction already holds (`CatalogueFilling`).
    package func write(
        _ catalogue: Catalogue, records: [SheetRecord], stored: [String: String], rest: String,
        filled: Set<String> = []
    ) throws {
        let current = Set(records.map(\.path))
        let refill = records.filter { ($0.isFresh || stored[$0.path] != $0.sha256) && !filled.contains($0.path) }
        let gone = stored.keys.filter { !current.contains($0) }.sorted()
        for path in gone { try deleteRows(of: path) }
        for record in refill { try deleteRows(of: record.path, keepingTranslations: true) }
        let sheet = try database.prepare("INSERT OR REPLACE INTO sheet VALUES (?, ?, ?, ?, ?, ?)")
        var positions: [String: Int] = [:]
        for record in records {
            let (kind, owner, usable) = Self.describe(record.content)
            // Lists in reading order; a language's files in reading order.
            let group = kind == "list" ? "" : owner
            let position = positions[group, default: 0]
            positions[group] = position + 1
            try sheet.run([
                .text(record.path), .text(record.sha256), .text(kind), .text(owner), .integer(position),
                .bool(usable),
            ])
        }
        for record in refill { try storeRows(of: record) }
        try writeRest(catalogue, records: records)
        try database.prepare("INSERT OR REPLACE INTO meta VALUES ('rest', ?)").run([.text(rest)])
    }

    /// Replaces the rows of one sheet read afresh (inside a transaction: `CatalogueFilling`). `streamed`: the
    /// number of its first translations already stored by `insertTranslations` (its other rows then already
    /// deleted), or nil.
    func refill(_ record: SheetRecord, streamed: Int? = nil) throws {
        if streamed == nil { try deleteRows(of: record.path, keepingTranslations: true) }
        try storeRows(of: record, translationsFrom: streamed ?? 0)
    }

    /// Stores a table file's translations from position `first` (while the file is still read: `CatalogueFilling`).
    /// A row stored at the same position with the same digest stays as it is: a translator's edit of one row of
    /// a 100,000-row sheet rewrites that row and its index entry, not the sheet's (a second of a build).
    /// `digests`: the rows' digests (`rowDigests(of:from:extras:)`), when already worked out; `extras`: each row's
    /// extra columns as they were digested, when kept (then they are not made again).
    func insertTranslations(
        _ rows: [Translation], digests: [Int]? = nil, extras: [String?]? = nil, from first: Int, file: String,
        language: String
    ) throws {
        guard !rows.isEmpty else { return }
        let digests = digests ?? Self.rowDigests(of: rows, from: first)
        var stored = [Int?](repeating: nil, count: rows.count)
        let storedDigests = try database.prepare(
            "SELECT position, digest FROM translation WHERE file = ? AND position >= ? AND position < ?")
        try storedDigests.bind(1, file)
        try storedDigests.bind(2, first)
        try storedDigests.bind(3, first + rows.count)
        while try storedDigests.step() {
            if let position = storedDigests.integer(0) { stored[position - first] = storedDigests.integer(1) }
        }
        try database.insertRows("INSERT OR REPLACE INTO translation", columns: 15) { add in
            for offset in rows.indices {
                let digest = digests[offset]
                guard stored[offset] != digest else { continue }
                let row = rows[offset]
                try add(
                    Self.values(
                        of: row, extras: extras.map { $0[offset] } ?? row.extraColumns.json, at: first + offset,
                        digest: digest, file: file, language: language))
            }
        }
    }

    /// The values a table file's translation at `position` is stored as, `extras` its extra columns' text,
    /// `digest` its digest.
    private static func values(
        of row: Translation, extras: String?, at position: Int, digest: Int, file: String, language: String
    ) -> [SQLiteValue] {
        let location = row.location
        return [
            .text(file), .integer(position), .text(language), .text(row.list), .text(row.key), .text(row.word),
            .text(row.sortkey), .integer(row.caseOverride?.rawValue), .bool(row.disabled), .text(row.speech),
            .text(extras), .text(location.sheet), .integer(location.row), .text(location.column),
            .integer(digest),
        ]
    }

    /// Appends what a row's digest and its list's are made of: everything of the row at `position` of its file
    /// that the store keeps (the file and its language are the file's), each field with its kind and length so
    /// that no two rows' fields run together alike, the extra columns as their stored text. Straight into
    /// `bytes`: the rows of every sheet read afresh pass here (no value made for it). `extras`: the row's extra
    /// columns' text (`ExtraColumns.json`).
    private static func appendDigested(
        _ row: Translation, extras: String?, at position: Int, to bytes: inout [UInt8]
    ) {
        func number(_ value: Int?) {
            guard let value else { return bytes.append(2) }
            bytes.append(3)
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        func text(_ value: String?) {
            guard var value else { return bytes.append(0) }
            bytes.append(1)
            value.withUTF8 { utf8 in
                withUnsafeBytes(of: utf8.count.littleEndian) { bytes.append(contentsOf: $0) }
                bytes.append(contentsOf: utf8)
            }
        }
        number(position)
        text(row.list)
        text(row.key)
        text(row.word)
        text(row.sortkey)
        number(row.caseOverride?.rawValue)
        number(row.disabled ? 1 : 0)
        text(row.speech)
        // The extra columns as the store keeps them: one text per set of values, its keys sorted.
        text(extras)
        let location = row.location
        text(location.sheet)
        number(location.row)
        text(location.column)
    }

    /// The digest of each of a table file's translations from position `first`: the first 64 bits of the SHA-256
    /// of the row as stored (`appendDigested`). The store keeps it with the row, and rewrites a row only when it
    /// changed. `extras`, when given, is handed each row's extra columns' text as it is digested, in order: what
    /// the store then writes of them without making it again (`insertTranslations(_:digests:extras:from:file:
    /// language:)`).
    static func rowDigests<Rows: Collection<Translation>>(
        of rows: Rows, from first: Int, extras: ((String?) -> Void)? = nil
    ) -> [Int] {
        var digests: [Int] = []
        digests.reserveCapacity(rows.count)
        var bytes: [UInt8] = []
        for (offset, row) in rows.enumerated() {
            bytes.removeAll(keepingCapacity: true)
            let json = row.extraColumns.json
            extras?(json)
            appendDigested(row, extras: json, at: first + offset, to: &bytes)
            digests.append(bytes.withUnsafeBytes { FileDigest.leading64Bits(of: $0) })
        }
        return digests
    }

    /// The SHA-256 of each list's translations in a table file: of its rows' digests (`rowDigests(of:from:extras:)`,
    /// given as `digests`, or worked out), in order. What is worked out from one list in a language is remembered
    /// under it (`Catalogue.inputsDigest(ofList:languages:)`): an edit of another list's rows leaves it as it was.
    static func listDigests(of rows: [Translation], digests: [Int]? = nil) -> [String: String] {
        let digests = digests ?? rowDigests(of: rows, from: 0)
        var lists: [String: [UInt8]] = [:]
        rows.forEachListRun { list, run in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(run.count * 8)
            for position in run { withUnsafeBytes(of: digests[position].littleEndian) { bytes.append(contentsOf: $0) } }
            lists[list, default: []].append(contentsOf: bytes)
        }
        return lists.mapValues { FileDigest.sha256(of: Data($0)) }
    }

    /// Deletes every row of the file at `path`; with `keepingTranslations`, all but its translations, which
    /// `storeRows` then replaces where they changed and deletes past the new last one.
    func deleteRows(of path: String, keepingTranslations: Bool = false) throws {
        var tables = [
            "sheet WHERE path", "source WHERE file", "word WHERE file", "list_name WHERE file",
            "translation_list WHERE file",
        ]
        if !keepingTranslations { tables.append("translation WHERE file") }
        for table in tables {
            try database.prepare("DELETE FROM \(table) = ?").run([.text(path)])
        }
    }

    static func describe(_ content: SheetRecord.Content) -> (kind: String, owner: String, usable: Bool) {
        switch content {
        case .list(let name, let list): return ("list", name, list != nil)
        case .tables(let language, _, let readable): return ("language", language, readable)
        }
    }

    /// Stores the rows of `record`, but for its translations before `translationsFrom`, after `deleteRows(of:
    /// keepingTranslations: true)`: its translations past the last it now has are deleted.
    private func storeRows(of record: SheetRecord, translationsFrom streamed: Int = 0) throws {
        let file = record.path
        var translations = 0
        switch record.content {
        case .list(let name, let list):
            guard let list else { break }
            try insertSources([list.source], file: file)
            try database.insertRows("INSERT INTO word", columns: 11) { add in
                for (position, word) in list.words.enumerated() {
                    try add([
                        .text(file), .integer(position), .text(name), .text(word.key), .text(word.picture),
                        .text(word.sound), .text(word.background), .bool(word.free), .bool(word.disabled),
                        .text(Self.json(word.extras)), .integer(word.row),
                    ])
                }
            }
        case .tables(let language, let tables, _):
            try insertSources(tables.sources, file: file)
            let rows = tables.translations
            translations = rows.count
            if streamed < translations {
                try insertTranslations(
                    Array(rows[streamed...]), digests: tables.rowDigests.map { Array($0[streamed...]) }, from: streamed,
                    file: file, language: language)
            }
            let lists = try database.prepare("INSERT INTO translation_list VALUES (?, ?, ?)")
            let digests = tables.listDigests ?? Self.listDigests(of: rows, digests: tables.rowDigests)
            for (list, digest) in digests.sorted(by: { $0.key < $1.key }) {
                try lists.run([.text(file), .text(list), .text(digest)])
            }
            let names = try database.prepare("INSERT INTO list_name VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            for (position, name) in tables.listNames.enumerated() {
                try names.run([
                    .text(file), .integer(position), .text(language), .text(name.list), .text(name.name),
                    .text(name.location.sheet), .integer(name.location.row), .text(name.location.column),
                ])
            }
        }
        try database.prepare("DELETE FROM translation WHERE file = ? AND position >= ?").run([
            .text(file), .integer(translations),
        ])
    }

    private func insertSources(_ sources: [SheetSource], file: String) throws {
        let statement = try database.prepare("INSERT INTO source VALUES (?, ?, ?, ?)")
        for (position, source) in sources.enumerated() {
            try statement.run([
                .text(file), .integer(position), .text(source.sheet), .text(Self.json(source.columns) ?? "{}"),
            ])
        }
    }

    /// Languages, media, texts and findings: small beside the rows, rewritten whole.
    private func writeRest(_ catalogue: Catalogue, records: [SheetRecord]) throws {
        try database.execute("DELETE FROM language; DELETE FROM media; DELETE FROM finding;")
        let language = try database.prepare("INSERT INTO language VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        let media = try database.prepare("INSERT INTO media VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
        var position = 0
        func medium(
            _ owner: String, _ role: String, list: String?, letter: String? = nil, _ file: MediaFile,
            recordedFor: String? = nil, vouched: RecordedTexts.Vouch? = nil
        ) throws {
            try media.run([
                .integer(position), .text(owner), .text(role), .text(list), .text(letter), .text(file.name),
                .text(file.path), .text(recordedFor), .text(vouched?.rawValue),
            ])
            position += 1
        }
        for list in catalogue.lists {
            if let icon = list.icon { try medium(list.name, "icon", list: list.name, icon) }
            for file in list.pictures { try medium(list.name, "picture", list: list.name, file) }
            for file in list.backgrounds { try medium(list.name, "background", list: list.name, file) }
            for file in list.sounds { try medium(list.name, "sound", list: list.name, file) }
        }
        for (index, entry) in catalogue.languages.enumerated() {
            try language.run([
                .text(entry.code.description), .integer(index), .text(entry.fallback?.description),
                .text(entry.allWordsText?.text),
                .text(entry.allWordsText?.path), .text(entry.otherText?.text), .text(entry.otherText?.path),
                .text(entry.flag?.path), .text(entry.spellingExceptions?.words.joined(separator: "\n")),
                .text(entry.spellingExceptions?.path),
            ])
            for letter in entry.letters {
                try medium(
                    entry.code.description, "letter-\(letter.position.rawValue)", list: nil, letter: letter.letter,
                    letter.file,
                    recordedFor: letter.recordedFor, vouched: letter.vouched)
            }
            for recording in entry.recordings {
                try medium(
                    entry.code.description, "recording", list: recording.list, recording.file,
                    recordedFor: recording.recordedFor,
                    vouched: recording.vouched)
            }
        }
        // Every finding in the catalogue's order, each with the sheet whose reading made it (if any).
        var origins: [Diagnostic: [String]] = [:]
        for record in records.reversed() {
            for finding in record.findings { origins[finding, default: []].append(record.path) }
        }
        let finding = try database.prepare("INSERT INTO finding VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        for (index, item) in catalogue.findings.enumerated() {
            let origin = origins[item]?.popLast()
            try finding.run([
                .integer(index), .text(origin), .text(item.severity.rawValue), .text(item.location.file),
                .text(item.location.sheet), .integer(item.location.row), .text(item.location.column),
                .text(item.message),
            ])
        }
    }

    /// Everything the rows leave out, with each sheet's path and digest: when it is the same, nothing is written.
    static func restDigest(_ catalogue: Catalogue, records: [SheetRecord]) -> String {
        var rest = catalogue
        rest.lists = rest.lists.map {
            var list = $0
            list.words = []
            return list
        }
        rest.languages = rest.languages.map {
            var language = $0
            (language.translations, language.listNames, language.sources) = ([], [], [])
            return language
        }
        var data = (try? CatalogueStore.encode(rest)) ?? Data()
        for record in records { data += Data("\(record.path)\t\(record.sha256)\n".utf8) }
        return FileDigest.sha256(of: data)
    }

    /// A dictionary as a JSON object with keys sorted by their UTF-8 bytes; nil when empty. Written by hand,
    /// straight into the String's bytes: JSONEncoder per row was a tenth of storing a sheet, and building the
    /// text from Strings half of that again.
    package static func json(_ values: [String: String]) -> String? {
        guard !values.isEmpty else { return nil }
        var pairs = values.map { ($0.key, $0.value) }
        // An insertion sort: a row has a few extra columns, and the standard sort allocates for them.
        for index in pairs.indices.dropFirst() {
            var place = index
            while place > 0, pairs[place].0.precedesInByteOrder(pairs[place - 1].0) {
                pairs.swapAt(place, place - 1)
                place -= 1
            }
        }
        return json(sorted: pairs)
    }

    /// `json(_:)` of keys and values given in the byte order of the keys, each key once.
    static func json(sorted pairs: [(String, String)]) -> String? {
        guard !pairs.isEmpty else { return nil }
        // `{`, `}`, a `:` per pair and a `,` between pairs, and the quoted texts.
        let length = pairs.reduce(2 * pairs.count + 1) { $0 + quotedLength($1.0) + quotedLength($1.1) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            buffer[0] = UInt8(ascii: "{")
            var end = 1
            for (index, pair) in pairs.enumerated() {
                if index > 0 {
                    buffer[end] = UInt8(ascii: ",")
                    end += 1
                }
                end = writeQuoted(pair.0, into: buffer, at: end)
                buffer[end] = UInt8(ascii: ":")
                end = writeQuoted(pair.1, into: buffer, at: end + 1)
            }
            buffer[end] = UInt8(ascii: "}")
            return end + 1
        }
    }

    /// The number of bytes of `value` as a JSON string.
    private static func quotedLength(_ value: String) -> Int {
        var value = value
        return value.withUTF8 { quotedLength(utf8: $0) }
    }

    /// `quotedLength` of a text's UTF-8 bytes.
    static func quotedLength(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = bytes.count + 2
        for byte in bytes where needsEscape(byte) { length += byte < 0x20 ? 5 : 1 }
        return length
    }

    /// Writes `value` as a JSON string into `buffer` from `start`, and returns where it ends: the runs of bytes
    /// that need no escape are copied whole. In UTF-8 a byte below 0x20 is always a control character of its
    /// own, and `"` and `\\` never occur inside another character's bytes.
    private static func writeQuoted(_ value: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int)
        -> Int
    {
        var value = value
        return value.withUTF8 { writeQuoted(utf8: $0, into: buffer, at: start) }
    }

    /// `writeQuoted` of a text's UTF-8 bytes.
    static func writeQuoted(
        utf8 bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
    )
        -> Int
    {
        let hex: StaticString = "0123456789abcdef"
        var end = start
        func write(_ byte: UInt8) {
            buffer[end] = byte
            end += 1
        }
        func copy(_ run: Range<Int>) {
            guard !run.isEmpty, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + end).update(from: source + run.lowerBound, count: run.count)
            end += run.count
        }
        write(UInt8(ascii: "\""))
        var runStart = 0
        for (index, byte) in bytes.enumerated() where needsEscape(byte) {
            copy(runStart..<index)
            runStart = index + 1
            write(UInt8(ascii: "\\"))
            if byte < 0x20 {
                for escape in "u00".utf8 { write(escape) }
                write(hex.utf8Start[Int(byte >> 4)])
                write(hex.utf8Start[Int(byte & 0x0F)])
            } else {
                write(byte)
            }
        }
        copy(runStart..<bytes.count)
        write(UInt8(ascii: "\""))
        return end
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}

/// The columns of a row that wordpack does not interpret itself (`hint`, `gender`, …), by lowercase header. A row
/// read back from the catalogue store keeps them as the store's JSON text until they are asked for, and a row read
/// from a sheet with its table's other rows' (`ExtraValues`): most runs read millions of rows and look at a few
/// rows' extras (a dictionary per row was a third of reading the store, and most of its memory; 20 MB of a sheet
/// of 100,000 rows read afresh, and its JSON texts 9.6 MB).
struct ExtraColumns: Sendable {
    private enum Storage: Sendable {
        case values([String: String])
        /// `CatalogueDatabase.json(_:)`'s text of the values.
        case stored(String)
        /// Written with the rest of the table's rows' (`ExtraValues`), as read from a sheet.
        case packed(ExtraValues, start: UInt32, length: UInt32)
    }

    private var storage: Storage

    package init(_ values: [String: String] = [:]) {
        storage = .values(values)
    }

    /// The values of `CatalogueDatabase.json(_:)`'s text.
    init(stored json: String) {
        storage = .stored(json)
    }

    /// The values, kept as `CatalogueDatabase.json(_:)`'s text of them.
    static func stored(_ values: [String: String]) -> ExtraColumns {
        CatalogueDatabase.json(values).map(ExtraColumns.init(stored:)) ?? ExtraColumns()
    }

    /// `stored(_:)` of fields and values given in the byte order of the fields, each field once (a table's
    /// extra columns: `HeadedTable.Record.values(at:)`), with no dictionary made for them.
    static func stored(sorted pairs: [(String, String)]) -> ExtraColumns {
        CatalogueDatabase.json(sorted: pairs).map(ExtraColumns.init(stored:)) ?? ExtraColumns()
    }

    /// `stored(sorted:)` of the pairs, written with the table's earlier rows' (`ExtraValues`) when it can be.
    static func stored(sorted pairs: [(String, String)], with writer: inout ExtraValues.Writer) -> ExtraColumns {
        guard !pairs.isEmpty else { return ExtraColumns() }
        guard let (piece, start, length) = writer.add(pairs) else { return stored(sorted: pairs) }
        return ExtraColumns(storage: .packed(piece, start: start, length: length))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// `CatalogueDatabase.json(_:)`'s text of the values (nil when there are none): what the store keeps, and
    /// what a row's digest holds of them.
    var json: String? {
        switch storage {
        case .values(let values): return CatalogueDatabase.json(values)
        case .stored(let json): return json
        case .packed(let piece, let start, let length): return piece.json(start: start, length: length)
        }
    }

    package var values: [String: String] {
        switch storage {
        case .values(let values): return values
        case .stored(let json): return CatalogueDatabase.dictionary(json)
        case .packed(let piece, let start, let length):
            return Dictionary(piece.pairs(start: start, length: length)) { first, _ in first }
        }
    }

    /// The value of the column `name`, or nil. The stored text is looked through for the key as the store writes
    /// it (`"name":`) first: a row without the column (most rows, for a translation's reference column) is
    /// answered with no dictionary made of its text (a check asks each of 3,000,000 rows).
    func value(_ name: String) -> String? {
        switch storage {
        case .values(let values): return values[name]
        case .stored(let json):
            if !Self.mayHold(json, key: name) { return nil }
            return CatalogueDatabase.dictionary(json)[name]
        case .packed(let piece, let start, let length): return piece.value(name, start: start, length: length)
        }
    }

    /// False only when `json` (`CatalogueDatabase.json(_:)`'s text) has no key `key`: the key's bytes, quoted
    /// and followed by `:`, are not in it. A key the store writes with escapes is always looked up in full.
    private static func mayHold(_ json: String, key: String) -> Bool {
        var (json, key) = (json, key)
        return key.withUTF8 { wanted in
            if wanted.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                return true
            }
            return json.withUTF8 { text in
                let length = wanted.count + 3  // `"`, the key, `"` and `:`
                guard text.count >= length else { return false }
                for start in 0...(text.count - length)
                where text[start] == UInt8(ascii: "\"") && text[start + wanted.count + 1] == UInt8(ascii: "\"")
                    && text[start + wanted.count + 2] == UInt8(ascii: ":")
                    && text[(start + 1)...].starts(with: wanted)
                {
                    return true
                }
                return false
            }
        }
    }
}

/// Coded as the values themselves, as `Translation.extras` was before it was kept as text.
extension ExtraColumns: Codable {
    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: String].self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}

extension ExtraColumns: Equatable {
    static func == (lhs: ExtraColumns, rhs: ExtraColumns) -> Bool {
        // The store writes one text per set of values (keys sorted), so two texts compare as they are.
        if case .stored(let left) = lhs.storage, case .stored(let right) = rhs.storage { return left == right }
        return lhs.values == rhs.values
    }
}

/// The columns of a row that wordpack does not interpret itself (`hint`, `gender`, …), by lowercase header. A row
/// read from a sheet, or back from the catalogue store, keeps them as the store's JSON text until they are asked
/// for: most runs read millions of rows and look at a few rows' extras (a dictionary per row was a third of
/// reading the store, and most of its memory; 20 MB of a sheet of 100,000 rows read afresh).
struct ExtraColumns: Sendable {
    private enum Storage: Sendable {
        case values([String: String])
        /// `CatalogueDatabase.json(_:)`'s text of the values.
        case stored(String)
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
    /// extra columns: `HeadedTable.Record.values(excluding:byName:)`), with no dictionary made for them.
    static func stored(sorted pairs: [(String, String)]) -> ExtraColumns {
        CatalogueDatabase.json(sorted: pairs).map(ExtraColumns.init(stored:)) ?? ExtraColumns()
    }

    /// `CatalogueDatabase.json(_:)`'s text of the values (nil when there are none): what the store keeps, and
    /// what a row's digest holds of them.
    var json: String? {
        switch storage {
        case .values(let values): return CatalogueDatabase.json(values)
        case .stored(let json): return json
        }
    }

    package var values: [String: String] {
        switch storage {
        case .values(let values): return values
        case .stored(let json): return CatalogueDatabase.dictionary(json)
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

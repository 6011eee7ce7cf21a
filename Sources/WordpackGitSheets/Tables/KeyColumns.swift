/// Which columns key a sheet's rows: those the catalogue keys them by. A list sheet's `key`; a translations
/// table's `list` and `key`; a list-names table's `list`; a `recorded.tsv`'s `path`. Headings are matched as the
/// catalogue matches them (`ColumnHeading`): without regard to case, spaces or underscores.
enum KeyColumns {
    /// The key fields of a table whose header has `fields`, or nil when none of the rules fits.
    static func fields(in fields: Set<String>) -> [String]? {
        if fields.contains("list") && fields.contains("key") { return ["list", "key"] }
        for single in ["key", "list", "path"] where fields.contains(single) { return [single] }
        return nil
    }

    /// How the field of a column without a heading starts (then its letters): no heading names it.
    static let unheadedPrefix = "\u{1F}"

    static func isUnheaded(_ field: String) -> Bool { field.hasPrefix(unheadedPrefix) }

    /// The field a heading names: lower-cased, without whitespace or underscores (the catalogue's rule).
    static func fieldName(_ heading: String) -> String {
        String(heading.lowercased().filter { !$0.isWhitespace && $0 != "_" })
    }
}

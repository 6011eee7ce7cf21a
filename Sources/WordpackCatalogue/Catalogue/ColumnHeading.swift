/// How a sheet's column heading names its field: matched without regard to case, spaces or underscores, so that
/// `caseOverride`, `Case override` and `case_override` are one column.
enum ColumnHeading {
    /// The field a heading names: lower-cased, without whitespace or underscores.
    static func fieldName(_ heading: String) -> String {
        String(heading.lowercased().filter { !$0.isWhitespace && $0 != "_" })
    }
}

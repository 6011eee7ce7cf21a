/// The values a content team types for yes/no and letter-case columns.
package enum CellValues {
    /// TRUE/FALSE as Excel and LibreOffice write them, and the words people type instead.
    static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "y", "x", "1", "✓", "✔": return true
        case "false", "no", "n", "0", "": return false
        default: return nil
        }
    }

    /// `0`, `1`, `2`, or the case's name.
    package static func caseOverride(_ text: String) -> CaseOverride? {
        switch text.lowercased() {
        case "0", "upper", "uppercase": return .uppercase
        case "1", "lower", "lowercase": return .lowercase
        case "2", "capitalized", "capitalised", "capital": return .capitalized
        default: return nil
        }
    }
}

/// What names a row of a sheet whatever its place: the texts of its key columns (`ant`; `Animals`, `ant` in a
/// translations table), as the catalogue keys the rows of list sheets and language workbooks.
///
/// Held as one text, the parts joined by U+001F (which no key holds: the catalogue refuses control characters),
/// so that a key hashes and compares as fast as a string, and sorts as its parts do.
package struct RowKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    let text: String

    package init(_ parts: [String]) { text = parts.joined(separator: "\u{1F}") }

    package var parts: [String] { text.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init) }

    /// `Animals/ant`: how a diff line and `git-take` name the row.
    package var description: String { text.replacingOccurrences(of: "\u{1F}", with: "/") }

    package static func < (left: RowKey, right: RowKey) -> Bool { left.text < right.text }
}

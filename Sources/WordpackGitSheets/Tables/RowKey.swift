/// What names a row of a sheet whatever its place: the texts of its key columns (`ant`; `Animals`, `ant` in a
/// translations table), as the catalogue keys the rows of list sheets and language workbooks.
package struct RowKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var parts: [String]

    package init(_ parts: [String]) { self.parts = parts }

    /// `Animals/ant`: how a diff line and `git-take` name the row.
    package var description: String { parts.joined(separator: "/") }

    package static func < (left: RowKey, right: RowKey) -> Bool {
        left.parts.lexicographicallyPrecedes(right.parts)
    }
}

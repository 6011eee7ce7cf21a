import WordpackCore

/// A change both sides made differently, which the merge leaves to a person: at its cell (or row) in ours, with
/// both texts.
package struct MergeConflict: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// The same cell changed to two texts.
        case cellChangedTwice
        /// The same key added on both sides with different texts.
        case addedTwice
        /// The row removed here and edited on the other branch.
        case removedHereEditedThere
        /// The row edited here and removed on the other branch.
        case editedHereRemovedThere
    }

    package var kind: Kind
    /// The sheet's name, nil in a CSV file.
    package var sheet: String?
    package var key: RowKey
    /// The column's heading; nil for a whole row.
    package var column: String?
    /// Where it is in ours: `Animals!C4`, or `row 4` when ours has no such row.
    package var reference: String
    package var base: String?
    package var ours: String?
    package var theirs: String?

    /// How `git-take` and the diff name the row: `Animals/ant`, or `ant` in a CSV file.
    package var rowAddress: String { ([sheet].compactMap { $0 } + key.parts).joined(separator: "/") }

    /// The sentence for the content team: what each side did, what the file keeps, and how to settle it.
    package func sentence(file: String) -> String {
        let what = column.map { "the \($0) of “\(key)”" } ?? "the row “\(key)”"
        let said: String
        switch kind {
        case .cellChangedTwice:
            said =
                "\(what) was changed on both branches: here to \(Self.quoted(ours)), on the branch being merged to "
                + "\(Self.quoted(theirs)) (it was \(Self.quoted(base)))."
        case .addedTwice:
            said =
                "\(what) was added on both branches with different texts: here \(Self.quoted(ours)), on the branch "
                + "being merged \(Self.quoted(theirs))."
        case .removedHereEditedThere:
            said = "\(what) was removed here but edited on the branch being merged (\(Self.quoted(theirs)))."
        case .editedHereRemovedThere:
            said = "\(what) was edited here (\(Self.quoted(ours))) but removed on the branch being merged."
        }
        let take =
            "wordpack git-take --theirs \(Self.shellWord(file)) \(Self.shellWord(rowAddress))"
            + (column.map { " \(Self.shellWord($0))" } ?? "")
        let place = reference.isEmpty ? file : "\(file):\(reference)"
        return "\(place): conflict: \(said) The file keeps this branch's version. To take the other one, "
            + "run `\(take)`; or edit the file. Then `git add \(Self.shellWord(file))`."
    }

    static func quoted(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "empty" }
        return "“\(text)”"
    }

    /// A word as a shell reads it: in single quotes when it holds anything but letters, digits and `/._-`.
    static func shellWord(_ word: String) -> String {
        if !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || "/._-".contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

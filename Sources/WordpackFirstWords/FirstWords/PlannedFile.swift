/// One file an app's tree must hold, and what it is made from. The layout decides every file's path;
/// each stage makes the files of its kind (plists and texts, audio, pictures).
package struct PlannedFile: Codable, Hashable, Sendable, Comparable {
    /// The path under `outputs/`: `firstwords/deluxe/Localization/Animals_en/words.plist`.
    package var path: String
    package var content: PlannedContent

    package init(path: String, content: PlannedContent) {
        self.path = path
        self.content = content
    }

    package static func < (lhs: PlannedFile, rhs: PlannedFile) -> Bool {
        lhs.path.precedesInByteOrder(rhs.path)
    }
}

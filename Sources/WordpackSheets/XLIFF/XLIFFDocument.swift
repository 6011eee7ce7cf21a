/// An XLIFF file as wordpack reads it: its `<file>`s (one per word list) and their units, in document order.
///
/// Places are element numbers: the first element of the document (`<xliff>`) is 1, and every start tag after it
/// counts one more. `XMLElementPositions` turns the numbers that a message needs into lines and columns.
public struct XLIFFDocument: Equatable, Sendable {
    public var version: XLIFFVersion
    /// XLIFF 2: the root's `srcLang` and `trgLang`. XLIFF 1.2 names them on each `<file>`.
    public var sourceLanguage: String?
    public var targetLanguage: String?
    public var files: [File] = []
    public var units: [Unit] = []

    /// One `<file>`: a word list.
    public struct File: Equatable, Sendable {
        /// `original` (XLIFF 1.2 and 2), and `id` (XLIFF 2).
        public var original: String?
        public var id: String?
        public var sourceLanguage: String?
        public var targetLanguage: String?
        public var element: Int

        /// The list the file translates: `original` as wordpack writes it (`Animals`); a path such as Xcode
        /// writes (`en.lproj/Animals.strings`) gives its last part without the extension; else the `id`.
        public var list: String? {
            guard var name = original ?? id, !name.isEmpty else { return nil }
            if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
            if original != nil, let dot = name.firstIndex(of: "."), dot != name.startIndex {
                name = String(name[..<dot])
            }
            return name.isEmpty ? nil : name
        }
    }

    /// One `<trans-unit>` (1.2) or `<unit>` (2): its segments' sources and targets joined.
    public struct Unit: Equatable, Sendable {
        /// The position of its `<file>` in `files`.
        public var file: Int
        public var id: String?
        public var source = ""
        /// `nil` when the unit has no `<target>`.
        public var target: String?
        /// The target's `xml:lang`, when it names one.
        public var targetLanguage: String?
        /// `state` of the target (1.2) or of the first segment (2).
        public var state: String?
        /// The elements found inside the target (`g`, `x`, `bpt`, …), in the order first met.
        public var targetMarkup: [String] = []
        /// The length in UTF-16 units a source or target reached when it passed `ReadLimits.cellCharacters`
        /// (its text is then cut there).
        public var tooLong: Int?
        public var element: Int
        public var targetElement: Int?

        public init(file: Int, id: String?, element: Int) {
            self.file = file
            self.id = id
            self.element = element
        }
    }

    public init(version: XLIFFVersion) {
        self.version = version
    }

    /// The language the file translates into: the root's, else the first `<file>`'s that names one.
    public var declaredTargetLanguage: String? {
        targetLanguage ?? files.lazy.compactMap(\.targetLanguage).first
    }

    /// The language translated from: the root's, else the first `<file>`'s that names one.
    public var declaredSourceLanguage: String? {
        sourceLanguage ?? files.lazy.compactMap(\.sourceLanguage).first
    }
}

/// The XLIFF versions wordpack reads and writes.
public enum XLIFFVersion: String, CaseIterable, Codable, Sendable {
    /// 1.2, what Xcode's `.xcloc` carries and every translation tool imports (1.0 and 1.1 read alike).
    case v12 = "1.2"
    /// 2.0, what Crowdin and Okapi export (2.1 and 2.2 read alike).
    case v20 = "2.0"
}

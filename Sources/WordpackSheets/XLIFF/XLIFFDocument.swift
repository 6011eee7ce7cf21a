/// An XLIFF file as wordpack reads it: its `<file>`s (one per word list) and their units, in document order. A
/// PO file is read into the same shape (`POReader`, then `POTranslations`): a file per list, an entry a unit.
///
/// Places are element numbers: the first element of the document (`<xliff>`) is 1, and every start tag after it
/// counts one more. `XMLElementPositions` turns the numbers that a message needs into lines and columns.
package struct XLIFFDocument: Equatable, Sendable {
    package var version: XLIFFVersion
    /// XLIFF 2: the root's `srcLang` and `trgLang`. XLIFF 1.2 names them on each `<file>`.
    package var sourceLanguage: String?
    package var targetLanguage: String?
    package var files: [File] = []
    package var units: [Unit] = []
    /// Where the file's structure is not that of the version it says it is (a body of XLIFF 1.2 labelled
    /// `version="2.0"`, or the reverse): no unit of such a file is read, as neither reading would be the file's.
    package var mislabel: Mislabel?

    /// An element of one version in a file labelled as the other.
    package struct Mislabel: Equatable, Sendable {
        /// The element's number (see above): the root when its namespace belongs to the other version.
        package var element: Int
        /// What the file says it is, and where it says so (`version="2.0"`, or the namespace).
        package var labelled: XLIFFVersion
        package var label: String
        /// What the element is, in the version it belongs to: `<trans-unit>`, or `the namespace …`.
        package var found: String
    }

    /// One `<file>`: a word list.
    package struct File: Equatable, Sendable {
        /// `original` (XLIFF 1.2 and 2), and `id` (XLIFF 2).
        package var original: String?
        package var id: String?
        package var sourceLanguage: String?
        package var targetLanguage: String?
        package var element: Int

        /// The list the file translates: `original` as wordpack writes it (`Animals`); a path such as Xcode
        /// writes (`en.lproj/Animals.strings`) gives its last part without the extension; else the `id`.
        package var list: String? {
            guard var name = original ?? id, !name.isEmpty else { return nil }
            if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
            if original != nil, let dot = name.firstIndex(of: "."), dot != name.startIndex {
                name = String(name[..<dot])
            }
            return name.isEmpty ? nil : name
        }
    }

    /// One `<trans-unit>` (1.2) or `<unit>` (2): its segments' sources and targets joined.
    package struct Unit: Equatable, Sendable {
        /// The position of its `<file>` in `files`.
        package var file: Int
        package var id: String?
        package var source = ""
        /// `nil` when the unit has no `<target>`.
        package var target: String?
        /// The target's `xml:lang`, when it names one.
        package var targetLanguage: String?
        /// `state` of the target (1.2) or of the first segment (2).
        package var state: String?
        /// The elements found inside the target (`g`, `x`, `bpt`, …), in the order first met.
        package var targetMarkup: [String] = []
        /// The length in UTF-16 units a source or target reached when it passed `ReadLimits.cellCharacters`
        /// (its text is then cut there).
        package var tooLong: Int?
        package var element: Int
        package var targetElement: Int?
        /// What a converter keeps of a unit when it drops its id (translate-toolkit's `xliff2po` and `po2xliff`):
        /// the first line of its first note (`List: Animals.`), where its word is in the project's sheets
        /// (`inputs/lists/Animals.xlsx:2`, from a `purpose="location"` context group or a PO `#:` comment),
        /// and its `restype` (`x-gettext-domain-header` for a PO header carried in XLIFF).
        package var firstNote: String?
        package var locations: [String] = []
        package var restype: String?

        package init(file: Int, id: String?, element: Int) {
            self.file = file
            self.id = id
            self.element = element
        }

        /// Whether the tool marks the target as not final: XLIFF 1.2's `needs-…` and `new` states, XLIFF 2's
        /// `initial` when the segment says it, a PO entry's `fuzzy` (read as `needs-review-translation`).
        package var isMarkedForReview: Bool {
            guard let state, target != nil else { return false }
            return state.hasPrefix("needs-") || state == "new" || state == "initial"
        }
    }

    package init(version: XLIFFVersion) {
        self.version = version
    }

    /// The language the file translates into: the root's, else the first `<file>`'s that names one.
    var declaredTargetLanguage: String? {
        targetLanguage ?? files.lazy.compactMap(\.targetLanguage).first
    }

    /// The language translated from: the root's, else the first `<file>`'s that names one.
    package var declaredSourceLanguage: String? {
        sourceLanguage ?? files.lazy.compactMap(\.sourceLanguage).first
    }
}

/// The XLIFF versions wordpack reads and writes.
package enum XLIFFVersion: String, CaseIterable, Codable, Sendable {
    /// 1.2, what Xcode's `.xcloc` carries and every translation tool imports (1.0 and 1.1 read alike).
    case v12 = "1.2"
    /// 2.0, what Crowdin and Okapi export (2.1 and 2.2 read alike).
    case v20 = "2.0"
}

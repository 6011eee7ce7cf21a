import Foundation
import WordpackCore
import WordpackXML

/// Reads an XLIFF file (1.2 as Xcode and most tools write it, or 2) with libxml2's streaming reader: only the
/// current node is in memory, and every limit is checked as the file is read. A document type (`<!DOCTYPE`),
/// which could declare entities that expand without end, is refused when it is met; external entities and the
/// network are never used; the file's bytes are counted as libxml2 takes them, up to `ReadLimits.xliffBytes`.
///
/// What it gives back is the document as written; deciding what each unit means for the catalogue is
/// `XLIFFTranslations`' work (in Ingest).
package enum XLIFFReader {
    /// The end of the sentence for a malformed file.
    static let advice = "Export it again from the translation tool."

    /// Reads the regular file at `path`, all its units kept in the document.
    package static func read(path: String, displayPath: String) throws -> XLIFFDocument {
        let descriptor = try open(path: path, displayPath: displayPath)
        defer { close(descriptor) }
        var units: [XLIFFDocument.Unit] = []
        var document = try read(descriptor: descriptor, displayPath: displayPath) { _, unit in units.append(unit) }
        document.units = units
        return document
    }

    /// Opens the file at `path` for reading: a regular file (never a pipe or a device), neither empty nor larger
    /// than `ReadLimits.xliffBytes`; the caller closes the descriptor. A translation tool's other files (PO) are
    /// opened the same way: `what` and `bytesPerWord` say which in the sentence, `advice` what to do.
    package static func open(
        path: String, displayPath: String, what: String = "an XLIFF file", bytesPerWord: Int = 250,
        advice: String = advice
    ) throws -> Int32 {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path, displayPath: displayPath)
        } catch is POSIXError {
            throw FileProblem(file: displayPath, "cannot be opened; check that it exists and that you may read it.")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, Int64(info.st_size) > ReadLimits.xliffBytes {
            close(descriptor)
            throw FileProblem(
                file: displayPath,
                "holds \(Int64(info.st_size).byteCount), more than the \(ReadLimits.xliffBytes.byteCount) wordpack reads "
                    + "of \(what) (a translation tool writes about \(bytesPerWord) bytes per word); it is damaged or not "
                    + "what it should be. \(advice)")
        }
        if info.st_size == 0 {
            close(descriptor)
            throw FileProblem(file: displayPath, "is empty. \(advice)")
        }
        return descriptor
    }

    /// Reads the open file `descriptor` (from `open`) from its start, handing each unit to `body` as soon as its
    /// end is read, with the document so far (its root and the `<file>`s read up to the unit); the document
    /// returned holds no units. Throws a `FileProblem` naming `displayPath` (and the line, for malformed XML)
    /// when the file cannot be read at all, or what `body` throws.
    ///
    /// The file is parsed on a thread of its own while `body` takes the units on this one (`pipelined`), so a
    /// large file is read on two cores as a workbook is; `meanwhile` runs on this thread before the first unit
    /// is handed on, beside the parse (the scan for the units' places).
    package static func read(
        descriptor: Int32, displayPath: String, meanwhile: () -> Void = {},
        units body: (XLIFFDocument, XLIFFDocument.Unit) throws -> Void
    ) throws -> XLIFFDocument {
        lseek(descriptor, 0, SEEK_SET)
        let location = Location(file: displayPath)
        let document = try pipelined(
            produce: { send in
                let xml = try XMLStreamReader(
                    descriptor: descriptor, location: location, maximumBytes: ReadLimits.xliffBytes, advice: advice)
                var parser = Parser(location: location)
                var count = 0
                while try xml.read() {
                    try parser.take(xml)
                    guard let unit = parser.finished, let document = parser.document else { continue }
                    parser.finished = nil
                    count += 1
                    if count > ReadLimits.rows {
                        throw FileProblem(
                            location,
                            "holds more than \(ReadLimits.rows.grouped) units, more than wordpack reads of one file. "
                                + advice)
                    }
                    try send((document, unit))
                }
                return parser.document
            },
            beforeConsuming: meanwhile,
            consume: { document, unit in try body(document, unit) })
        guard let document else {
            throw FileProblem(file: displayPath, "has no XLIFF content (no <xliff> element). \(advice)")
        }
        return document
    }

    /// The state of one reading: which file and unit are open, and the text being gathered.
    private struct Parser {
        let location: Location
        var document: XLIFFDocument?
        /// The number of the last element met (see `XLIFFDocument`).
        var elements = 0
        var file: Int?
        var unit: XLIFFDocument.Unit?
        var unitDepth = 0
        /// The unit whose end was just read, for the caller to take.
        var finished: XLIFFDocument.Unit?
        /// The source or target being read, and its depth.
        var text: (isTarget: Bool, depth: Int, value: String, length: Int)?
        /// An element whose content is not read (notes, alternatives, original data), by its depth.
        var skipping: Int?
        /// A unit's first note, or a part of its location (`sourcefile`, `linenumber`), being read, and its depth.
        var aside: (kind: String, depth: Int, value: String)?
        /// A unit's `<context-group purpose="location">` being read: its depth, file and line.
        var locationGroup: (depth: Int, file: String?, line: String?)?

        init(location: Location) {
            self.location = location
        }

        /// The document's version is 2 (names its units `<unit>`, its states on `<segment>`).
        private var isVersion2 = false
        /// How the root says which version the file is (`version="2.0"`, or its namespace); nil when it does not,
        /// and the first unit's element decides.
        private var label: String?
        private var unitsMet = false

        mutating func take(_ xml: XMLStreamReader) throws {
            // A mislabelled file's units are not read (see `XLIFFDocument.mislabel`).
            if document?.mislabel != nil { return }
            switch xml.nodeType {
            case .element:
                elements += 1
                try element(xml)
            case .endElement:
                endElement(xml)
            case .text:
                guard skipping == nil else { return }
                if var kept = aside {
                    // What a converter kept of the unit: short texts, bounded as a word is.
                    if kept.value.utf16.count < ReadLimits.cellCharacters { kept.value += xml.text }
                    aside = kept
                    return
                }
                guard var current = text else { return }
                let piece = xml.text
                // Counted to its end, kept only up to the limit: the message gives the text's real length.
                current.length += piece.utf16.count
                if current.length > ReadLimits.cellCharacters {
                    unit?.tooLong = current.length
                } else {
                    current.value += piece
                }
                text = current
            case .other:
                // A document type and an entity are nodes of this kind.
                if xml.isDocumentTypeOrEntity {
                    throw FileProblem(
                        location,
                        "declares a document type (<!DOCTYPE …>) or uses an entity it declares, which no translation "
                            + "tool writes and which can make a small file expand without end; it is not read. \(advice)"
                    )
                }
            }
        }

        private mutating func element(_ xml: XMLStreamReader) throws {
            guard document != nil else {
                try root(xml, name: xml.localName)
                return
            }
            if skipping != nil { return }
            let depth = xml.depth
            if text != nil {
                // Markup inside a source or target: its text is kept, the element noted (a target cannot hold it).
                if text?.isTarget == true {
                    let name = xml.localName
                    if unit?.targetMarkup.contains(name) == false { unit?.targetMarkup.append(name) }
                }
                return
            }
            // Names are compared without making strings: a file of 100,000 words has half a million elements.
            if unit == nil, file != nil, !structureAgrees(xml) { return }
            if xml.localNameIs("source") || xml.localNameIs("target") {
                guard unit != nil else { return }
                let isTarget = xml.localNameIs("target")
                if isTarget {
                    if unit?.targetElement == nil { unit?.targetElement = elements }
                    if unit?.target == nil { unit?.target = "" }
                    if unit?.targetLanguage == nil, let language = xml.attribute(named: "xml:lang") {
                        unit?.targetLanguage = language
                    }
                    if !isVersion2, let state = xml.attribute(named: "state") { unit?.state = state }
                }
                if !xml.isEmptyElement { text = (isTarget, depth, "", 0) }
            } else if isVersion2 ? xml.localNameIs("unit") : xml.localNameIs("trans-unit") {
                guard let file else { return }
                unit = XLIFFDocument.Unit(file: file, id: xml.attribute(named: "id"), element: elements)
                unit?.restype = xml.attribute(named: "restype")
                unitDepth = depth
                if xml.isEmptyElement { finishUnit() }
            } else if isVersion2, xml.localNameIs("segment") {
                if unit?.state == nil, let state = xml.attribute(named: "state") { unit?.state = state }
            } else if xml.localNameIs("file") {
                document?.files.append(
                    XLIFFDocument.File(
                        original: xml.attribute(named: "original"), id: xml.attribute(named: "id"),
                        sourceLanguage: xml.attribute(named: "source-language"),
                        targetLanguage: xml.attribute(named: "target-language"), element: elements))
                file = (document?.files.count ?? 1) - 1
            } else if !xml.isEmptyElement, unit != nil, keepsWhatConvertersKeep(xml, depth: depth) {
                return
            } else if !xml.isEmptyElement, Self.skipped.contains(where: { xml.localNameIs($0) }) {
                skipping = depth
            }
        }

        /// Starts reading a unit's first note, its location context group or a context of it (XLIFF 1.2): what
        /// a converter keeps of the unit when it drops its id. Returns whether the element is read so.
        private mutating func keepsWhatConvertersKeep(_ xml: XMLStreamReader, depth: Int) -> Bool {
            if xml.localNameIs("note"), unit?.firstNote == nil {
                aside = ("note", depth, "")
                return true
            }
            if locationGroup == nil, xml.localNameIs("context-group"), xml.attribute(named: "purpose") == "location" {
                locationGroup = (depth, nil, nil)
                return true
            }
            if locationGroup != nil, xml.localNameIs("context"),
                let type = xml.attribute(named: "context-type"), type == "sourcefile" || type == "linenumber"
            {
                aside = (type, depth, "")
                return true
            }
            return false
        }

        /// Elements whose content is not a unit's text: notes, alternatives, original data, headers.
        static let skipped: [StaticString] = [
            "note", "notes", "alt-trans", "context-group", "count-group", "prop-group", "seg-source", "originalData",
            "metadata", "header", "bin-unit", "phase-group",
        ]

        private mutating func endElement(_ xml: XMLStreamReader) {
            let depth = xml.depth
            if let skipped = skipping {
                if depth == skipped { skipping = nil }
                return
            }
            if let kept = aside, depth == kept.depth {
                let value = kept.value.trimmingCharacters(in: .whitespacesAndNewlines)
                switch kept.kind {
                case "note": unit?.firstNote = value.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                case "sourcefile": locationGroup?.file = value
                default: locationGroup?.line = value
                }
                aside = nil
                return
            }
            if let group = locationGroup, depth == group.depth {
                if let file = group.file, !file.isEmpty {
                    unit?.locations.append(group.line.map { "\(file):\($0)" } ?? file)
                }
                locationGroup = nil
                return
            }
            if let current = text, depth == current.depth {
                if current.isTarget {
                    let before = unit?.target ?? ""
                    unit?.target = before + current.value
                } else {
                    unit?.source += current.value
                }
                text = nil
                return
            }
            guard text == nil else { return }
            if unit != nil, depth == unitDepth { finishUnit() }
            if depth == 1, xml.localNameIs("file") { file = nil }
        }

        /// Whether an element of a `<file>` outside any unit belongs to the version the file is read as: a
        /// `<trans-unit>` is XLIFF 1.2's, a `<unit>` or a `<group>`'s `<segment>` XLIFF 2's. An unlabelled file
        /// takes the version of its first unit; a labelled one whose unit is the other version's is mislabelled.
        private mutating func structureAgrees(_ xml: XMLStreamReader) -> Bool {
            let isVersion1Unit = xml.localNameIs("trans-unit")
            guard isVersion1Unit || xml.localNameIs("unit") || xml.localNameIs("segment") else { return true }
            defer { unitsMet = true }
            if isVersion1Unit != isVersion2 { return true }
            guard let label else {
                if !unitsMet {
                    isVersion2 = !isVersion1Unit
                    document?.version = isVersion2 ? .v20 : .v12
                }
                return true
            }
            document?.mislabel = XLIFFDocument.Mislabel(
                element: elements, labelled: isVersion2 ? .v20 : .v12, label: label,
                found: "<\(xml.localName)>, an element of XLIFF \(isVersion2 ? "1.2" : "2.0")")
            return false
        }

        private mutating func finishUnit() {
            finished = unit
            unit = nil
        }

        private mutating func root(_ xml: XMLStreamReader, name: String) throws {
            guard name == "xliff" else {
                throw FileProblem(
                    location,
                    "is not an XLIFF file: its first element is <\(name)>, not <xliff>. Export the translations "
                        + "as XLIFF from the translation tool.")
            }
            let version = xml.attribute(named: "version")
            let namespace = xml.namespaceURI ?? ""
            let chosen: XLIFFVersion
            switch version {
            case "1.0", "1.1", "1.2": chosen = .v12
            case "2.0", "2.1", "2.2": chosen = .v20
            case nil: chosen = namespace.hasSuffix(":2.0") ? .v20 : .v12
            case let other?:
                throw FileProblem(
                    location,
                    "is XLIFF version \(other), which wordpack does not read; export it as XLIFF 1.2 (or 2.0).")
            }
            var document = XLIFFDocument(version: chosen)
            // The namespace of the other version beside a version attribute: the label contradicts itself.
            let namespaceVersion: XLIFFVersion? =
                namespace.hasSuffix(":2.0") ? .v20 : namespace.hasSuffix(":1.2") ? .v12 : nil
            label = version.map { "version=\"\($0)\"" } ?? namespaceVersion.map { _ in "its namespace \(namespace)" }
            if let namespaceVersion, version != nil, namespaceVersion != chosen {
                document.mislabel = XLIFFDocument.Mislabel(
                    element: elements, labelled: chosen, label: "version=\"\(version ?? "")\"",
                    found: "its namespace \(namespace), XLIFF \(namespaceVersion.rawValue)'s")
            }
            if chosen == .v20 {
                document.sourceLanguage = xml.attribute(named: "srcLang")
                document.targetLanguage = xml.attribute(named: "trgLang")
            }
            self.document = document
            isVersion2 = chosen == .v20
        }
    }
}

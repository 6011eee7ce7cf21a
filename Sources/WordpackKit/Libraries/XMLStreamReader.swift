import CLibXML2

/// A forward-only reader of one XML file, through libxml2's streaming `xmlTextReader`.
///
/// Only the current node is in memory, so a sheet of a million rows costs what a short one does.
/// Elements and attributes are matched by their local name: XLSX "strict" files and ODS use other
/// prefixes and namespace URIs for the same names. The network and external entities are never used,
/// and libxml2 never prints: a malformed file becomes a `FileProblem` at `location`.
///
/// `Sources/CLibXML2/shim.h` leaves libxml2's ICU declarations out of the module: on Debian they clash
/// with the copy of ICU inside Foundation.
public final class XMLStreamReader {
    /// The kinds of node the spreadsheet readers care about.
    public enum NodeType: Equatable, Sendable {
        case element
        case endElement
        /// Character data: text, CDATA and whitespace alike (spreadsheet text keeps its spaces).
        case text
        /// Comments, processing instructions, the XML declaration and the like.
        case other
    }

    /// Where problems are reported: the spreadsheet file (and sheet), never the temporary file read.
    public let location: Location
    private let reader: xmlTextReaderPtr
    private let errors = XMLErrorLog()
    private var skipsChildrenOnNextRead = false

    /// Opens the XML file at `path`; `location` names the spreadsheet it came from in messages.
    public init(path: String, location: Location) throws {
        _ = libxml2Initialized
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard let reader = xmlReaderForFile(path, nil, options) else {
            throw FileProblem(location, "could not be read: its contents could not be unpacked for reading. Check that the temporary folder has free space, then try again.")
        }
        self.reader = reader
        self.location = location
        xmlTextReaderSetStructuredErrorHandler(
            reader,
            { log, error in
                guard let log, let error else { return }
                Unmanaged<XMLErrorLog>.fromOpaque(log).takeUnretainedValue()
                    .record(level: error.pointee.level.rawValue, line: Int(error.pointee.line))
            },
            Unmanaged.passUnretained(errors).toOpaque())
    }

    deinit {
        xmlFreeTextReader(reader)
    }

    /// Moves to the next node; `false` at the end of the document.
    /// After `skipChildren()`, moves past the current element's content instead of into it.
    public func read() throws -> Bool {
        let result: Int32
        if skipsChildrenOnNextRead {
            skipsChildrenOnNextRead = false
            result = xmlTextReaderNext(reader)
        } else {
            result = xmlTextReaderRead(reader)
        }
        if result < 0 || errors.fatalLine != nil {
            throw FileProblem(location, damagedMessage)
        }
        return result == 1
    }

    /// Makes the next `read()` skip the content of the current element (a comment, a drawing).
    public func skipChildren() {
        skipsChildrenOnNextRead = true
    }

    public var nodeType: NodeType {
        switch UInt32(clamping: xmlTextReaderNodeType(reader)) {
        case XML_READER_TYPE_ELEMENT.rawValue: return .element
        case XML_READER_TYPE_END_ELEMENT.rawValue: return .endElement
        case XML_READER_TYPE_TEXT.rawValue, XML_READER_TYPE_CDATA.rawValue,
             XML_READER_TYPE_WHITESPACE.rawValue, XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue:
            return .text
        default: return .other
        }
    }

    /// The name of the current element without its prefix: `c` for `<x:c>`.
    public var localName: String {
        xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? ""
    }

    /// The namespace URI of the current node, if it has one.
    public var namespaceURI: String? {
        xmlTextReaderConstNamespaceUri(reader).map { String(cString: $0) }
    }

    /// How many bytes of the file the parser has read so far: what limits on expansion are measured against.
    public var bytesConsumed: Int64 { Int64(xmlTextReaderByteConsumed(reader)) }

    /// The depth of the current node: 0 for the root element.
    public var depth: Int { Int(xmlTextReaderDepth(reader)) }

    /// `true` for an element written `<x/>`, which has no end element to wait for.
    public var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    /// The characters of a text node (entities and character references already replaced).
    public var text: String {
        xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
    }

    /// The value of the current element's attribute with this local name, ignoring its prefix.
    /// When two attributes share the local name (`office:value-type`, `calcext:value-type`),
    /// `namespace` picks one by its namespace URI.
    public func attribute(_ localName: String, namespace: String? = nil) -> String? {
        guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return nil }
        defer { xmlTextReaderMoveToElement(reader) }
        repeat {
            guard xmlTextReaderIsNamespaceDecl(reader) != 1,
                  let name = xmlTextReaderConstLocalName(reader),
                  String(cString: name) == localName
            else { continue }
            if let namespace, namespaceURI != namespace { continue }
            return text
        } while xmlTextReaderMoveToNextAttribute(reader) == 1
        return nil
    }

    /// The sentence for a file whose XML is malformed, naming the line when libxml2 gave one.
    private var damagedMessage: String {
        let line = errors.fatalLine ?? errors.firstLine
        let whereAbouts = line.map { " (line \($0))" } ?? ""
        return "is damaged: its XML could not be read\(whereAbouts). Open it in Excel or LibreOffice and save it again."
    }
}

/// libxml2 must be initialised once, before threads use it.
private let libxml2Initialized: Void = xmlInitParser()

/// The errors libxml2 reported while reading, kept instead of printed.
private final class XMLErrorLog {
    /// The line of the first error (including recoverable ones), if any.
    private(set) var firstLine: Int?
    /// The line of the first fatal error: the file cannot be read past it.
    private(set) var fatalLine: Int?

    func record(level: UInt32, line: Int) {
        guard level >= XML_ERR_ERROR.rawValue else { return }
        if firstLine == nil { firstLine = line }
        if level >= XML_ERR_FATAL.rawValue, fatalLine == nil { fatalLine = line }
    }
}

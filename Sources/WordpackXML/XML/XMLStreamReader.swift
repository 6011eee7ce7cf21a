import CLibXML2
import Foundation
import WordpackCore

/// A forward-only reader of one XML file, through libxml2's streaming `xmlTextReader`.
///
/// Only the current node is in memory, so a sheet of a million rows costs what a short one does.
/// Elements and attributes are matched by their local name: XLSX "strict" files and ODS use other
/// prefixes and namespace URIs for the same names. The network and external entities are never used,
/// and libxml2 never prints: a malformed file becomes a `FileProblem` at `location`.
///
/// `Sources/CLibXML2/shim.h` leaves libxml2's ICU declarations out of the module: on Debian they clash
/// with the copy of ICU inside Foundation.
package final class XMLStreamReader {
    /// The kinds of node the spreadsheet readers care about.
    package enum NodeType: Equatable, Sendable {
        case element
        case endElement
        /// Character data: text, CDATA and whitespace alike (spreadsheet text keeps its spaces).
        case text
        /// Comments, processing instructions, the XML declaration and the like.
        case other
    }

    /// Where problems are reported: the spreadsheet file (and sheet), never the temporary file read.
    package let location: Location
    private let reader: xmlTextReaderPtr
    private let errors = XMLErrorLog()
    private var skipsChildrenOnNextRead = false
    /// The counted input of a reader made from a descriptor.
    private let input: XMLCountedInput?
    /// The end of the sentence for a malformed file.
    private var advice = "Open it in Excel or LibreOffice and save it again."

    /// Opens the XML file at `path`; `location` names the spreadsheet it came from in messages.
    package convenience init(path: String, location: Location) throws {
        _ = libxml2Initialized
        guard let reader = xmlReaderForFile(path, nil, Self.options) else {
            throw FileProblem(
                location,
                "could not be read: its contents could not be unpacked for reading. Check that the temporary folder has free space, then try again."
            )
        }
        self.init(reader: reader, location: location, input: nil)
    }

    /// Reads the open regular file `descriptor` (the caller closes it) through a counter of its bytes: past
    /// `maximumBytes`, reading stops and `read()` throws a `FileProblem` saying so, however the file grows
    /// while it is read. `advice` ends the sentence for a malformed file (how to get a good one again).
    package convenience init(descriptor: Int32, location: Location, maximumBytes: Int64, advice: String) throws {
        _ = libxml2Initialized
        let input = XMLCountedInput(descriptor: descriptor, maximumBytes: maximumBytes)
        let context = Unmanaged.passRetained(input).toOpaque()
        guard
            let reader = xmlReaderForIO(
                { context, buffer, length in
                    guard let context, let buffer else { return -1 }
                    return Unmanaged<XMLCountedInput>.fromOpaque(context).takeUnretainedValue().read(
                        buffer, Int(length))
                },
                { context in
                    if let context { Unmanaged<XMLCountedInput>.fromOpaque(context).release() }
                    return 0
                },
                context, nil, nil, Self.options)
        else {
            Unmanaged<XMLCountedInput>.fromOpaque(context).release()
            throw FileProblem(location, "could not be read: there is not enough memory to read it.")
        }
        self.init(reader: reader, location: location, input: input)
        self.advice = advice
    }

    private init(reader: xmlTextReaderPtr, location: Location, input: XMLCountedInput?) {
        self.reader = reader
        self.location = location
        self.input = input
        xmlTextReaderSetStructuredErrorHandler(
            reader,
            { log, error in
                guard let log, let error else { return }
                Unmanaged<XMLErrorLog>.fromOpaque(log).takeUnretainedValue()
                    .record(
                        level: error.pointee.level.rawValue, line: Int(error.pointee.line),
                        column: Int(error.pointee.int2))
            },
            Unmanaged.passUnretained(errors).toOpaque())
    }

    /// No network, no external entities or DTDs loaded, entities not substituted, no printing.
    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    deinit {
        xmlFreeTextReader(reader)
    }

    /// Moves to the next node; `false` at the end of the document.
    /// After `skipChildren()`, moves past the current element's content instead of into it.
    package func read() throws -> Bool {
        let result: Int32
        if skipsChildrenOnNextRead {
            skipsChildrenOnNextRead = false
            result = xmlTextReaderNext(reader)
        } else {
            result = xmlTextReaderRead(reader)
        }
        if let input, input.exceeded {
            throw FileProblem(
                location,
                "is larger than \(input.maximumBytes.byteCount), the most wordpack reads of such a file (it stopped "
                    + "reading there); it is damaged or not what it should be. Export it again.")
        }
        if result < 0 || errors.fatalLine != nil {
            throw FileProblem(location, damagedMessage)
        }
        return result == 1
    }

    /// Makes the next `read()` skip the content of the current element (a comment, a drawing).
    package func skipChildren() {
        skipsChildrenOnNextRead = true
    }

    package var nodeType: NodeType {
        switch UInt32(clamping: xmlTextReaderNodeType(reader)) {
        case XML_READER_TYPE_ELEMENT.rawValue: return .element
        case XML_READER_TYPE_END_ELEMENT.rawValue: return .endElement
        case XML_READER_TYPE_TEXT.rawValue, XML_READER_TYPE_CDATA.rawValue,
            XML_READER_TYPE_WHITESPACE.rawValue, XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue:
            return .text
        default: return .other
        }
    }

    /// `<!DOCTYPE …>`, or a reference to an entity it declares (`&lol9;`): what a small hostile file uses to
    /// expand into a huge one, and what no file a translation tool writes holds.
    package var isDocumentTypeOrEntity: Bool {
        switch UInt32(clamping: xmlTextReaderNodeType(reader)) {
        case XML_READER_TYPE_DOCUMENT_TYPE.rawValue, XML_READER_TYPE_ENTITY_REFERENCE.rawValue,
            XML_READER_TYPE_ENTITY.rawValue:
            return true
        default: return false
        }
    }

    /// How many bytes of the file have been handed to the parser (a reader made from a descriptor).
    package var bytesRead: Int64 { input?.count ?? 0 }

    /// The name of the current element without its prefix: `c` for `<x:c>`.
    package var localName: String {
        xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? ""
    }

    /// Whether the current node's name without its prefix is `literal` (ASCII): without making a string, for a
    /// reader that looks at every element of a large file.
    package func localNameIs(_ literal: StaticString) -> Bool {
        guard let name = xmlTextReaderConstLocalName(reader) else { return false }
        return Self.equals(name, literal)
    }

    /// Whether libxml2's text `text` is `literal` (ASCII).
    private static func equals(_ text: UnsafePointer<xmlChar>, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { expected in
            for index in 0..<expected.count where text[index] != expected[index] { return false }
            return text[expected.count] == 0
        }
    }

    /// The value of the current element's attribute written `name` (no prefix, or the prefix written out:
    /// `xml:lang`), straight from libxml2: cheaper than `attribute(_:namespace:)`, which walks every attribute.
    package func attribute(named name: String) -> String? {
        guard let value = xmlTextReaderGetAttribute(reader, name) else { return nil }
        defer { wordpack_xmlFree(value) }
        return String(cString: value)
    }

    /// The namespace URI of the current node, if it has one.
    package var namespaceURI: String? {
        xmlTextReaderConstNamespaceUri(reader).map { String(cString: $0) }
    }

    /// How many bytes of the file the parser has read so far: what limits on expansion are measured against.
    package var bytesConsumed: Int64 { Int64(xmlTextReaderByteConsumed(reader)) }

    /// The depth of the current node: 0 for the root element.
    package var depth: Int { Int(xmlTextReaderDepth(reader)) }

    /// `true` for an element written `<x/>`, which has no end element to wait for.
    package var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    /// The characters of a text node (entities and character references already replaced).
    package var text: String {
        xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
    }

    /// The value of the current element's attribute with this local name, ignoring its prefix.
    /// When two attributes share the local name (`office:value-type`, `calcext:value-type`),
    /// `namespace` picks one by its namespace URI.
    package func attribute(_ localName: String, namespace: String? = nil) -> String? {
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
        return "is damaged: its XML could not be read\(whereAbouts). \(advice)"
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

    func record(level: UInt32, line: Int, column: Int) {
        guard level >= XML_ERR_ERROR.rawValue else { return }
        if firstLine == nil { firstLine = line }
        if level >= XML_ERR_FATAL.rawValue, fatalLine == nil { fatalLine = line }
    }
}

/// The bytes of an open file as libxml2 asks for them, counted: past `maximumBytes` it reports an error
/// instead, so the parser stops there.
private final class XMLCountedInput {
    let descriptor: Int32
    let maximumBytes: Int64
    private(set) var count: Int64 = 0
    private(set) var exceeded = false

    init(descriptor: Int32, maximumBytes: Int64) {
        self.descriptor = descriptor
        self.maximumBytes = maximumBytes
    }

    func read(_ buffer: UnsafeMutablePointer<CChar>, _ length: Int) -> Int32 {
        guard !exceeded else { return -1 }
        var got: Int
        repeat { got = Glibc.read(descriptor, buffer, length) } while got < 0 && errno == EINTR
        guard got >= 0 else { return -1 }
        count += Int64(got)
        if count > maximumBytes {
            exceeded = true
            return -1
        }
        return Int32(got)
    }
}

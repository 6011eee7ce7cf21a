import CLibXML2
import WordpackCore

/// What an `XMLPushParser` hands on: the same nodes `XMLStreamReader` gives, in the same order, but as bytes
/// that are only valid during the call. An element written `<x/>` has no end element, as in the reader.
package protocol XMLPushHandler: AnyObject {
    func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws
    func endElement(_ name: XMLName, depth: Int) throws
    /// Character data (text, CDATA, whitespace), possibly in several pieces.
    func text(_ bytes: UnsafeBufferPointer<UInt8>) throws
}

/// A forward-only parser of one XML part fed in chunks (as it is unpacked), through libxml2's SAX2 push
/// parser: much cheaper than the `xmlTextReader` behind `XMLStreamReader`, which builds and frees a node for
/// every element, and no temporary file. For the worksheets, where nearly all of a workbook's bytes are.
///
/// Same settings and messages as `XMLStreamReader`: no network, no external entities, no printing; entities
/// declared in the file are not expanded in text (their content is never handed on), a malformed file is a
/// `FileProblem` at `location` naming the line. Names are local names, interned by libxml2.
package final class XMLPushParser {
    package let location: Location
    private let handler: XMLPushHandler
    private var context: xmlParserCtxtPtr?
    private var handlerError: Error?
    private var firstErrorLine: Int?
    private var fatalErrorLine: Int?
    private var depth = 0
    /// The last element began with `/>`: libxml2 still calls its end, which the reader never reports.
    private var endOfEmptyElement = false

    package init(location: Location, handler: XMLPushHandler) {
        _ = libxml2PushInitialized
        self.location = location
        self.handler = handler
    }

    deinit {
        guard let context else { return }
        if let document = context.pointee.myDoc { xmlFreeDoc(document) }
        xmlFreeParserCtxt(context)
    }

    /// Parses the next chunk of the part. Throws the handler's error, or a `FileProblem` for malformed XML.
    package func feed(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), !bytes.isEmpty else { return }
        guard let context else {
            // The first chunk goes to the constructor, which detects the encoding from it.
            try start(base, count: bytes.count)
            return
        }
        xmlParseChunk(context, base, Int32(bytes.count), 0)
        try checkErrors()
    }

    /// How many bytes of the part the parser has read so far (during a handler's call: up to the node it is
    /// handed), what limits on expansion are measured against.
    package var bytesConsumed: Int64 {
        guard let context else { return 0 }
        return Int64(xmlByteConsumed(context))
    }

    /// Ends the document: throws if it is incomplete or malformed.
    package func finish() throws {
        if context == nil { try start(nil, count: 0) }
        guard let context else { return }
        xmlParseChunk(context, nil, 0, 1)
        try checkErrors()
        if context.pointee.wellFormed == 0 { throw FileProblem(location, damagedMessage) }
    }

    private func start(_ bytes: UnsafePointer<CChar>?, count: Int) throws {
        var sax = xmlSAXHandler()
        xmlSAXVersion(&sax, 2)  // libxml2's own SAX2 handlers for the document and its declarations
        sax.startElementNs = { context, name, _, _, _, _, count, _, attributes in
            guard let parser = XMLPushParser.parser(context), let name else { return }
            parser.started(
                XMLName(bytes: name), XMLAttributes(base: attributes, count: Int(count), context: parser.context))
        }
        sax.endElementNs = { context, name, _, _ in
            guard let parser = XMLPushParser.parser(context), let name else { return }
            parser.ended(XMLName(bytes: name))
        }
        let characters: charactersSAXFunc = { context, bytes, count in
            guard let parser = XMLPushParser.parser(context), let bytes else { return }
            parser.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        sax.characters = characters
        sax.ignorableWhitespace = characters
        sax.cdataBlock = characters
        sax.reference = nil
        sax.comment = nil
        sax.processingInstruction = nil
        sax.serror = { context, error in
            guard let context, let error else { return }
            let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let owner = parserContext.pointee._private else { return }
            Unmanaged<XMLPushParser>.fromOpaque(owner).takeUnretainedValue()
                .record(level: error.pointee.level.rawValue, line: Int(error.pointee.line))
        }
        guard let context = xmlCreatePushParserCtxt(&sax, nil, bytes, Int32(count), nil) else {
            throw FileProblem(location, "could not be read: there is not enough memory to read it.")
        }
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        xmlCtxtUseOptions(
            context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))
        self.context = context
        xmlParseChunk(context, nil, 0, 0)  // the constructor only stored the first chunk
        try checkErrors()
    }

    /// The parser whose document `context` parses; `nil` for the content of a declared entity, which libxml2
    /// parses with a context of its own (and which the reader does not hand on either).
    private static func parser(_ context: UnsafeMutableRawPointer?) -> XMLPushParser? {
        guard let context else { return nil }
        let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let owner = parserContext.pointee._private else { return nil }
        let parser = Unmanaged<XMLPushParser>.fromOpaque(owner).takeUnretainedValue()
        guard parser.context == parserContext, parser.handlerError == nil, parser.fatalErrorLine == nil
        else { return nil }
        return parser
    }

    private func started(_ name: XMLName, _ attributes: XMLAttributes) {
        // What `xmlTextReaderIsEmptyElement` looks at: the start tag ends with `/>`.
        var isEmpty = false
        if let input = context?.pointee.input, let cursor = input.pointee.cur {
            isEmpty = cursor[0] == UInt8(ascii: "/") && cursor[1] == UInt8(ascii: ">")
        }
        let elementDepth = depth
        depth += 1
        endOfEmptyElement = isEmpty
        deliver { try handler.element(name, attributes, depth: elementDepth, isEmpty: isEmpty) }
    }

    private func ended(_ name: XMLName) {
        depth -= 1
        if endOfEmptyElement {
            endOfEmptyElement = false
            return
        }
        let elementDepth = depth
        deliver { try handler.endElement(name, depth: elementDepth) }
    }

    private func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        endOfEmptyElement = false
        deliver { try handler.text(bytes) }
    }

    private func deliver(_ event: () throws -> Void) {
        do {
            try event()
        } catch {
            handlerError = error
            if let context { xmlStopParser(context) }
        }
    }

    private func record(level: UInt32, line: Int) {
        guard level >= XML_ERR_ERROR.rawValue else { return }
        if firstErrorLine == nil { firstErrorLine = line }
        if level >= XML_ERR_FATAL.rawValue, fatalErrorLine == nil { fatalErrorLine = line }
    }

    private func checkErrors() throws {
        if let handlerError { throw handlerError }
        if fatalErrorLine != nil { throw FileProblem(location, damagedMessage) }
    }

    /// The attribute value with character and entity references replaced, as the reader gives it.
    static func decoded(_ value: UnsafeBufferPointer<UInt8>, context: xmlParserCtxtPtr?) -> String {
        guard let context, let base = value.baseAddress,
            let text = xmlStringLenDecodeEntities(context, base, Int32(value.count), XML_SUBSTITUTE_REF, 0, 0, 0)
        else { return String(decoding: value, as: UTF8.self) }
        defer { wordpack_xmlFree(text) }
        return String(cString: text)
    }

    private var damagedMessage: String {
        let line = fatalErrorLine ?? firstErrorLine
        let whereAbouts = line.map { " (line \($0))" } ?? ""
        return "is damaged: its XML could not be read\(whereAbouts). Open it in Excel or LibreOffice and save it again."
    }
}

/// libxml2 must be initialised once, before threads use it.
private let libxml2PushInitialized: Void = xmlInitParser()

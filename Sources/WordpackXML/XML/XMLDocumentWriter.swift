import CLibXML2

/// Writes an XML document into memory through libxml2's `xmlTextWriter`, which escapes text and
/// indents with tabs. Owns the writer and its buffer.
package final class XMLDocumentWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr
    /// The first libxml2 call that failed, for the error.
    private var failure: String?

    package init?() {
        guard let buffer = xmlBufferCreate() else { return nil }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            return nil
        }
        self.buffer = buffer
        self.writer = writer
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "\t")
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    private func check(_ result: Int32, _ what: String) {
        if result < 0, failure == nil { failure = what }
    }

    package func startDocument() {
        check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "the XML declaration")
    }

    /// The doctype on one line, as Apple writes it (libxml2 breaks it over lines when indenting).
    package func doctype(_ name: String, publicID: String, systemID: String) {
        xmlTextWriterSetIndent(writer, 0)
        check(xmlTextWriterWriteDTD(writer, name, publicID, systemID, nil), "the doctype")
        check(xmlTextWriterWriteRaw(writer, "\n"), "the doctype")
        xmlTextWriterSetIndent(writer, 1)
    }

    package func start(_ element: String) { check(xmlTextWriterStartElement(writer, element), "<\(element)>") }

    package func attribute(_ name: String, _ value: String) {
        check(xmlTextWriterWriteAttribute(writer, name, value), "the attribute \(name)")
    }

    package func end() { check(xmlTextWriterEndElement(writer), "an end tag") }

    /// `<name>text</name>`, with the text escaped.
    package func element(_ name: String, _ text: String) {
        check(xmlTextWriterWriteElement(writer, name, text), "<\(name)>")
    }

    /// The document's bytes, or the name of the part libxml2 could not write.
    package func finish() -> Result<[UInt8], XMLWriterFailure> {
        check(xmlTextWriterEndDocument(writer), "the end of the document")
        check(xmlTextWriterFlush(writer), "the buffer")
        if let failure { return .failure(XMLWriterFailure(part: failure)) }
        let count = Int(xmlBufferLength(buffer))
        guard count > 0, let content = xmlBufferContent(buffer) else { return .success([]) }
        return .success(Array(UnsafeBufferPointer(start: content, count: count)))
    }
}

/// libxml2 could not write part of a document (it runs out of memory, or the text is not UTF-8).
package struct XMLWriterFailure: Error {
    package var part: String

    package init(part: String) {
        self.part = part
    }
}

import Foundation
import Testing
import WordpackCore
import WordpackTestSupport
import WordpackXML

/// The libxml2 streaming reader: local names, attributes, text, skipping, and errors as sentences.
@Suite struct XMLStreamReaderTests {
    let folder: TemporaryFolder
    let location = Location(file: "inputs/lists/Animals.xlsx", sheet: "Animals")

    init() throws {
        folder = try TemporaryFolder()
    }

    func reader(_ xml: String) throws -> XMLStreamReader {
        try XMLStreamReader(path: folder.write("part.xml", xml).path, location: location)
    }

    /// The text of every `t` element, ignoring the rest.
    func texts(_ reader: XMLStreamReader, skipping skipped: String? = nil) throws -> [String] {
        var texts: [String] = []
        var current: String?
        while try reader.read() {
            switch reader.nodeType {
            case .element where reader.localName == skipped: reader.skipChildren()
            case .element where reader.localName == "t": current = ""
            case .text: current? += reader.text
            case .endElement where reader.localName == "t":
                texts.append(current ?? "")
                current = nil
            default: break
            }
        }
        return texts
    }

    @Test func elementsAndAttributesMatchByLocalName() throws {
        let reader = try reader(#"<x:c xmlns:x="urn:strict" x:r="A1" t="s"><x:v/></x:c>"#)
        #expect(try reader.read())
        #expect(reader.nodeType == .element)
        #expect(reader.localName == "c")
        #expect(reader.namespaceURI == "urn:strict")
        #expect(reader.attribute("r") == "A1")
        #expect(reader.attribute("t") == "s")
        #expect(reader.attribute("x") == nil)  // a namespace declaration is not an attribute
        #expect(reader.attribute("missing") == nil)
        #expect(reader.depth == 0)
        #expect(!reader.isEmptyElement)
        #expect(try reader.read())
        #expect(reader.localName == "v")
        #expect(reader.isEmptyElement)
        #expect(reader.depth == 1)
    }

    @Test func aNamespacePicksBetweenAttributesOfTheSameLocalName() throws {
        let reader = try reader(
            #"<cell xmlns:o="urn:office" xmlns:k="urn:calc" k:value-type="error" o:value-type="float"/>"#)
        #expect(try reader.read())
        #expect(reader.attribute("value-type", namespace: "urn:office") == "float")
        #expect(reader.attribute("value-type", namespace: "urn:calc") == "error")
    }

    @Test func textHasEntitiesReplacedAndKeepsItsSpaces() throws {
        let reader = try reader("<r><t>  a &amp; b&#10;<![CDATA[<c>]]> </t><t> </t></r>")
        #expect(try texts(reader) == ["  a & b\n<c> ", " "])
    }

    @Test func skippedElementsAreNotRead() throws {
        let reader = try reader("<r><skip><t>hidden</t><t>also hidden</t></skip><t>shown</t><skip/><t>too</t></r>")
        #expect(try texts(reader, skipping: "skip") == ["shown", "too"])
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        try folder.write("secret.txt", "secret")
        let reader = try reader(
            """
            <!DOCTYPE r [<!ENTITY e SYSTEM "\(folder.file("secret.txt").path)">]><r><t>&e;</t></r>
            """)
        #expect(try texts(reader) == [""])
    }

    @Test func malformedXMLIsAProblemNamingTheLine() throws {
        let reader = try reader("<r>\n<t>one</t>\n<t>two</b>\n</r>\n")
        let problem = fileProblem { while try reader.read() {} }
        #expect(problem?.location == location)
        #expect(
            problem?.message
                == "is damaged: its XML could not be read (line 3). Open it in Excel or LibreOffice and save it again.")
    }

    @Test func textThatIsNotUTF8IsAProblem() throws {
        let path = try folder.write("latin1.xml", Data([0x3C, 0x72, 0x3E, 0xE9, 0x3C, 0x2F, 0x72, 0x3E])).path
        let reader = try XMLStreamReader(path: path, location: location)
        let problem = fileProblem { while try reader.read() {} }
        #expect(
            problem?.message
                == "is damaged: its XML could not be read (line 1). Open it in Excel or LibreOffice and save it again.")
    }

    @Test func aMissingFileIsAProblem() {
        let problem = fileProblem { _ = try XMLStreamReader(path: folder.file("none.xml").path, location: location) }
        #expect(problem?.location == location)
    }
}

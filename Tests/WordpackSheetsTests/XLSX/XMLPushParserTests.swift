import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackSheets
@testable import WordpackXML

/// The push parser hands on the nodes the streaming reader gives, in the same order, for every part of the
/// committed workbooks (LibreOffice, openpyxl, strict namespaces) and for the XML corners a sheet can hold.
@Suite struct XMLPushParserTests {
    let folder: TemporaryFolder
    let location = Location(file: "inputs/lists/Animals.xlsx", sheet: "Animals")

    init() throws {
        folder = try TemporaryFolder()
    }

    /// One node as both readers report it; adjacent text is joined (either may split it).
    enum Node: Equatable {
        case element(String, depth: Int, isEmpty: Bool, r: String?, t: String?, ref: String?)
        case end(String, depth: Int)
        case text(String)
    }

    final class Recorder: XMLPushHandler {
        var nodes: [Node] = []

        func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws {
            nodes.append(
                .element(
                    String(cString: name.bytes), depth: depth, isEmpty: isEmpty,
                    r: attributes.string("r"), t: attributes.string("t"), ref: attributes.string("ref")))
        }

        func endElement(_ name: XMLName, depth: Int) throws {
            nodes.append(.end(String(cString: name.bytes), depth: depth))
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            Self.append(String(decoding: bytes, as: UTF8.self), to: &nodes)
        }

        static func append(_ text: String, to nodes: inout [Node]) {
            if case .text(let before)? = nodes.last {
                nodes[nodes.count - 1] = .text(before + text)
            } else {
                nodes.append(.text(text))
            }
        }
    }

    func pushed(_ xml: Data, chunk: Int = 7) throws -> [Node] {
        let recorder = Recorder()
        let parser = XMLPushParser(location: location, handler: recorder)
        var start = 0
        while start < xml.count {
            let end = min(start + chunk, xml.count)
            try xml[start..<end].withUnsafeBytes { try parser.feed($0) }
            start = end
        }
        try parser.finish()
        return recorder.nodes
    }

    func streamed(_ xml: Data) throws -> [Node] {
        let reader = try XMLStreamReader(path: folder.write("part.xml", xml).path, location: location)
        var nodes: [Node] = []
        while try reader.read() {
            switch reader.nodeType {
            case .element:
                nodes.append(
                    .element(
                        reader.localName, depth: reader.depth, isEmpty: reader.isEmptyElement,
                        r: reader.attribute("r"), t: reader.attribute("t"), ref: reader.attribute("ref")))
            case .endElement:
                nodes.append(.end(reader.localName, depth: reader.depth))
            case .text:
                Recorder.append(reader.text, to: &nodes)
            case .other:
                break
            }
        }
        return nodes
    }

    @Test(arguments: [
        "xlsx/libreoffice.xlsx", "xlsx/openpyxl.xlsx", "xlsx/strict-prefixed.xlsx",
        "xlsx/no-cell-references.xlsx",
    ])
    func everyPartOfAWorkbookGivesTheSameNodes(fixture: String) throws {
        let package = try ZippedSpreadsheet(url: Fixtures.url(fixture), displayPath: fixture, kind: .xlsx)
        let parts = package.partPaths.filter { $0.hasSuffix(".xml") }.sorted()
        #expect(parts.contains { $0.contains("sheet") })
        for part in parts {
            let xml = try #require(try package.smallPart(part, limit: 50_000_000))
            let expected = try streamed(xml)
            #expect(!expected.isEmpty)
            #expect(try pushed(xml) == expected, "\(fixture) \(part)")
            #expect(try pushed(xml, chunk: 64 * 1024) == expected, "\(fixture) \(part)")
        }
    }

    @Test func theCornersOfXMLGiveTheSameNodes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE worksheet [<!ENTITY e "declared">]>
            <worksheet xmlns="urn:main" xmlns:x="urn:x"><!-- a comment --><sheetData>
            <row r="1"><c r="A&#49;" t="s"><v>1</v></c><c r='B1' x:t="str"><v>a &amp; b &#x263A; <![CDATA[<raw>]]></v></c>
            <c r="C1" t="inlineStr"><is><r><t xml:space="preserve"> x </t></r><rPh><t>ヨミ</t></rPh><t>&e;</t></is></c>
            <c/><c></c><?pi data?></row><row/></sheetData><mergeCells><mergeCell ref="A1:B&#50;"/></mergeCells>
            </worksheet>
            """
        let data = Data(xml.utf8)
        let expected = try streamed(data)
        #expect(expected.contains(.element("c", depth: 3, isEmpty: false, r: "A1", t: "s", ref: nil)))
        #expect(expected.contains(.element("mergeCell", depth: 2, isEmpty: true, r: nil, t: nil, ref: "A1:B2")))
        #expect(try pushed(data) == expected)
        #expect(try pushed(data, chunk: 1) == expected)
    }

    @Test func malformedXMLIsTheSameProblem() throws {
        let data = Data("<r>\n<t>one</t>\n<t>two</b>\n</r>\n".utf8)
        var problem: FileProblem?
        do { _ = try pushed(data) } catch let error as FileProblem { problem = error }
        #expect(problem?.location == location)
        #expect(
            problem?.message
                == "is damaged: its XML could not be read (line 3). Open it in Excel or LibreOffice and save it again.")
    }
}

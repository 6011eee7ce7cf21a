import Foundation
import Testing

@testable import WordpackCore
@testable import WordpackSheets
@testable import WordpackXML

/// The shared strings part read through the push parser, a byte at a time or in large chunks: each `<si>` is
/// the text its cells show.
@Suite struct XLSXSharedStringsTests {
    func strings(_ xml: String, chunk: Int) throws -> [String] {
        let handler = XLSXSharedStrings()
        let parser = XMLPushParser(location: Location(file: "words.xlsx"), handler: handler)
        let data = Data(xml.utf8)
        for start in stride(from: 0, to: data.count, by: chunk) {
            try data[start..<min(start + chunk, data.count)].withUnsafeBytes { try parser.feed($0) }
        }
        try parser.finish()
        return handler.strings
    }

    @Test(arguments: [1, 64 * 1024])
    func everyItemIsTheTextItsCellsShow(chunk: Int) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <x:sst xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="7" uniqueCount="7">
            <x:si><x:t>ant</x:t></x:si>
            <x:si/>
            <x:si><x:r><x:rPr><x:b/></x:rPr><x:t xml:space="preserve">rich </x:t></x:r><x:r><x:t>text</x:t></x:r></x:si>
            <x:si><x:t>日本</x:t><x:rPh sb="0" eb="2"><x:t>ニホン</x:t></x:rPh><x:phoneticPr fontId="1"/></x:si>
            <x:si><x:t>line_x000D_break &amp; _x005F_x0041_ <![CDATA[<raw>]]></x:t></x:si>
            <x:si><x:t/><x:r><x:t>after an empty run</x:t></x:r>between runs</x:si>
            <x:si><x:t>outer</x:t><x:si><x:t> inner</x:t></x:si></x:si>
            </x:sst>
            """
        #expect(
            try strings(xml, chunk: chunk) == [
                "ant", "", "rich text", "日本", "line\rbreak & _x0041_ <raw>", "after an empty run", "outer inner",
            ])
    }

    /// Handed on in chunks (`XLSXSharedTexts`), the strings are every one of the part's, in order, and each chunk but
    /// the last holds exactly `chunkSize` of them (what finding a text by its number counts on), however many there
    /// are and wherever empty `<si/>`s fall (two in a row, at a chunk's end).
    @Test(arguments: [0, 1, 3, 4, 5, 8, 9])
    func chunksHoldEveryStringInOrder(count: Int) throws {
        let chunkSize = 4
        let items = (0..<count).map { [3, 4].contains($0 % 5) ? "<si/>" : "<si><t>s\($0)</t></si>" }
        var chunks: [[String]] = []
        let handler = XLSXSharedStrings(chunkSize: chunkSize) { chunks.append($0) }
        let parser = XMLPushParser(location: Location(file: "words.xlsx"), handler: handler)
        try Data("<sst>\(items.joined())</sst>".utf8).withUnsafeBytes { try parser.feed($0) }
        try parser.finish()
        chunks.append(handler.strings)
        #expect(chunks.dropLast().allSatisfy { $0.count == chunkSize })
        #expect(chunks.flatMap { $0 } == (0..<count).map { [3, 4].contains($0 % 5) ? "" : "s\($0)" })
    }

    @Test func aPartThatBreaksOffIsDamaged() throws {
        #expect(throws: FileProblem.self) { try strings("<sst><si><t>ant</t></si><si><t>be", chunk: 5) }
    }
}

import Foundation
import WordpackCore
import WordpackXML

/// The fonts an SVG's text asks for, gathered while its XML is read once (`SVGDocument`): whether any
/// `<text>` holds more than white space, and the first family of every `font-family` (attribute, `style`
/// attribute or `<style>` sheet; inheritance is not followed, so every family named anywhere counts).
struct SVGTextFonts {
    private var openTexts = 0
    private(set) var hasText = false
    /// The characters of all its text (white space included).
    private(set) var characters = 0
    private(set) var families: Set<String> = []

    /// Takes in the reader's current node.
    mutating func read(_ reader: XMLStreamReader, inStyle: Bool) {
        switch reader.nodeType {
        case .element:
            if reader.localName == "text", !reader.isEmptyElement { openTexts += 1 }
            if let family = reader.attribute("font-family") { add(family) }
            if let style = reader.attribute("style") { addDeclarations(in: style) }
        case .endElement:
            if reader.localName == "text", openTexts > 0 { openTexts -= 1 }
        case .text:
            if inStyle { addDeclarations(in: reader.text) }
            guard openTexts > 0 else { break }
            let text = reader.text
            characters += text.unicodeScalars.count
            if !hasText, text.contains(where: { !$0.isWhitespace }) { hasText = true }
        default:
            break
        }
    }

    /// The families the text asks for that are not among wordpack's fonts (`DrawingFonts.families`), sorted;
    /// "the default font" when it names none. Empty for an SVG without text.
    var notInSet: [String] {
        guard hasText else { return [] }
        guard !families.isEmpty else { return ["the default font"] }
        return families.filter { !DrawingFonts.families.contains($0.lowercased()) }.sorted()
    }

    /// The value of every `font-family:` in CSS text.
    private mutating func addDeclarations(in css: String) {
        var rest = Substring(css)
        while let name = rest.range(of: "font-family", options: .caseInsensitive) {
            rest = rest[name.upperBound...]
            let afterSpace = rest.drop { $0.isWhitespace }
            guard afterSpace.first == ":" else { continue }
            let value = afterSpace.dropFirst().prefix { $0 != ";" && $0 != "}" && $0 != "!" }
            add(String(value))
        }
    }

    /// The first family of a `font-family` list, without quotes.
    private mutating func add(_ list: String) {
        let first = list.split(separator: ",").first.map(String.init) ?? ""
        let name = first.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\"'"))
        if !name.isEmpty, !name.lowercased().hasPrefix("inherit") { families.insert(name) }
    }
}

import Foundation

/// The sentences the program can print, as the Swift source spells them: every string literal under `Sources/`,
/// read as text, with each interpolation (`\(count)`) a hole any text may fill. Literals joined by `+` alone
/// (`"…so nothing was " + "written: \(why)"`) are one template. A quoted diagnostic is matched against the
/// templates' pieces, the runs of text between holes (`QuotedDiagnostic.unexplained(by:)`).
struct MessageTemplates {
    /// A template's pieces, whitespace runs made one space, each with at least 4 characters other than spaces:
    /// shorter ones (`", "`, `"s"`) say too little to vouch for a quote.
    let pieces: [[UInt32]]
    /// The same pieces sorted, and reversed and sorted, to find a piece that begins (or ends) with some text.
    private let sorted: [[UInt32]]
    private let reversedSorted: [[UInt32]]
    /// The pieces by their first 4 characters.
    private let byStart: [[UInt32]: [[UInt32]]]
    /// How many templates were read: a reading that finds few is broken.
    let templateCount: Int

    static let minimumPieceCharacters = 4

    init(templates: [String]) {
        var pieces = Set<[UInt32]>()
        for template in templates {
            for piece in template.split(separator: Self.hole, omittingEmptySubsequences: true) {
                let text = Self.scalars(Self.collapsingWhitespace(String(piece)))
                if text.filter({ $0 != 0x20 }).count >= Self.minimumPieceCharacters { pieces.insert(text) }
            }
        }
        self.pieces = Array(pieces)
        sorted = pieces.sorted { $0.lexicographicallyPrecedes($1) }
        reversedSorted = pieces.map { Array($0.reversed()) }.sorted { $0.lexicographicallyPrecedes($1) }
        byStart = Dictionary(grouping: pieces, by: { Array($0.prefix(Self.minimumPieceCharacters)) })
        templateCount = templates.count
    }

    /// The templates of every `.swift` file under `folder`.
    init(sources folder: URL) throws {
        var templates: [String] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            templates += Self.templates(in: try String(contentsOf: url, encoding: .utf8))
        }
        self.init(templates: templates)
    }

    /// The character a hole is written as in a template.
    static let hole: Character = "\u{0}"

    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    static func collapsingWhitespace(_ text: String) -> String {
        text.replacing(#/\s+/#, with: " ")
    }

    /// Pieces that are the whole of `text` from `start` (each a candidate for the next part of a quote).
    func pieces(at start: Int, of text: [UInt32]) -> [[UInt32]] {
        guard start + Self.minimumPieceCharacters <= text.count else { return [] }
        return (byStart[Array(text[start..<start + Self.minimumPieceCharacters])] ?? []).filter {
            text[start...].starts(with: $0)
        }
    }

    /// Whether some piece begins with `text` (a quote that stops in the middle of a sentence).
    func somePieceBegins(with text: ArraySlice<UInt32>) -> Bool {
        Self.someElement(of: sorted, beginsWith: text)
    }

    /// Whether some piece ends with `text` (a quote that starts in the middle of a sentence, after a `…`).
    func somePieceEnds(with text: ArraySlice<UInt32>) -> Bool {
        Self.someElement(of: reversedSorted, beginsWith: ArraySlice(text.reversed()))
    }

    private static func someElement(of sorted: [[UInt32]], beginsWith prefix: ArraySlice<UInt32>) -> Bool {
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low].starts(with: prefix)
    }
}

extension MessageTemplates {
    /// The string literals of a Swift file as templates: escapes resolved, a multi-line literal's indentation and
    /// its `\`-continued line breaks taken out, interpolations made holes, comments skipped, and literals that
    /// only `+` separates joined. A literal inside an interpolation (`"\(n == 1 ? "" : "s")"`) is a template of
    /// its own.
    static func templates(in source: String) -> [String] {
        var reader = LiteralReader(Array(source.unicodeScalars))
        reader.readCode(interpolation: false)
        var joined: [(text: String, end: Int)] = []
        var nested: [String] = []
        for literal in reader.literals.sorted(by: { $0.start < $1.start }) {
            if literal.depth > 0 {
                nested.append(literal.text)
                continue
            }
            if let last = joined.last,
                String(String.UnicodeScalarView(reader.source[last.end..<literal.start]))
                    .wholeMatch(of: #/\s*\+\s*/#) != nil
            {
                joined[joined.count - 1] = (last.text + literal.text, literal.end)
            } else {
                joined.append((literal.text, literal.end))
            }
        }
        return joined.map(\.text) + nested
    }

    /// Reads Swift source a scalar at a time, keeping each string literal with its range and how deep in
    /// interpolations it is.
    private struct LiteralReader {
        let source: [Unicode.Scalar]
        var index = 0
        var depth = 0
        var literals: [(text: String, start: Int, end: Int, depth: Int)] = []

        init(_ source: [Unicode.Scalar]) { self.source = source }

        func at(_ position: Int) -> Unicode.Scalar { position < source.count ? source[position] : "\u{0}" }

        func starts(with text: String, at position: Int) -> Bool {
            text.unicodeScalars.enumerated().allSatisfy { at(position + $0.offset) == $0.element }
        }

        func hashes(at position: Int) -> Int {
            var count = 0
            while at(position + count) == "#" { count += 1 }
            return count
        }

        /// Code until the end (or, in an interpolation, the `)` that closes it).
        mutating func readCode(interpolation: Bool) {
            var parentheses = 0
            while index < source.count {
                if starts(with: "//", at: index) {
                    while index < source.count && source[index] != "\n" { index += 1 }
                } else if starts(with: "/*", at: index) {
                    var nesting = 0
                    repeat {
                        if starts(with: "/*", at: index) {
                            nesting += 1
                            index += 2
                        } else if starts(with: "*/", at: index) {
                            nesting -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    } while nesting > 0 && index < source.count
                } else if source[index] == "\"" || source[index] == "#" {
                    let count = hashes(at: index)
                    guard at(index + count) == "\"" else {
                        index += max(count, 1)
                        continue
                    }
                    readLiteral(hashes: count)
                } else if source[index] == "(" {
                    parentheses += 1
                    index += 1
                } else if source[index] == ")" {
                    index += 1
                    if interpolation && parentheses == 0 { return }
                    parentheses -= 1
                } else {
                    index += 1
                }
            }
        }

        /// A literal starting at `index` (its `#`s, then `"` or `"""`).
        mutating func readLiteral(hashes count: Int) {
            let start = index
            let multiline = starts(with: "\"\"\"", at: index + count)
            index += count + (multiline ? 3 : 1)
            if multiline {
                while index < source.count && source[index] != "\n" { index += 1 }
                index += 1
                skipIndentation()
            }
            var text = String.UnicodeScalarView()
            reading: while index < source.count {
                let scalar = source[index]
                if scalar == "\\" && hashes(at: index + 1) >= count {
                    let after = index + 1 + count
                    switch at(after) {
                    case "(":
                        index = after + 1
                        depth += 1
                        readCode(interpolation: true)
                        depth -= 1
                        text.append(Unicode.Scalar(UInt8(0)))
                    case "\n" where multiline:
                        index = after + 1
                        skipIndentation()
                    case "u":
                        var end = after + 2
                        while end < source.count && source[end] != "}" { end += 1 }
                        let hex = String(String.UnicodeScalarView(source[(after + 2)..<min(end, source.count)]))
                        if let value = UInt32(hex, radix: 16), let escaped = Unicode.Scalar(value) {
                            text.append(escaped)
                        }
                        index = end + 1
                    default:
                        // `\0` is not the hole: a NUL in a message would be a hole otherwise.
                        let escapes: [Unicode.Scalar: Unicode.Scalar] = [
                            "n": "\n", "t": "\t", "r": "\r", "0": "\u{FFFD}",
                        ]
                        text.append(escapes[at(after)] ?? at(after))
                        index = after + 1
                    }
                } else if multiline && starts(with: "\"\"\"" + String(repeating: "#", count: count), at: index) {
                    index += 3 + count
                    break reading
                } else if !multiline && scalar == "\"" && hashes(at: index + 1) >= count {
                    index += 1 + count
                    break reading
                } else {
                    text.append(scalar)
                    index += 1
                    if multiline && scalar == "\n" { skipIndentation() }
                }
            }
            var literal = String(text)
            if multiline && literal.hasSuffix("\n") { literal.removeLast() }
            literals.append((literal, start, index, depth))
        }

        mutating func skipIndentation() {
            while index < source.count && source[index] == " " { index += 1 }
        }
    }
}

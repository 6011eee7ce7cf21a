import Foundation
import WordpackTestSupport

/// A Swift file read as text, for tests that check the documentation against the code without compiling it
/// (`PipelineJSONReferenceTests`). Three copies of the same bytes: the source; `code`, with comments blanked;
/// `structure`, with comments and the contents of string literals blanked, so that a brace or a keyword inside a
/// string (`"{\"first\": N}"`) is not taken for code. Blanking keeps every byte's place, so a range found in one
/// copy is the same range in the others.
struct SwiftSourceFile {
    let path: String
    let code: [UInt8]
    let structure: [UInt8]

    /// The type declarations (`struct`, `enum`, `class`, `actor`, `protocol`) and `extension`s of the file.
    private(set) var declarations: [Declaration] = []

    /// A type or an extension: its name as written (`License`, `OpenBoard.License` for an extension), the names
    /// it is nested in, its inheritance clause and the range of its body between the braces.
    struct Declaration {
        var keyword: String
        var name: String
        var outer: [String]
        var inheritance: String
        var body: Range<Int>

        /// `OpenBoard.License`: the outer names and its own.
        var qualifiedName: String { (outer + [name]).joined(separator: ".") }
    }

    init(path: String, text: String) {
        self.path = path
        let source = Array(text.utf8)
        (code, structure) = Self.blank(source)
        declarations = findDeclarations()
    }

    /// The text of `range` in `copy` (`code` or `structure`).
    func text(_ range: Range<Int>, of copy: [UInt8]) -> String {
        String(decoding: copy[range], as: UTF8.self)
    }

    /// The body of a declaration with everything inside nested braces blanked (the braces kept): what is
    /// declared at its own level.
    func ownLevel(of declaration: Declaration) -> String {
        var bytes = Array(structure[declaration.body])
        var depth = 0
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                depth += 1
                if depth > 1 { bytes[index] = 0x20 }
            case UInt8(ascii: "}"):
                if depth > 1 { bytes[index] = 0x20 }
                depth -= 1
            case 0x0A: break
            default: if depth > 0 { bytes[index] = 0x20 }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when every `{` has its `}` and no `}` comes first: the blanking understood the file.
    var bracesBalance: Bool {
        var depth = 0
        for byte in structure {
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}

extension SwiftSourceFile {
    /// Blanks comments (in both copies) and the contents of string literals (in `structure`), following string
    /// interpolations (`"\(a ? "x" : "y")"`), raw strings (`#"…"#`) and multi-line strings (`"""`). Line breaks
    /// are kept.
    private static func blank(_ source: [UInt8]) -> (code: [UInt8], structure: [UInt8]) {
        enum Context {
            case code(parentheses: Int, interpolation: Bool)
            case string(hashes: Int, multiline: Bool)
        }
        let (slash, star, quote, hash, backslash) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "\\")
        )
        let (open, close, newline, space) = (UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(0x0A), UInt8(0x20))
        var code = source
        var structure = source
        var stack: [Context] = [.code(parentheses: 0, interpolation: false)]
        var index = 0
        func byte(_ at: Int) -> UInt8 { at < source.count ? source[at] : 0 }
        func hashes(from start: Int) -> Int {
            var count = 0
            while byte(start + count) == hash { count += 1 }
            return count
        }
        func blank(_ range: Range<Int>, comment: Bool) {
            for at in range where at < source.count && source[at] != newline {
                structure[at] = space
                if comment { code[at] = space }
            }
        }
        while index < source.count {
            switch stack[stack.count - 1] {
            case .code(let parentheses, let interpolation):
                let current = source[index]
                if current == slash && byte(index + 1) == slash {
                    var end = index
                    while end < source.count && source[end] != newline { end += 1 }
                    blank(index..<end, comment: true)
                    index = end
                } else if current == slash && byte(index + 1) == star {
                    var end = index + 2
                    var depth = 1
                    while end < source.count && depth > 0 {
                        if source[end] == slash && byte(end + 1) == star {
                            depth += 1
                            end += 2
                        } else if source[end] == star && byte(end + 1) == slash {
                            depth -= 1
                            end += 2
                        } else {
                            end += 1
                        }
                    }
                    blank(index..<end, comment: true)
                    index = end
                } else if current == quote || current == hash {
                    let count = hashes(from: index)
                    guard byte(index + count) == quote else {
                        index += max(count, 1)
                        continue
                    }
                    let multiline = byte(index + count + 1) == quote && byte(index + count + 2) == quote
                    index += count + (multiline ? 3 : 1)
                    stack.append(.string(hashes: count, multiline: multiline))
                } else if current == open {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1, interpolation: interpolation)
                    index += 1
                } else if current == close && parentheses == 0 && interpolation {
                    stack.removeLast()
                    index += 1
                } else {
                    if current == close {
                        stack[stack.count - 1] = .code(
                            parentheses: max(parentheses - 1, 0), interpolation: interpolation)
                    }
                    index += 1
                }
            case .string(let count, let multiline):
                let current = source[index]
                if current == backslash && hashes(from: index + 1) >= count {
                    let after = index + 1 + count
                    if byte(after) == open {
                        blank(index..<after + 1, comment: false)
                        stack.append(.code(parentheses: 0, interpolation: true))
                        index = after + 1
                    } else {
                        blank(index..<after + 1, comment: false)
                        index = after + 1
                    }
                } else if current == quote
                    && (!multiline || (byte(index + 1) == quote && byte(index + 2) == quote))
                    && hashes(from: index + (multiline ? 3 : 1)) >= count
                {
                    stack.removeLast()
                    index += (multiline ? 3 : 1) + count
                } else {
                    blank(index..<index + 1, comment: false)
                    index += 1
                }
            }
        }
        return (code, structure)
    }

    /// Every declaration, with the names of the declarations it is nested in.
    private func findDeclarations() -> [Declaration] {
        let text = String(decoding: structure, as: UTF8.self)
        let keywords = ["struct", "enum", "class", "actor", "protocol", "extension"]
        let notNames: Set = ["func", "var", "let", "init", "subscript"]
        var found: [Declaration] = []
        let pattern = #/(?:^|[^A-Za-z0-9_.@])(struct|enum|class|actor|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)/#
        for match in text.matches(of: pattern) {
            let name = String(match.output.2)
            guard keywords.contains(String(match.output.1)), !notNames.contains(name) else { continue }
            let after = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
            guard let brace = structure[after...].firstIndex(of: UInt8(ascii: "{")),
                !structure[after..<brace].contains(UInt8(ascii: "}"))
            else { continue }
            var depth = 0
            var end = brace
            for index in brace..<structure.count {
                if structure[index] == UInt8(ascii: "{") { depth += 1 }
                if structure[index] == UInt8(ascii: "}") { depth -= 1 }
                if depth == 0 {
                    end = index
                    break
                }
            }
            found.append(
                Declaration(
                    keyword: String(match.output.1), name: name, outer: [],
                    inheritance: self.text(after..<brace, of: structure), body: (brace + 1)..<end))
        }
        // Nesting: the declarations whose bodies hold this one's, outermost first.
        return found.map { declaration in
            var nested = declaration
            nested.outer =
                found
                .filter { $0.body.lowerBound < declaration.body.lowerBound }
                .filter { $0.body.upperBound > declaration.body.upperBound }
                .sorted { $0.body.lowerBound < $1.body.lowerBound }
                .map(\.name)
            return nested
        }
    }
}

import Foundation

/// The line and column of elements of an XML file, by their number in document order (the first element is
/// 1; see `XLIFFDocument`).
///
/// libxml2's streaming reader parses ahead of the node it hands on, and keeps line numbers past 65,535 only for
/// text, so the places are found in a second pass over the bytes, made only when a message or a translation
/// needs them: a scan for start tags that steps over end tags, comments, CDATA sections, processing
/// instructions and quoted attribute values. Columns count characters (UTF-8 sequences) from 1, as editors
/// show them. A file in UTF-16 gets no places (its messages name the file and the unit).
public enum XMLElementPositions {
    public struct Position: Hashable, Sendable {
        public var line: Int
        public var column: Int
    }

    /// The positions of the elements numbered `wanted` in the regular file at `path`; an element the scan does
    /// not reach (a file changed meanwhile) is left out.
    public static func find(_ wanted: Set<Int>, path: String) -> [Int: Position] {
        guard !wanted.isEmpty, let handle = FileHandle(forReadingAtPath: path) else { return [:] }
        defer { try? handle.close() }
        var scanner = Scanner(wanted: wanted)
        var first = true
        while scanner.remaining > 0 {
            guard let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty else { break }
            if first {
                first = false
                if chunk.starts(with: [0xFF, 0xFE]) || chunk.starts(with: [0xFE, 0xFF]) { return [:] }
                if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.skip = 3 }
            }
            chunk.withUnsafeBytes { scanner.scan($0) }
        }
        return scanner.found
    }

    private struct Scanner {
        enum State {
            case text, open, tag, quoted(UInt8), endTag, bang, comment, cdata, instruction, declaration
        }

        let wanted: Set<Int>
        var remaining: Int
        var found: [Int: Position] = [:]
        var state = State.text
        var line = 1
        var column = 0
        var elements = 0
        /// The last bytes seen, for the ends of comments (`-->`), CDATA (`]]>`) and instructions (`?>`).
        var previous: (UInt8, UInt8) = (0, 0)
        /// The position of the `<` just read.
        var opening = Position(line: 1, column: 1)
        /// How deep inside `[` … `]` of a declaration the scan is.
        var brackets = 0
        /// `<!` read: the bytes that tell a comment (`--`) from CDATA (`[CDATA[`) from a declaration.
        var bangBytes: [UInt8] = []
        /// Bytes at the start of the file not to count (a UTF-8 byte order mark).
        var skip = 0

        init(wanted: Set<Int>) {
            self.wanted = wanted
            remaining = wanted.count
        }

        mutating func scan(_ bytes: UnsafeRawBufferPointer) {
            for byte in bytes {
                if skip > 0 {
                    skip -= 1
                    continue
                }
                if byte == 0x0A {
                    line += 1
                    column = 0
                } else if byte & 0xC0 != 0x80, byte != 0x0D {
                    column += 1
                }
                step(byte)
                previous = (previous.1, byte)
                if remaining == 0 { return }
            }
        }

        private mutating func step(_ byte: UInt8) {
            switch state {
            case .text:
                if byte == UInt8(ascii: "<") {
                    opening = Position(line: line, column: column)
                    state = .open
                }
            case .open:
                switch byte {
                case UInt8(ascii: "/"): state = .endTag
                case UInt8(ascii: "!"):
                    bangBytes = []
                    state = .bang
                case UInt8(ascii: "?"): state = .instruction
                default:
                    elements += 1
                    if wanted.contains(elements) {
                        found[elements] = opening
                        remaining -= 1
                    }
                    state = byte == UInt8(ascii: ">") ? .text : .tag
                }
            case .tag:
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .quoted(byte)
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                }
            case .quoted(let quote):
                if byte == quote { state = .tag }
            case .endTag:
                if byte == UInt8(ascii: ">") { state = .text }
            case .bang:
                bangBytes.append(byte)
                if bangBytes == Array("--".utf8) {
                    state = .comment
                    previous = (0, 0)
                } else if bangBytes == Array("[CDATA[".utf8) {
                    state = .cdata
                    previous = (0, 0)
                } else if !Array("--".utf8).starts(with: bangBytes) && !Array("[CDATA[".utf8).starts(with: bangBytes) {
                    brackets = 0
                    state = .declaration
                    step(byte)
                }
            case .comment:
                if byte == UInt8(ascii: ">"), previous == (UInt8(ascii: "-"), UInt8(ascii: "-")) { state = .text }
            case .cdata:
                if byte == UInt8(ascii: ">"), previous == (UInt8(ascii: "]"), UInt8(ascii: "]")) { state = .text }
            case .instruction:
                if byte == UInt8(ascii: ">"), previous.1 == UInt8(ascii: "?") { state = .text }
            case .declaration:
                switch byte {
                case UInt8(ascii: "["): brackets += 1
                case UInt8(ascii: "]"): brackets -= 1
                case UInt8(ascii: ">") where brackets <= 0: state = .text
                default: break
                }
            }
        }
    }
}

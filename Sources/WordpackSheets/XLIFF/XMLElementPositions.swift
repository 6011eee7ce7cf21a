import Foundation

/// The line and column of elements of an XML file, by their number in document order (the first element is
/// 1; see `XLIFFDocument`).
///
/// libxml2's streaming reader parses ahead of the node it hands on, and keeps line numbers past 65,535 only for
/// text, so the places are found by a pass of their own over the bytes, before the parse: a scan for start tags
/// that steps over end tags, comments, CDATA sections, processing instructions and quoted attribute values.
/// Columns count characters (UTF-8 sequences) from 1, as editors show them. A file in UTF-16 gets no places (its
/// messages name the file and the unit).
package enum XMLElementPositions {
    package struct Position: Hashable, Sendable {
        package var line: Int
        package var column: Int
    }

    /// The places found: looked up by element number (a binary search in two arrays, which costs far less
    /// than a dictionary of a hundred thousand places).
    package struct Places: Sendable {
        fileprivate var elements: [Int] = []
        fileprivate var positions: [Position] = []

        package init() {}

        package subscript(element: Int) -> Position? {
            var low = 0
            var high = elements.count
            while low < high {
                let middle = (low + high) / 2
                if elements[middle] < element { low = middle + 1 } else { high = middle }
            }
            return low < elements.count && elements[low] == element ? positions[low] : nil
        }
    }

    /// The positions of every element whose name without its prefix is one of `names` (ASCII), by number, in the
    /// open regular file `descriptor` (read from its start; its offset is left alone): made before the file is
    /// parsed, so that what the parse finds is placed as it is found.
    package static func find(named names: [StaticString], descriptor: Int32) -> Places {
        var scanner = Scanner(names: names.map { name in name.withUTF8Buffer { Array($0) } })
        var offset: off_t = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var first = true
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            guard count > 0 else { break }
            offset += off_t(count)
            let bytes = chunk[..<count]
            if first {
                first = false
                if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return Places() }
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.skip = 3 }
            }
            bytes.withUnsafeBytes { scanner.scan($0) }
        }
        return scanner.found
    }

    private struct Scanner {
        enum State: UInt8 {
            case text, open, name, tag, quoted, endTag, bang, comment, cdata, instruction, declaration
        }

        /// The names of the elements to find, and the name being read.
        let names: [[UInt8]]
        var name: [UInt8] = []
        var found = Places()
        var state = State.text
        /// The quote mark that opened the attribute value being read.
        var quote: UInt8 = 0
        var line = 1
        var column = 0
        var elements = 0
        /// The last two bytes seen, for the ends of comments (`-->`), CDATA (`]]>`) and instructions (`?>`).
        var previous: (UInt8, UInt8) = (0, 0)
        /// The position of the `<` just read.
        var opening = Position(line: 1, column: 1)
        /// How deep inside `[` … `]` of a declaration the scan is.
        var brackets = 0
        /// `<!` read: the bytes that tell a comment (`--`) from CDATA (`[CDATA[`) from a declaration.
        var bangBytes: [UInt8] = []
        /// Bytes at the start of the file not to count (a UTF-8 byte order mark).
        var skip = 0

        init(names: [[UInt8]]) {
            self.names = names
            name.reserveCapacity(64)
        }

        /// One pass over a chunk, its state in local variables: this runs once per byte of a large file.
        mutating func scan(_ bytes: UnsafeRawBufferPointer) {
            var index = min(skip, bytes.count)
            skip -= index
            var (line, column, state, previous) = (self.line, self.column, self.state, self.previous)
            defer { (self.line, self.column, self.state, self.previous) = (line, column, state, previous) }
            let lessThan = UInt8(ascii: "<")
            let greaterThan = UInt8(ascii: ">")
            let newline = UInt8(ascii: "\n")
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == newline {
                    line += 1
                    column = 0
                } else if byte & 0xC0 != 0x80, byte != 0x0D {
                    column += 1
                }
                switch state {
                case .text:
                    if byte == lessThan {
                        opening = Position(line: line, column: column)
                        state = .open
                    }
                case .tag:
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                        state = .quoted
                    } else if byte == greaterThan {
                        state = .text
                    }
                case .quoted:
                    if byte == quote { state = .tag }
                case .endTag:
                    if byte == greaterThan { state = .text }
                case .open:
                    switch byte {
                    case UInt8(ascii: "/"): state = .endTag
                    case UInt8(ascii: "!"):
                        bangBytes = []
                        state = .bang
                    case UInt8(ascii: "?"): state = .instruction
                    default:
                        elements += 1
                        name.removeAll(keepingCapacity: true)
                        name.append(byte)
                        state = .name
                    }
                case .name:
                    switch byte {
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), newline, 0x0D, UInt8(ascii: "/"), greaterThan:
                        let local =
                            name.lastIndex(of: UInt8(ascii: ":")).map { name[(name.index(after: $0))...] }
                            ?? name[...]
                        if names.contains(where: { $0.elementsEqual(local) }) {
                            found.elements.append(elements)
                            found.positions.append(opening)
                        }
                        state = byte == greaterThan ? .text : .tag
                    default:
                        if name.count < 64 { name.append(byte) }
                    }
                case .bang:
                    bangBytes.append(byte)
                    if bangBytes == Self.commentStart {
                        state = .comment
                        previous = (0, 0)
                        continue
                    } else if bangBytes == Self.cdataStart {
                        state = .cdata
                        previous = (0, 0)
                        continue
                    } else if !Self.commentStart.starts(with: bangBytes) && !Self.cdataStart.starts(with: bangBytes) {
                        brackets = 0
                        state = byte == greaterThan ? .text : .declaration
                        if byte == UInt8(ascii: "[") { brackets = 1 }
                    }
                case .comment:
                    if byte == greaterThan, previous == (UInt8(ascii: "-"), UInt8(ascii: "-")) { state = .text }
                case .cdata:
                    if byte == greaterThan, previous == (UInt8(ascii: "]"), UInt8(ascii: "]")) { state = .text }
                case .instruction:
                    if byte == greaterThan, previous.1 == UInt8(ascii: "?") { state = .text }
                case .declaration:
                    switch byte {
                    case UInt8(ascii: "["): brackets += 1
                    case UInt8(ascii: "]"): brackets -= 1
                    case greaterThan where brackets <= 0: state = .text
                    default: break
                    }
                }
                previous = (previous.1, byte)
            }
        }

        static let commentStart = Array("--".utf8)
        static let cdataStart = Array("[CDATA[".utf8)
    }
}

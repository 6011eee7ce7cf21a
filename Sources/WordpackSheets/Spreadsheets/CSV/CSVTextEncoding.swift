import Foundation

extension CSVWorkbook.TextEncoding {
    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The encoding announced by the byte-order mark at the start of `head`; UTF-8 when there is none.
    static func detect(_ head: Data) -> CSVWorkbook.TextEncoding {
        let start = Array(head.prefix(3))
        if start == utf8ByteOrderMark { return .utf8WithByteOrderMark }
        if start.count >= 2, start[0] == 0xFF, start[1] == 0xFE { return .utf16LittleEndian }
        if start.count >= 2, start[0] == 0xFE, start[1] == 0xFF { return .utf16BigEndian }
        return .utf8
    }

    /// How many bytes the byte-order mark takes at the start of the file.
    var byteOrderMarkLength: Int {
        switch self {
        case .utf8: return 0
        case .utf8WithByteOrderMark: return 3
        case .utf16LittleEndian, .utf16BigEndian: return 2
        }
    }

    var isUTF16: Bool { self == .utf16LittleEndian || self == .utf16BigEndian }
}

/// The text of a file as UTF-8 bytes, a chunk at a time: the byte-order mark is dropped and UTF-16 is transcoded.
///
/// Bytes that cannot be decoded are left in the UTF-8 stream as bytes that are never valid UTF-8 (`0xFF`),
/// so the parser finds them when it validates the field they belong to, and can name its row and column.
struct CSVTextStream {
    private var chunks: CSVFileChunks
    private let encoding: CSVWorkbook.TextEncoding
    private var pendingFirstChunk: Data?
    private var byteOrderMarkToSkip: Int
    private var transcoder: UTF16Transcoder?
    private var finished = false

    /// `firstChunk` is a chunk already read from `chunks`, if any.
    package init(chunks: CSVFileChunks, encoding: CSVWorkbook.TextEncoding, firstChunk: Data?) {
        self.chunks = chunks
        self.encoding = encoding
        self.pendingFirstChunk = firstChunk
        self.byteOrderMarkToSkip = encoding.byteOrderMarkLength
        switch encoding {
        case .utf16LittleEndian: transcoder = UTF16Transcoder(bigEndian: false)
        case .utf16BigEndian: transcoder = UTF16Transcoder(bigEndian: true)
        case .utf8, .utf8WithByteOrderMark: transcoder = nil
        }
    }

    /// The next piece of text as UTF-8 bytes, or `nil` at the end. A piece may be empty.
    mutating func next() throws -> [UInt8]? {
        guard !finished else { return nil }
        let raw: Data
        if let first = pendingFirstChunk {
            pendingFirstChunk = nil
            raw = first
        } else if let chunk = try chunks.next() {
            raw = chunk
        } else {
            finished = true
            var tail: [UInt8] = []
            transcoder?.finish(into: &tail)
            return tail
        }
        var bytes = raw.withUnsafeBytes { [UInt8]($0) }
        if byteOrderMarkToSkip > 0 {
            let skipped = min(byteOrderMarkToSkip, bytes.count)
            bytes.removeFirst(skipped)
            byteOrderMarkToSkip -= skipped
        }
        guard var transcoder else { return bytes }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 3 / 2)
        transcoder.transcode(bytes, into: &text)
        self.transcoder = transcoder
        return text
    }
}

/// Turns UTF-16 bytes into UTF-8 bytes, a chunk at a time: a chunk may end inside a code unit or a surrogate pair.
struct UTF16Transcoder {
    let bigEndian: Bool
    private var leftoverByte: UInt8?
    private var pendingHighSurrogate: UInt16?

    /// The byte put in place of anything that cannot be decoded: it is never valid UTF-8.
    static let undecodable: UInt8 = 0xFF

    package init(bigEndian: Bool) {
        self.bigEndian = bigEndian
    }

    mutating func transcode(_ bytes: [UInt8], into output: inout [UInt8]) {
        var index = 0
        if let first = leftoverByte, !bytes.isEmpty {
            leftoverByte = nil
            append(unit(first, bytes[0]), into: &output)
            index = 1
        }
        while index + 1 < bytes.count {
            append(unit(bytes[index], bytes[index + 1]), into: &output)
            index += 2
        }
        if index < bytes.count {
            leftoverByte = bytes[index]
        }
    }

    /// Flushes what is left at the end of the file: half a code unit or half a surrogate pair cannot be decoded.
    mutating func finish(into output: inout [UInt8]) {
        if pendingHighSurrogate != nil || leftoverByte != nil {
            output.append(Self.undecodable)
        }
        pendingHighSurrogate = nil
        leftoverByte = nil
    }

    private func unit(_ first: UInt8, _ second: UInt8) -> UInt16 {
        bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
    }

    private mutating func append(_ unit: UInt16, into output: inout [UInt8]) {
        if let high = pendingHighSurrogate {
            pendingHighSurrogate = nil
            if (0xDC00...0xDFFF).contains(unit) {
                let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                appendScalar(value, into: &output)
                return
            }
            output.append(Self.undecodable)
        }
        switch unit {
        case 0xD800...0xDBFF: pendingHighSurrogate = unit
        case 0xDC00...0xDFFF: output.append(Self.undecodable)
        default: appendScalar(UInt32(unit), into: &output)
        }
    }

    private func appendScalar(_ value: UInt32, into output: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | (value >> 6)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | (value >> 12)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (value >> 18)))
            output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}

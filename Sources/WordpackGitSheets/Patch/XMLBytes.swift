/// A minimal scanner over an XML part's bytes: finds start and end tags by name and reads their attributes, so
/// a patcher can change a few elements and copy every other byte as it is.
struct XMLBytes {
    let bytes: [UInt8]

    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")

    /// The first occurrence of `needle` at or after `from`.
    func find(_ needle: [UInt8], from: Int, before limit: Int? = nil) -> Int? {
        let end = (limit ?? bytes.count) - needle.count
        guard let first = needle.first, from <= end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = from
            while index <= end {
                if buffer[index] == first {
                    var matched = true
                    for offset in 1..<needle.count where buffer[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// The next start tag (or empty-element tag) named exactly `name` at or after `from`: where its `<` is.
    func startTag(_ name: [UInt8], from: Int, before limit: Int? = nil) -> Int? {
        var position = from
        let needle = [Self.less] + name
        while let found = find(needle, from: position, before: limit) {
            let after = found + needle.count
            if after < bytes.count, [UInt8(ascii: " "), Self.greater, Self.slash, 9, 10, 13].contains(bytes[after]) {
                return found
            }
            position = found + 1
        }
        return nil
    }

    /// The index just after the `>` that ends the tag starting at `start` (quotes respected).
    func tagEnd(_ start: Int) -> Int? {
        var quote: UInt8?
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == Self.greater {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// Whether the tag ending just before `end` is an empty-element tag (`<row …/>`).
    func isEmptyElement(end: Int) -> Bool { end >= 2 && bytes[end - 2] == Self.slash }

    /// The index just after the element whose start tag is `start`…`tagEnd`, named `name`: its end tag matched
    /// by depth, so nested elements of the same name are skipped.
    func elementEnd(_ name: [UInt8], start: Int, tagEnd: Int) -> Int? {
        if isEmptyElement(end: tagEnd) { return tagEnd }
        let closing = [Self.less, Self.slash] + name + [Self.greater]
        var depth = 1
        var position = tagEnd
        while true {
            guard let close = find(closing, from: position) else { return nil }
            // Nested start tags of the same name before this end tag.
            var inner = position
            while let open = startTag(name, from: inner, before: close), let openEnd = self.tagEnd(open) {
                if !isEmptyElement(end: openEnd) { depth += 1 }
                inner = openEnd
            }
            depth -= 1
            position = close + closing.count
            if depth == 0 { return position }
        }
    }

    /// The value of the attribute `name` in the tag `start..<end`, unescaped; nil when it has none.
    func attribute(_ name: String, in range: Range<Int>) -> String? {
        attributeRange(name, in: range).map { XMLEscaping.unescape(bytes[$0]) }
    }

    /// Where the value of the attribute `name` lies (between its quotes) in the tag `range`.
    func attributeRange(_ name: String, in range: Range<Int>) -> Range<Int>? {
        let needle = Array(name.utf8) + [UInt8(ascii: "=")]
        var position = range.lowerBound
        while let found = find(needle, from: position, before: range.upperBound) {
            let before = bytes[found - 1]
            let quoteIndex = found + needle.count
            if [UInt8(ascii: " "), 9, 10, 13].contains(before), quoteIndex < range.upperBound {
                let quote = bytes[quoteIndex]
                if let close = find([quote], from: quoteIndex + 1, before: range.upperBound) {
                    return quoteIndex + 1..<close
                }
            }
            position = found + 1
        }
        return nil
    }
}

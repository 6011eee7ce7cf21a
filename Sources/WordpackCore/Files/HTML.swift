/// Escaping for the review site: every text that comes from the content (a word, a key, a file name, a
/// finding) is hostile input and goes through here.
package enum HTML {
    /// Text for an element's content or a quoted attribute value.
    package static func escape(_ text: String) -> String {
        MarkupText.escaped(text, apostrophes: true)
    }

    /// A relative link to `path` (a path inside `review/`, `/`-separated), each part percent-encoded and the
    /// whole escaped for an attribute: a name with `#`, `?`, `%` or a space still links to its file.
    package static func url(_ path: String) -> String {
        escape(
            path.split(separator: "/", omittingEmptySubsequences: false).map { part in
                var encoded = ""
                for byte in part.utf8 {
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                        UInt8(ascii: "~"):
                        encoded.unicodeScalars.append(Unicode.Scalar(byte))
                    default:
                        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                    }
                }
                return encoded
            }.joined(separator: "/"))
    }

    /// An element id made of letters, digits and `-` only, unique for distinct texts.
    package static func id(_ parts: String...) -> String {
        "w-" + parts.joined(separator: "\u{1F}").utf8.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

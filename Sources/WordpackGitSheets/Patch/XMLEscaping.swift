import WordpackCore

/// Text and attribute values of the XML a patcher writes and reads.
enum XMLEscaping {
    /// `text` escaped for element content and double-quoted attributes by the house's one escaper (a carriage
    /// return as `&#13;`, which a reader would otherwise turn into a line feed); characters XML 1.0 cannot hold
    /// are dropped first.
    static func escape(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let allowed =
                scalar == "\t" || scalar == "\n" || scalar == "\r"
                || (scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF)
            if allowed { kept.append(scalar) }
        }
        return MarkupText.escaped(String(kept), carriageReturns: true)
    }

    /// The five named entities and numeric references turned back into characters.
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst())
                if let number, let scalar = Unicode.Scalar(number) { result.unicodeScalars.append(scalar) }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }
}

import WordpackXML

/// A FirstWords `words.plist`: an Apple XML property list (the standard declaration, the Apple PLIST 1.0
/// doctype) holding one array with one dictionary per word, in sheet order. The bytes depend only on
/// the entries.
enum WordsPlist {
    static func encode(_ entries: [PlistEntry]) throws -> [UInt8] {
        guard let writer = XMLDocumentWriter() else { throw XMLWriterFailure(part: "the document") }
        writer.startDocument()
        writer.doctype(
            "plist", publicID: "-//Apple//DTD PLIST 1.0//EN",
            systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd")
        writer.start("plist")
        writer.attribute("version", "1.0")
        writer.start("array")
        for entry in entries {
            writer.start("dict")
            for field in entry.strings
            where field.key != "picture" && field.key != "speech"
                && field.key != "sound" && field.key != "background"
            {
                writer.element("key", field.key)
                writer.element("string", field.value)
            }
            if let caseOverride = entry.caseOverride {
                writer.element("key", "caseOverride")
                writer.element("integer", String(caseOverride))
            }
            if entry.disabled {
                writer.element("key", "disabled")
                writer.start("true")
                writer.end()
            }
            for field in entry.strings where ["picture", "speech", "sound", "background"].contains(field.key) {
                writer.element("key", field.key)
                writer.element("string", field.value)
            }
            writer.end()
        }
        writer.end()
        writer.end()
        return try writer.finish().get()
    }

    /// The first character of `text` that XML 1.0 cannot carry (a control character other than tab,
    /// line feed and carriage return, or U+FFFE/U+FFFF), if any.
    static func forbiddenCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x9, 0xA, 0xD: return false
            case 0..<0x20, 0xFFFE, 0xFFFF: return true
            default: return false
            }
        }
    }
}

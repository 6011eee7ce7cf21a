/// One problem found in the content: where it is, how bad it is, and a sentence saying what to do.
package struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A warning lets a build go on; an error stops it before anything is written.
    package enum Severity: String, Codable, Sendable, Comparable {
        case warning
        case error

        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    package var location: Location
    package var severity: Severity
    package var message: String

    /// A line break or another control character in the message (a key typed with a line break, quoted in
    /// it) is shown as a visible sign, so that every finding stays on one line.
    package init(_ severity: Severity, at location: Location, _ message: String) {
        self.location = location
        self.severity = severity
        self.message = message.showingControlCharacters
    }

    package static func error(at location: Location, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    package static func warning(at location: Location, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    /// `inputs/lists/Animals.xlsx:Animals!C14: error: …`
    package var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }
}

extension String {
    /// The text with line breaks shown as `↵`, tabs as `⇥` and other control characters as `\u{7}`.
    package var showingControlCharacters: String {
        guard hasControlCharacters else { return self }
        var shown = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": shown += "↵"
            case "\t": shown += "⇥"
            case _ where Self.isControl(scalar): shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether `showingControlCharacters` changes anything, from the UTF-8 bytes (a check can say 200,000 things:
    /// decoding each message's scalars was a tenth of printing them): C0 controls and DEL are single bytes, the
    /// C1 controls U+0080–U+009F are C2 80–C2 9F, and U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
    package var hasControlCharacters: Bool {
        var text = self
        return text.withUTF8 { bytes in
            for (offset, byte) in bytes.enumerated() {
                switch byte {
                case ..<0x20, 0x7F: return true
                case 0xC2 where offset + 1 < bytes.count && (0x80...0x9F).contains(bytes[offset + 1]): return true
                case 0xE2
                where offset + 2 < bytes.count && bytes[offset + 1] == 0x80
                    && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9):
                    return true
                default: continue
                }
            }
            return false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

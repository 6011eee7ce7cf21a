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
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) || unicodeScalars.contains(where: Self.isControl)
        else { return self }
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

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

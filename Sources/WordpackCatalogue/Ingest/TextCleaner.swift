import Foundation
import WordpackCore

/// Cleans every text that comes from a sheet or a text file, and says what it changed:
/// invisible characters removed, spaces at either end trimmed, the text normalized to Unicode NFC.
/// Each change is a warning at the cell, so the content team can fix the sheet itself.
package struct TextCleaner {
    /// Characters that show nothing and that no word needs.
    static let invisible: [Unicode.Scalar: String] = [
        "\u{200B}": "zero-width space", "\u{2060}": "word joiner", "\u{FEFF}": "zero-width no-break space",
        "\u{00AD}": "soft hyphen", "\u{200E}": "left-to-right mark", "\u{200F}": "right-to-left mark",
    ]

    package private(set) var findings: [Diagnostic] = []

    package init() {}

    /// The cleaned text; empty when nothing visible is left. `location` and `what` place and name the text in
    /// a warning (made only when the text needs cleaning).
    mutating func clean(
        _ raw: String, at location: @autoclosure () -> Location, what: @autoclosure () -> String
    ) -> String {
        if Self.isClean(raw) { return raw }
        let location = location()
        let what = what()
        var text = raw
        let hidden = Set(text.unicodeScalars.compactMap { Self.invisible[$0] }).sorted()
        if !hidden.isEmpty {
            text = String(String.UnicodeScalarView(text.unicodeScalars.filter { Self.invisible[$0] == nil }))
            let visible = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !visible.isEmpty {
                findings.append(
                    .warning(
                        at: location,
                        "\(what) “\(text)” contains an invisible character (\(hidden.joined(separator: ", "))), "
                            + "which was removed; retype the cell to remove it from the sheet."))
            }
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != text, !trimmed.isEmpty {
            let ends = [
                text.first.map { $0.isWhitespace || $0.isNewline } == true ? "start" : nil,
                text.last.map { $0.isWhitespace || $0.isNewline } == true ? "end" : nil,
            ].compactMap { $0 }.joined(separator: " and ")
            findings.append(
                .warning(
                    at: location,
                    "\(what) “\(trimmed)” has spaces or line breaks at its \(ends), which were removed; "
                        + "delete them in the sheet."))
            text = trimmed
        } else {
            text = trimmed
        }
        let composed = text.nfc
        // `==` on String compares canonically equivalent texts as equal: compare the scalars.
        if !composed.unicodeScalars.elementsEqual(text.unicodeScalars) {
            findings.append(
                .warning(
                    at: location,
                    "\(what) “\(composed)” is not in Unicode NFC (an accent is typed as a separate character); "
                        + "it was normalized. Retype it in the sheet to make the sheet match."))
            text = composed
        }
        return text
    }

    /// Printable ASCII that neither starts nor ends with a space: nothing to clean (most cells of most sheets;
    /// the full check costs several passes and a bridge to Foundation per cell).
    static func isClean(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return false }
            return bytes.allSatisfy { (0x20...0x7E).contains($0) }
        }
    }

    /// The sentence for a translated text that holds a line break, a tab or another control character after its
    /// ends were trimmed: the apps show a word on one line, and such a character cannot be typed or seen.
    static func controlCharacterMessage(_ text: String, what: String) -> String {
        "\(what) “\(text)” holds a line break, a tab or another control character (shown here as ↵, ⇥ or \\u{…}), "
            + "which the apps cannot show in a word; write it on one line, without it."
    }

    package mutating func add(_ diagnostic: Diagnostic) {
        findings.append(diagnostic)
    }

    /// Takes over the findings of a cleaner that read one file or folder on its own.
    mutating func absorb(_ other: TextCleaner) {
        findings += other.findings
    }

    /// Findings made elsewhere (a sheet's, read earlier and kept in the catalogue store).
    package mutating func add(contentsOf other: [Diagnostic]) {
        findings += other
    }

    /// A file that could not be read: its reader's own sentence, or a general one naming the file.
    package mutating func addReadingProblem(_ error: Error, file path: String) {
        if let problem = error as? DiagnosticConvertible {
            findings.append(problem.diagnostic)
        } else {
            findings.append(.error(at: Location(file: path), "cannot be read (\(error)); save it again."))
        }
    }
}

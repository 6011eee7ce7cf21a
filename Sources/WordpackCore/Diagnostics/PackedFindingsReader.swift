/// Reads findings packed by `Diagnostic.packedBytes` back, a piece of bytes at a time: a finding cut at a
/// piece's end is read with the next piece, and a field written `=` is the finding before's even across pieces.
/// So a build stamp's 200,000 findings are read from their file a mebibyte at a time and handed on a few
/// thousand at a time, never all in memory (`Diagnostic.unpacked` reads one text whole).
///
/// A reader that makes no texts (`makingTexts: false`) checks that the bytes are packed findings and counts
/// them, at the cost of reading their lengths: a file is checked whole before any of its findings is shown.
package struct PackedFindingsReader {
    private let makingTexts: Bool
    /// The finding read last, whose fields `=` stands for.
    private var before: Diagnostic?
    /// The finding before's file and sheet, taken again when a finding's have the same bytes (100,000 findings
    /// of one sheet hold one text of its name).
    private var lastFile: String?
    private var lastSheet: String?

    package init(makingTexts: Bool = true) {
        self.makingTexts = makingTexts
    }

    /// The whole findings at the start of `bytes`, at most `limit` of them, and how many bytes they take; a
    /// finding cut at the end of `bytes` is left for the next call. Nil when the bytes are not packed findings.
    package mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = .max)
        -> (findings: [Diagnostic], used: Int)?
    {
        var findings: [Diagnostic] = []
        var used = 0
        while findings.count < limit, used < bytes.count {
            var position = used
            switch finding(in: bytes, at: &position) {
            case .some(.some(let finding)):
                findings.append(finding)
                before = finding
                used = position
            case .some(.none): return (findings, used)
            case .none: return nil
            }
        }
        return (findings, used)
    }

    /// The one finding at `position` of `bytes` (a whole packed text), moving past it; nil at the end of the bytes
    /// or where they are not a packed finding (`position` then stays). A `PackedRun` is read so, a finding at a time.
    package mutating func next(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Diagnostic? {
        var end = position
        guard position < bytes.count, case .some(.some(let finding)) = finding(in: bytes, at: &end) else { return nil }
        before = finding
        position = end
        return finding
    }

    /// The finding at `position`, moving past it; `.some(nil)` when the bytes end inside it, nil when they are
    /// not a packed finding.
    private mutating func finding(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Diagnostic?? {
        var cut = false
        /// The next field; nil when the bytes end inside it (`cut`) or are not a field.
        func next() -> PackedField? {
            switch Self.field(in: bytes, at: &position) {
            case .some(.some(let field)): return field
            case .some(.none):
                cut = true
                return nil
            case .none: return nil
            }
        }
        // In order, with no array made for them (200,000 findings read back).
        guard let severityField = next(), let fileField = next(), let sheetField = next(), let rowField = next(),
            let columnField = next(), let messageField = next()
        else { return cut ? .some(nil) : nil }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        /// The text of a long field (a file, a sheet, a sentence), when texts are made.
        func longText(_ range: Range<Int>) -> String {
            makingTexts ? text(range) : ""
        }
        /// `range`'s text, or `last` when it has the same bytes.
        func text(_ range: Range<Int>, reusing last: inout String?) -> String {
            guard makingTexts else { return "" }
            if let kept = last, kept.hasSameBytes(as: UnsafeBufferPointer(rebasing: bytes[range])) { return kept }
            let made = text(range)
            last = made
            return made
        }
        /// A field that is always there: its text, or the finding before's; nil when absent, or `=` first.
        func present(_ field: PackedField, before: String?, make: (Range<Int>) -> String) -> String? {
            switch field {
            case .bytes(let range): return make(range)
            case .same: return before
            case .absent: return nil
            }
        }
        /// A field that may be absent: its text, nil, or the finding before's; `.none` for `=` after an absent one.
        func optional(_ field: PackedField, before: String??, make: (Range<Int>) -> String) -> String?? {
            switch field {
            case .bytes(let range): return .some(make(range))
            case .same: return before.flatMap { $0.map { .some($0) } }
            case .absent: return .some(nil)
            }
        }
        let previous = before
        guard
            let severity = present(severityField, before: previous?.severity.rawValue, make: text)
                .flatMap(Diagnostic.Severity.init(rawValue:)),
            let file = present(fileField, before: previous?.location.file, make: { text($0, reusing: &lastFile) }),
            let sheet = optional(
                sheetField, before: previous.map(\.location.sheet), make: { text($0, reusing: &lastSheet) }),
            rowField != .same,
            let column = optional(columnField, before: previous.map(\.location.column), make: text),
            let message = present(messageField, before: previous?.message, make: longText)
        else { return nil }
        var row: Int?
        if case .bytes(let range) = rowField {
            guard let number = Int(text(range)) else { return nil }
            row = number
        }
        return .some(Diagnostic(severity, at: Location(file: file, sheet: sheet, row: row, column: column), message))
    }

    /// The field at `position`, moving past it; `.some(nil)` when the bytes end inside it, nil for a malformed
    /// length.
    private static func field(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> PackedField?? {
        guard position < bytes.count else { return .some(nil) }
        switch bytes[position] {
        case UInt8(ascii: "-"):
            position += 1
            return .some(.absent)
        case UInt8(ascii: "="):
            position += 1
            return .some(.same)
        default: break
        }
        var length = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
            let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit), length < 1 << 40 else { return nil }
            length = length * 10 + digit
            position += 1
        }
        guard position < bytes.count, bytes.count - position - 1 >= length else { return .some(nil) }
        let start = position + 1
        position = start + length
        return .some(.bytes(start..<position))
    }
}

/// One field of a packed finding (`Diagnostic.packed(_:)`): absent (`-`), the finding before's (`=`), or bytes.
private enum PackedField: Equatable {
    case absent
    case same
    case bytes(Range<Int>)
}

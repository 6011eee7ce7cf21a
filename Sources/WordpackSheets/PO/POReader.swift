import Foundation
import WordpackCore

/// Reads a gettext PO file (as Poedit, Weblate, translate-toolkit and `msgmerge` write it) in pieces of
/// `chunkBytes`: only the current line and entry are in memory, and every limit is checked as the file is read
/// (the file's bytes, a line's bytes, a string's characters). Obsolete entries (`#~`) are skipped. A line that is
/// not PO is a `FileProblem` at its line and column, which ends the reading, as malformed XML does an XLIFF
/// file's.
///
/// What it gives back is the file as written; deciding what each entry means for the catalogue is
/// `POTranslations`' work (in Ingest).
package enum POReader {
    /// The end of the sentence for a file that is not PO.
    static let advice = "Save it again from the translation tool, or export it again with `wordpack export-po`."
    /// The most bytes of one line: far more than a word of `ReadLimits.cellCharacters` characters, escaped.
    static let lineBytes = 1 << 20
    static let chunkBytes = 1 << 16

    /// Reads the regular file at `path`: its header and every other entry, in order.
    package static func read(path: String, displayPath: String) throws -> (header: POHeader?, entries: [POEntry]) {
        let descriptor = try open(path: path, displayPath: displayPath)
        defer { close(descriptor) }
        var entries: [POEntry] = []
        let header = try read(descriptor: descriptor, displayPath: displayPath) { entries.append($0) }
        return (header, entries)
    }

    /// Opens the file at `path` for reading as an XLIFF file is (`XLIFFReader.open`): a regular file, neither
    /// empty nor larger than `ReadLimits.xliffBytes`; the caller closes it.
    package static func open(path: String, displayPath: String) throws -> Int32 {
        try XLIFFReader.open(path: path, displayPath: displayPath, what: "a PO file", bytesPerWord: 200, advice: advice)
    }

    /// Reads the open file from its start, handing each entry but the header to `body` as soon as its last line
    /// is read; returns the header, when the file has one. Throws a `FileProblem` at the line that is not PO,
    /// or what `body` throws.
    @discardableResult
    package static func read(descriptor: Int32, displayPath: String, body: (POEntry) throws -> Void) throws
        -> POHeader?
    {
        var parser = POParser(displayPath: displayPath)
        var header: POHeader?
        func hand(_ entry: POEntry) throws {
            if header == nil, entry.isHeader {
                header = POHeader(text: entry.translation)
            } else {
                try body(entry)
            }
        }
        var pending: [UInt8] = []
        var total: Int64 = 0
        var chunk = [UInt8](repeating: 0, count: chunkBytes)
        var lineNumber = 0
        var afterReturn = false
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, chunkBytes) }
            guard count >= 0 else { throw FileProblem(file: displayPath, "cannot be read; check its permissions.") }
            if count == 0 { break }
            total += Int64(count)
            if total > ReadLimits.xliffBytes {
                throw FileProblem(
                    file: displayPath,
                    "is larger than \(ReadLimits.xliffBytes.byteCount), the most wordpack reads of a PO file; it is "
                        + "damaged or not what it should be. \(advice)")
            }
            var start = 0
            // A line ends at LF, CR (old Mac editors) or CRLF: a CR's LF, even in the next chunk, ends nothing.
            for index in 0..<count where chunk[index] == UInt8(ascii: "\n") || chunk[index] == UInt8(ascii: "\r") {
                let isReturn = chunk[index] == UInt8(ascii: "\r")
                defer { afterReturn = isReturn }
                if !isReturn, afterReturn, index == start, pending.isEmpty {
                    start = index + 1
                    continue
                }
                pending.append(contentsOf: chunk[start..<index])
                lineNumber += 1
                if let entry = try parser.take(line: pending, number: lineNumber) { try hand(entry) }
                pending.removeAll(keepingCapacity: true)
                start = index + 1
            }
            if start < count { afterReturn = false }
            pending.append(contentsOf: chunk[start..<count])
            if pending.count > lineBytes {
                throw FileProblem(
                    Location(file: displayPath, line: lineNumber + 1, column: 1),
                    "this line is longer than \(Int64(lineBytes).byteCount), far more than a word's translation; the "
                        + "file is damaged or not a PO file. \(advice)")
            }
        }
        if !pending.isEmpty {
            lineNumber += 1
            if let entry = try parser.take(line: pending, number: lineNumber) { try hand(entry) }
        }
        if let entry = try parser.finish(lines: lineNumber) { try hand(entry) }
        return header
    }
}

/// The entry being read, line by line.
private struct POParser {
    let displayPath: String
    var entry = POEntry()
    /// What the entry has reached: only comments, or up to which keyword.
    var phase = Phase.comments
    /// The string a continuation line (`"…"`) adds to.
    var openField: Field?
    /// The length in UTF-16 units the open field's string has reached.
    var openLength = 0
    var firstLine = true

    init(displayPath: String) {
        self.displayPath = displayPath
    }

    enum Phase: Int, Comparable {
        case comments, context, source, plural, translation
        static func < (left: Phase, right: Phase) -> Bool { left.rawValue < right.rawValue }
    }

    enum Field: Equatable {
        case context, source, plural
        case translation(Int)
        case previousSource, previousContext
    }

    /// Takes one line (without its line feed); returns the entry before it when the line begins the next one.
    mutating func take(line bytes: [UInt8], number: Int) throws -> POEntry? {
        var bytes = bytes[...]
        if firstLine {
            firstLine = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        }
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        if let field = openField, try continues(field, with: bytes) { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileProblem(
                Location(file: displayPath, line: number, column: 1),
                "this line is not UTF-8 text; wordpack reads PO files in UTF-8 (Content-Type: text/plain; "
                    + "charset=UTF-8). \(POReader.advice)")
        }
        let line = Substring(text).drop { $0 == " " || $0 == "\t" }
        let column = text.count - line.count + 1
        if line.isEmpty {
            return nil
        }
        if line.hasPrefix("#~") {
            // An obsolete entry: not the file's any more. Comments before it were its own.
            if phase == .comments { entry = POEntry() }
            return nil
        }
        if line.hasPrefix("#") {
            let finished = phase == .translation ? finish() : nil
            comment(line)
            try previous(line, number: number, column: column)
            return finished
        }
        if line.hasPrefix("\"") {
            guard let field = openField else {
                throw problem(
                    number, column, "a string here continues nothing (it must follow msgid, msgstr or msgctxt)")
            }
            try append(parse(line, number: number, column: column), to: field)
            return nil
        }
        let keyword = String(line.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
        let rest = line.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        let restColumn = column + (line.count - rest.count)
        guard rest.hasPrefix("\"") else {
            if ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(keyword) || keyword.hasPrefix("msgstr[") {
                throw problem(number, restColumn, "\(keyword) must be followed by a string in double quotes")
            }
            throw problem(
                number, column,
                "“\(line.prefix(40))” is not PO: a line is a comment (#), a keyword "
                    + "(msgctxt, msgid, msgstr) and its string, or a string continuing the one above")
        }
        let value = try parse(rest, number: number, column: restColumn)
        openLength = value.utf16.count
        var finished: POEntry?
        switch keyword {
        case "msgctxt":
            if phase == .translation { finished = finish() }
            guard phase < .context else { throw problem(number, column, "a second msgctxt in one entry") }
            phase = .context
            entry.line = number
            openField = .context
            entry.context = value
        case "msgid":
            if phase == .translation { finished = finish() }
            guard phase < .source else {
                throw problem(
                    number, column, "a msgid follows the msgid on line \(entry.line) without a msgstr between")
            }
            if phase == .comments { entry.line = number }
            phase = .source
            openField = .source
            entry.source = value
        case "msgid_plural":
            guard phase == .source else { throw problem(number, column, "msgid_plural must follow a msgid") }
            phase = .plural
            openField = .plural
            entry.pluralSource = value
        default:
            guard keyword == "msgstr" || keyword.hasPrefix("msgstr[") else {
                throw problem(number, column, "“\(keyword)” is not a PO keyword (msgctxt, msgid, msgid_plural, msgstr)")
            }
            guard phase >= .source else {
                throw problem(number, column, "a \(keyword) without a msgid before it")
            }
            // As gettext's msgfmt: msgstr[n] only after a msgid_plural, and a msgid_plural only before them.
            if phase == .source, keyword != "msgstr" {
                throw problem(
                    number, column,
                    "\(keyword) needs a msgid_plural before it (plural forms are numbered only in a plural entry; "
                        + "write msgstr)")
            }
            if phase == .plural, keyword == "msgstr" {
                throw problem(
                    number, column, "an entry with a msgid_plural needs msgstr[0], msgstr[1]… rather than msgstr")
            }
            var index = 0
            if keyword != "msgstr" {
                guard keyword.hasSuffix("]"), let number = Int(keyword.dropFirst(7).dropLast()), number >= 0 else {
                    throw problem(number, column, "“\(keyword)” is not a PO keyword (msgstr[0], msgstr[1]…)")
                }
                index = number
            }
            guard index == entry.translations.count, index < 16 else {
                throw problem(number, column, "\(keyword) is out of order in its entry (msgstr[0] comes first)")
            }
            if index == 0 { entry.translationLine = number }
            phase = .translation
            openField = .translation(index)
            entry.translations.append(value)
        }
        if openLength > ReadLimits.cellCharacters, let field = openField { cut(field) }
        return finished
    }

    /// The common continuation line, `"…"` of ASCII without escapes at the start of its line, added to `field`
    /// without the general parse; false for any other line, which the general parse reads. A file of many short
    /// continuation lines is so read at the speed of its bytes.
    private mutating func continues(_ field: Field, with bytes: ArraySlice<UInt8>) throws -> Bool {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        guard bytes.count >= 2, bytes.first == quote, bytes.last == quote else { return false }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == quote || $0 == backslash || $0 < 0x20 || $0 >= 0x7F }) else {
            return false
        }
        // A string already at the limit only counts what follows (ASCII: a byte is a UTF-16 unit).
        if openLength >= ReadLimits.cellCharacters {
            openLength += inner.count
            switch field {
            case .context, .source, .translation: entry.tooLong = max(entry.tooLong ?? 0, openLength)
            case .plural, .previousSource, .previousContext: break
            }
            return true
        }
        try append(String(decoding: inner, as: UTF8.self), to: field)
        return true
    }

    /// The last entry, at the end of the file.
    mutating func finish(lines: Int) throws -> POEntry? {
        switch phase {
        case .translation: return finish()
        case .comments: return nil
        case .context, .source, .plural:
            throw problem(entry.line, 1, "this entry has no msgstr before the end of the file")
        }
    }

    private mutating func finish() -> POEntry {
        defer {
            entry = POEntry()
            phase = .comments
            openField = nil
        }
        return entry
    }

    private mutating func comment(_ line: Substring) {
        let kind = line.dropFirst().first
        let text = { (drop: Int) in String(line.dropFirst(drop)).trimmingCharacters(in: .whitespaces) }
        switch kind {
        case ".": entry.extractedComments.append(text(2))
        case ":": entry.references.append(text(2))
        case ",":
            entry.flags += text(2).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        case "|": break
        default: entry.translatorComments.append(String(line.dropFirst(line.hasPrefix("# ") ? 2 : 1)))
        }
        openField = nil
    }

    /// `#| msgid "…"` and its continuations `#| "…"`: the source an outdated translation was made for.
    private mutating func previous(_ line: Substring, number: Int, column: Int) throws {
        guard line.hasPrefix("#|") else { return }
        let body = line.dropFirst(2).drop { $0 == " " }
        let bodyColumn = column + (line.count - body.count)
        if body.hasPrefix("\"") {
            guard let field = openField, field == .previousSource || field == .previousContext else { return }
            let value = try parse(body, number: number, column: bodyColumn)
            try append(value, to: field)
            openField = field
            return
        }
        let keyword = body.prefix { $0 != " " && $0 != "\"" }
        let rest = body.dropFirst(keyword.count).drop { $0 == " " }
        guard rest.hasPrefix("\"") else { return }
        let value = try parse(rest, number: number, column: bodyColumn + (body.count - rest.count))
        openLength = value.utf16.count
        switch keyword {
        case "msgid":
            entry.previousSource = value
            openField = .previousSource
        case "msgctxt": openField = .previousContext
        default: openField = nil
        }
    }

    /// Adds a continuation line's string to the open field. Linear in the file: each string grows in place, its
    /// length is counted as it grows, and past `ReadLimits.cellCharacters` it is cut once and grows no more (its
    /// length still counted, for the message).
    private mutating func append(_ value: String, to field: Field) throws {
        openLength += value.utf16.count
        let fits = openLength <= ReadLimits.cellCharacters
        if !fits {
            switch field {
            case .context, .source, .translation: entry.tooLong = max(entry.tooLong ?? 0, openLength)
            case .plural, .previousSource, .previousContext: break
            }
        }
        // Only what fits is kept: the first string past the limit is cut at it, the later ones dropped.
        guard openLength - value.utf16.count < ReadLimits.cellCharacters else { return }
        switch field {
        case .context:
            if entry.context == nil { entry.context = "" }
            entry.context?.append(value)
        case .source: entry.source.append(value)
        case .plural:
            if entry.pluralSource == nil { entry.pluralSource = "" }
            entry.pluralSource?.append(value)
        case .translation(let index): entry.translations[index].append(value)
        case .previousSource:
            if entry.previousSource == nil { entry.previousSource = "" }
            entry.previousSource?.append(value)
        case .previousContext: break
        }
        if !fits { cut(field) }
    }

    /// Cuts the field's string at `ReadLimits.cellCharacters`, once, when it passes it.
    private mutating func cut(_ field: Field) {
        let limit = ReadLimits.cellCharacters
        let prefix = { (text: String) in String(text.utf16.prefix(limit)) ?? String(text.prefix(limit / 2)) }
        switch field {
        case .context:
            entry.tooLong = max(entry.tooLong ?? 0, openLength)
            entry.context = entry.context.map(prefix)
        case .source:
            entry.tooLong = max(entry.tooLong ?? 0, openLength)
            entry.source = prefix(entry.source)
        case .translation(let index):
            entry.tooLong = max(entry.tooLong ?? 0, openLength)
            entry.translations[index] = prefix(entry.translations[index])
        case .plural: entry.pluralSource = entry.pluralSource.map(prefix)
        case .previousSource: entry.previousSource = entry.previousSource.map(prefix)
        case .previousContext: break
        }
    }

    /// A string in double quotes with C escapes, alone on the rest of its line.
    private func parse(_ text: Substring, number: Int, column: Int) throws -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.dropFirst().makeIterator()
        // The column of the scalar last taken: the opening quote's at first.
        var position = column
        var closed = false
        func next() -> Unicode.Scalar? {
            position += 1
            return iterator.next()
        }
        while let scalar = next() {
            if scalar == "\"" {
                closed = true
                break
            }
            guard scalar == "\\" else {
                scalars.append(scalar)
                continue
            }
            let backslash = position
            guard let escaped = next() else { break }
            switch escaped {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "a": scalars.append("\u{07}")
            case "b": scalars.append("\u{08}")
            case "f": scalars.append("\u{0C}")
            case "v": scalars.append("\u{0B}")
            case "\\", "\"", "'", "?": scalars.append(escaped)
            case "0"..."7":
                var value = escaped.value - 48
                var digits = 1
                var lookahead = iterator
                while digits < 3, let digit = lookahead.next(), ("0"..."7").contains(digit) {
                    value = value * 8 + digit.value - 48
                    digits += 1
                    iterator = lookahead
                    position += 1
                }
                guard value < 0x80 else {
                    throw problem(
                        number, backslash,
                        "“\\\(String(value, radix: 8))” escapes a byte of a character: write the character itself")
                }
                scalars.append(Unicode.Scalar(UInt8(value)))
            default:
                throw problem(
                    number, backslash, "“\\\(escaped)” is not an escape PO knows (\\n, \\t, \\\", \\\\ and the like)")
            }
        }
        guard closed else { throw problem(number, column, "this string has no closing double quote") }
        let rest = String(String.UnicodeScalarView(Array(iterator)))
        let after = rest.trimmingCharacters(in: .whitespaces)
        guard after.isEmpty else {
            let spaces = rest.prefix { $0 == " " || $0 == "\t" }.count
            throw problem(
                number, position + 1 + spaces, "“\(after.prefix(20))” follows the string's closing quote on its line")
        }
        return String(scalars)
    }

    private func problem(_ line: Int, _ column: Int, _ what: String) -> FileProblem {
        FileProblem(
            Location(file: displayPath, line: line, column: column),
            "\(what); the file is not PO as gettext reads it. \(POReader.advice)")
    }
}

import Foundation

/// A diagnostic the manual quotes. What counts as one: a code span (`` `take.wav: error: has …` ``, which may run
/// over line breaks), or a line of a fenced code block (continued on the block's next lines up to a blank line or
/// a command, `$ wordpack …`), that reads `LOCATION: error: MESSAGE` or `LOCATION: warning: MESSAGE` (LOCATION
/// one word with no space: `inputs/lists/Animals.xlsx:Animals!C14`, `fr.po:4:1`, `…/ant.png`) or starts at
/// `error:` or `warning:`. In the message, `…` (or `...`) stands for words left out.
struct QuotedDiagnostic: CustomStringConvertible {
    /// The Markdown file, a path from the repository's top, and the line the quote starts on.
    var path: String
    var line: Int
    var severity: String
    /// The message, its whitespace runs made one space.
    var message: String

    var description: String { "\(path):\(line): “\(severity): \(message)”" }

    static var form: Regex<(Substring, Substring, Substring)> {
        #/^(?:\S+: )?(error|warning): (.*)$/#.dotMatchesNewlines()
    }

    init?(path: String, line: Int, quoted: String) {
        let text = MessageTemplates.collapsingWhitespace(quoted).trimmingCharacters(in: .whitespaces)
        guard let match = try? Self.form.wholeMatch(in: text) else { return nil }
        self.path = path
        self.line = line
        severity = String(match.output.1)
        message = String(match.output.2)
    }

    /// The message's parts between its `…`s, trimmed: each is text the program prints, whole.
    var fragments: [String] {
        message.split(separator: #/…|\.\.\./#).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The diagnostics quoted in `document`.
    static func all(in document: MarkdownDocument) -> [QuotedDiagnostic] {
        var found: [QuotedDiagnostic] = []
        var inFence = false
        var current: (line: Int, text: String)?
        func finish() {
            if let quote = current,
                let diagnostic = QuotedDiagnostic(path: document.path, line: quote.line, quoted: quote.text)
            {
                found.append(diagnostic)
            }
            current = nil
        }
        for (index, line) in document.lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                finish()
                inFence.toggle()
                continue
            }
            guard inFence else { continue }
            if trimmed.isEmpty || trimmed.hasPrefix("$ ") {
                finish()
            } else if (try? form.wholeMatch(in: trimmed)) != nil {
                finish()
                current = (index + 1, trimmed)
            } else if let quote = current {
                current = (quote.line, quote.text + " " + trimmed)
            }
        }
        finish()
        return found
            + codeSpans(in: document).compactMap {
                QuotedDiagnostic(path: document.path, line: $0.line, quoted: $0.text)
            }
    }

    /// The code spans of the document's prose: a run of n backticks up to the next run of exactly n, within a
    /// paragraph (CommonMark's rule), its line breaks made spaces.
    static func codeSpans(in document: MarkdownDocument) -> [(line: Int, text: String)] {
        var spans: [(line: Int, text: String)] = []
        var paragraph: [(number: Int, text: Substring)] = []
        func read() {
            var characters: [Character] = []
            var lineOf: [Int] = []
            for (number, text) in paragraph {
                characters += Array(text) + ["\n"]
                lineOf += Array(repeating: number, count: text.count + 1)
            }
            var index = 0
            func run(at start: Int) -> Int {
                var end = start
                while end < characters.count && characters[end] == "`" { end += 1 }
                return end - start
            }
            while index < characters.count {
                guard characters[index] == "`" else {
                    index += 1
                    continue
                }
                let length = run(at: index)
                var close = index + length
                while close < characters.count && !(characters[close] == "`" && run(at: close) == length) {
                    close += characters[close] == "`" ? run(at: close) : 1
                }
                guard close < characters.count else {
                    index += length
                    continue
                }
                let content = String(characters[(index + length)..<close]).replacingOccurrences(of: "\n", with: " ")
                spans.append((lineOf[index], content))
                index = close + length
            }
            paragraph = []
        }
        for line in document.proseLines {
            if line.text.trimmingCharacters(in: .whitespaces).isEmpty { read() } else { paragraph.append(line) }
        }
        read()
        return spans
    }
}

extension QuotedDiagnostic {
    /// The parts of the message no template explains, or an empty list when the templates explain it all.
    ///
    /// Each fragment must be a sequence of whole pieces of the templates and of values between them: the first
    /// part may be the end of a piece and the last the beginning of one (a quote may start or stop inside a
    /// sentence), and the cover with the fewest characters left to values is taken. A value is what an
    /// interpolation prints: a number, a path or file name, a quoted word (“pig”), a code, a name, or one of
    /// the sample's app ids; a value holding a lowercase word of 3 letters or more is a sentence the program
    /// does not print.
    func unexplained(by templates: MessageTemplates, appIDs: Set<String>) -> [String] {
        fragments.flatMap { fragment in
            Self.values(in: fragment, templates: templates).filter { !Self.isValue($0, appIDs: appIDs) }
        }
    }

    /// The values of the best cover of `fragment`, each with the quotation marks around it when it has them.
    static func values(in fragment: String, templates: MessageTemplates) -> [String] {
        let text = MessageTemplates.scalars(fragment)
        let count = text.count
        let unreached = Int.max
        // cost[i]: the fewest value characters covering text[..<i]; from[i]: where its last part starts and
        // whether that part is a value.
        var cost = [Int](repeating: unreached, count: count + 1)
        var from = [(start: Int, value: Bool)](repeating: (0, true), count: count + 1)
        cost[0] = 0
        // The start: the longest beginning of the fragment that ends a piece.
        for length in stride(from: count, through: MessageTemplates.minimumPieceCharacters, by: -1)
        where templates.somePieceEnds(with: text[..<length]) {
            cost[length] = 0
            from[length] = (0, false)
            break
        }
        for start in 0...count where cost[start] != unreached {
            if start < count && cost[start] + 1 < cost[start + 1] {
                cost[start + 1] = cost[start] + 1
                from[start + 1] = (start, true)
            }
            for piece in templates.pieces(at: start, of: text) where cost[start] < cost[start + piece.count] {
                cost[start + piece.count] = cost[start]
                from[start + piece.count] = (start, false)
            }
            if count - start >= MessageTemplates.minimumPieceCharacters && cost[start] < cost[count]
                && templates.somePieceBegins(with: text[start...])
            {
                cost[count] = cost[start]
                from[count] = (start, false)
            }
        }
        var values: [Range<Int>] = []
        var end = count
        while end > 0 {
            let part = from[end]
            if part.value {
                if let last = values.last, last.lowerBound == end {
                    values[values.count - 1] = part.start..<last.upperBound
                } else {
                    values.append(part.start..<end)
                }
            }
            end = part.start
        }
        return values.reversed().map { range in
            let quoted =
                range.lowerBound > 0 && text[range.lowerBound - 1] == 0x201C && range.upperBound < count
                && text[range.upperBound] == 0x201D
            let value = String(String.UnicodeScalarView(text[range].compactMap(Unicode.Scalar.init)))
            return quoted ? "“\(value)”" : value
        }
    }

    /// Whether `value` can be what an interpolation printed: after quoted words (“…”) are taken out, no word of
    /// three or more lowercase letters but an app id (a word with a digit, `/`, `.`, `_`, `<`, `>` or a backtick
    /// is a path, a number or code).
    static func isValue(_ value: String, appIDs: Set<String>) -> Bool {
        let unquoted = value.replacing(#/“[^”]*”?|^[^“]*”/#, with: "")
        return unquoted.split(whereSeparator: { " ,;:()".contains($0) }).allSatisfy { word in
            word.contains(where: { "/._<>`0123456789".contains($0) })
                || (try? #/[a-z]{3,}/#.wholeMatch(in: word)) == nil || appIDs.contains(String(word))
        }
    }
}

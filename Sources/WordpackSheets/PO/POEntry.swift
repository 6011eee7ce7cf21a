/// One entry of a gettext PO file, as written: its comments, flags, context, source and translation, and the
/// lines it was read from. The header (the entry whose `msgid` is empty and has no `msgctxt`) is one too.
package struct POEntry: Equatable, Sendable {
    /// `# …`: the translator's own comments.
    var translatorComments: [String] = []
    /// `#. …`: comments for the translator from the tool that wrote the file.
    package var extractedComments: [String] = []
    /// `#: …`: where the text comes from, as written (several per line are kept as one).
    package var references: [String] = []
    /// `#, …`: flags such as `fuzzy`, one by one.
    var flags: [String] = []
    /// `#| msgid …`: the source the translation was made for, when the tool kept it (an outdated entry).
    package var previousSource: String?
    package var context: String?
    package var source = ""
    /// `msgid_plural`: wordpack writes none, and refuses an entry with one.
    package var pluralSource: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`… of a plural entry.
    package var translations: [String] = []
    /// The line of the entry's first keyword (`msgctxt` or `msgid`), and of its `msgstr`.
    package var line = 0
    package var translationLine = 0
    /// The length in UTF-16 units a string reached when it passed `ReadLimits.cellCharacters` (it is then cut).
    package var tooLong: Int?

    package init() {}

    /// Whether the translation is marked as not final (`#, fuzzy`).
    package var isFuzzy: Bool { flags.contains("fuzzy") }

    /// The header entry: empty source, no context.
    var isHeader: Bool { source.isEmpty && context == nil }

    /// The translation (`msgstr`, or `msgstr[0]`), empty when none is typed.
    package var translation: String { translations.first ?? "" }
}

/// A PO file's header fields (`Language: fr`), by name as written, in order.
package struct POHeader: Equatable, Sendable {
    var fields: [(name: String, value: String)] = []

    package init(fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// The header's text (`msgstr` of the header entry) read into fields: `Name: value` lines.
    package init(text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields.append(
                (
                    String(line[..<colon]).trimmingCharacters(in: .whitespaces),
                    String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                ))
        }
    }

    /// The value of the field `name` (compared ignoring case), when the header has it.
    package subscript(name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The charset `Content-Type` names (`text/plain; charset=UTF-8`), when it names one.
    package var charset: String? {
        guard let type = self["Content-Type"], let range = type.range(of: "charset=", options: .caseInsensitive)
        else { return nil }
        return String(type[range.upperBound...].prefix { !$0.isWhitespace && $0 != ";" })
    }

    package static func == (left: POHeader, right: POHeader) -> Bool {
        left.fields.map { [$0.name, $0.value] } == right.fields.map { [$0.name, $0.value] }
    }
}

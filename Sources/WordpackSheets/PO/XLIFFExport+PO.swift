import WordpackCore

/// The same export as a gettext PO file (`wordpack export-po`), for the tools built on PO (Poedit, Weblate,
/// Pootle, Transifex): one entry per unit, its `msgctxt` the list and the unit's id (`Animals/ant`,
/// `Animals/ant:sortkey`, `Animals/:name`), its notes as `#.` comments, where the word is as a `#:` reference,
/// and `#, fuzzy` only on a translation made against an earlier reference text (which `#| msgid` gives, as
/// `msgmerge` writes it). A unit not translated yet has an empty `msgstr`. No plural forms, no dates: the same
/// export gives the same bytes, and `msgfmt --check` finds nothing to say.
extension XLIFFExport {
    package func poData() -> [UInt8] {
        var po = "# The words of the apps in \(sourceLanguage), to translate into \(targetLanguage).\n"
        po += "# Written by wordpack export-po; bring it back with wordpack import-po.\n"
        po += "msgid \"\"\nmsgstr \"\"\n"
        for (name, value) in [
            ("Project-Id-Version", "wordpack"), ("PO-Revision-Date", ""), ("Last-Translator", ""),
            ("Language-Team", ""), ("Language", targetLanguage), ("MIME-Version", "1.0"),
            ("Content-Type", "text/plain; charset=UTF-8"), ("Content-Transfer-Encoding", "8bit"),
            ("X-Source-Language", sourceLanguage),
        ] {
            po += "\"\(Self.poEscaped(name)): \(Self.poEscaped(value))\\n\"\n"
        }
        for file in files {
            for unit in file.units {
                po += "\n"
                for note in unit.notes { po += "#. \(Self.oneLine(note))\n" }
                if let location = unit.location {
                    po += "#: \(Self.oneLine(location.file))"
                    po += location.row.map { ":\($0)\n" } ?? "\n"
                }
                if unit.needsReview { po += "#, fuzzy\n" }
                if unit.needsReview, let made = unit.madeAgainst { po += "#| msgid \"\(Self.poEscaped(made))\"\n" }
                po += "msgctxt \"\(Self.poEscaped(Self.context(list: file.list, id: unit.id)))\"\n"
                po += "msgid \"\(Self.poEscaped(unit.source))\"\n"
                po += "msgstr \"\(Self.poEscaped(unit.target ?? ""))\"\n"
            }
        }
        return Array(po.utf8)
    }

    /// A unit's `msgctxt`: its list, a slash, its id. A list's name never holds a slash (it is a file's name).
    package static func context(list: String, id: String) -> String { "\(list)/\(id)" }

    /// Text in a PO string's double quotes: C escapes for the backslash, the quote and control characters.
    static func poEscaped(_ text: String) -> String {
        BackslashEscapes.escaped(text) {
            $0.value < 0x20 || $0.value == 0x7F ? "\\" + BackslashEscapes.digits($0.value, radix: 8, width: 3) : nil
        }
    }

    /// A comment's text on one line.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

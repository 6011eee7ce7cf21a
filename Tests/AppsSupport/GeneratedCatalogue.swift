import Foundation
import WordpackSheets
import WordpackTestSupport

/// A scaled-down studio catalogue, generated: lists of `size` words (Big0, Big1…) in `languages`, the first
/// language's translations in an XLSX workbook and the others' in CSV sheets. Each list has one picture,
/// sound and background, and each language one recording per list, all named in the rows (so that a build
/// converts a few media files however many words there are); each language has its list names, an "all
/// words" text, a flag and a sound for every letter its words use. The words are syllables, unique per number
/// in a language and different in each language.
package struct GeneratedCatalogue {
    package static let syllables = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "be", "du"]
    package var lists = ["Big0", "Big1", "Big2"]
    package var languages = ["en", "es", "fr", "de"]
    package var size = 500
    /// Words after the last list's `size`, translated in every language: an edit that adds a row.
    package var added = 0
    /// The languages whose words are spell-checked (nil: all). The words are made up: each language's check
    /// finds every one misspelt, and Hunspell's suggestions for them are most of a build's time.
    package var spellChecked: Set<String>?

    package init() {}

    /// The word numbered `number` in the language at position `language` of `languages`.
    package static func word(_ number: Int, _ language: Int) -> String {
        var parts: [String] = []
        var value = number
        repeat {
            parts.append(syllables[(value + language) % 10])
            value /= 10
        } while value > 0
        return parts.joined()
    }

    /// The numbers of the words of the list at `index` (its keys are `w<number>`).
    package func numbers(ofList index: Int) -> Range<Int> {
        index * size..<(index + 1) * size + (index == lists.count - 1 ? added : 0)
    }

    /// A test project holding the catalogue and nothing else, with one FirstWords app of every list and
    /// language.
    package func project() throws -> TestProject {
        let project = try TestProject()
        for path in ["inputs/lists", "inputs/words", "inputs/languages"] { try project.remove(path) }
        let unchecked = languages.filter { !(spellChecked ?? [$0]).contains($0) }
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "referenceLanguage": "en",
             "apps": {"bank": {"kind": "firstwords", "name": "Bank", "lists": "all", "languages": "all"}},
             "checks": {\(unchecked.map { "\"\($0)\": {\"spelling\": false}" }.joined(separator: ", "))}}
            """)
        try writeLists(in: project.folder)
        for list in lists {
            for media in ["picture/p.png", "background/bg.png", "icon.png", "sound/s.wav"] {
                try TestProject.media("inputs/words/\(list)/\(media)", in: project.folder)
            }
        }
        for position in languages.indices { try writeLanguage(at: position, in: project.folder) }
        return project
    }

    /// Writes every sheet: the lists' and each language's translations (an edit of the rows).
    package func writeSheets(in folder: TemporaryFolder) throws {
        try writeLists(in: folder)
        for position in languages.indices { try writeTranslations(at: position, in: folder) }
    }

    /// Writes every file of the language at `position` of `languages`: its translations and list names, its
    /// texts and media (a language added).
    package func writeLanguage(at position: Int, in folder: TemporaryFolder) throws {
        let code = languages[position]
        let path = "inputs/languages/\(code)"
        try writeTranslations(at: position, in: folder)
        try folder.write("\(path)/lists.csv", "list,name\n" + lists.map { "\($0),\($0) \(code)\n" }.joined())
        try folder.write("\(path)/all.txt", "All")
        try TestProject.media("\(path)/flag.png", in: folder)
        for list in lists { try TestProject.media("\(path)/speech/\(list)/s.wav", in: folder) }
        for letter in Set(Self.syllables.joined().uppercased()) {
            try TestProject.media("\(path)/letters/\(letter).wav", in: folder)
        }
    }

    private func writeLists(in folder: TemporaryFolder) throws {
        for (index, list) in lists.enumerated() {
            let rows = numbers(ofList: index).map { "w\($0),p,s,bg\r\n" }.joined()
            try folder.write("inputs/lists/\(list).csv", "key,picture,sound,background\r\n" + rows)
        }
    }

    private func writeTranslations(at position: Int, in folder: TemporaryFolder) throws {
        var rows: [[String?]] = [["list", "key", "word", "speech"]]
        for (index, list) in lists.enumerated() {
            rows += numbers(ofList: index).map { [list, "w\($0)", Self.word($0, position), "s"] }
        }
        let path = "inputs/languages/\(languages[position])"
        if position == 0 {
            try XLSXWriter(sheets: [.init(name: "Words", rows: rows)]).write(to: folder.file("\(path)/words.xlsx"))
        } else {
            try folder.write(
                "\(path)/words.csv", rows.map { $0.map { $0 ?? "" }.joined(separator: ",") + "\n" }.joined())
        }
    }
}

import Foundation
import WordpackCore

extension Catalogue {
    /// The SHA-256 of what the languages at `members` (positions in `languages`) and the lists were read from:
    /// each of their sheets' SHA-256, the rest of what ingest made of their folders (media, texts, fallbacks,
    /// findings), the lists' names and files, wordpack's version and the running
    /// program. A result worked out from those alone can be remembered under it; nil when a sheet has no known
    /// digest (nothing is remembered then).
    /// The remembered references of the languages are part of it (`references`): a result that reads which
    /// translations are outdated depends on them.
    package func inputsDigest(ofLanguages members: Set<Int>) -> String? {
        // Kept as "" when there is none (an optional value would read back from the memo as kept).
        inputsDigest(lists: memo.value(for: InputsKey.lists) { listsInputsDigest() ?? "" }, members)
    }

    /// `inputsDigest(ofLanguages:)` with, of the lists, only the list `name` (its sheet, and the rest of what ingest
    /// made of it), and of the languages' sheets only their rows of that list (`listRowDigests`): for a result
    /// worked out from one list in some languages, which another list's edit, or an edit of another list's rows,
    /// leaves as it was. Nil also when there is no such list.
    package func inputsDigest(ofList name: String, languages members: Set<Int>) -> String? {
        inputsDigest(lists: memo.value(for: InputsKey.list(name)) { listInputsDigest(name) ?? "" }, members, list: name)
    }

    private func inputsDigest(
        lists: String, _ members: Set<Int>, list: String? = nil
    ) -> String? {
        guard let program = Self.programStamp, !lists.isEmpty else { return nil }
        // Not which other languages there are: a language added or removed changes the fallbacks of those that
        // read it (their own part), and the keys that depend on it name it among their languages.
        var lines = ["wordpack \(WordpackVersion.current)", "program \(program)", "lists \(lists)"]
        for member in members.sorted() where languages.indices.contains(member) {
            let digest = memo.value(for: InputsKey.language(member, list: list)) {
                languageInputsDigest(member, list: list) ?? ""
            }
            guard !digest.isEmpty else { return nil }
            lines.append("\(languages[member].code) \(digest)")
            lines.append("references \(referencesDigest(member: member, list: list) ?? "-")")
        }
        if let references { lines.append("reference language \(references.referenceLanguage)") }
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }

    /// What the memo keeps the parts of `inputsDigest(ofLanguages:)` under: each is worked out once a run.
    private enum InputsKey: Hashable {
        case lists
        case list(String)
        case language(Int, list: String?)
        case languageRest(Int)
        case sheets(Int)
    }

    /// The SHA-256 of the rows of `list` in the languages at `members` (positions in `languages`): of each of their
    /// table files, its rows of that list (`listRowDigests`), file by file; nil when one has none known. What is
    /// worked out from those rows alone (`RememberedReferences`) can be remembered under it.
    func rowsDigest(ofList list: String, languages members: [Int]) -> String? {
        var lines = ["rows of \(list)"]
        for member in members where languages.indices.contains(member) {
            let folder = "\(Project.languageFolderPath(languages[member].code))/"
            let paths = memo.value(for: InputsKey.sheets(member)) {
                sheetDigests.keys.filter { $0.hasPrefix(folder) }.sorted()
            }
            lines.append("language \(languages[member].code)")
            for path in paths {
                guard let lists = listRowDigests[path] else { return nil }
                lines.append("\(path) \(lists[list] ?? "-")")
            }
        }
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }

    /// The lists' part: their names, files, sheets and findings, and the lists that could not be read.
    private func listsInputsDigest() -> String? {
        let listFindings = findings.filter { $0.location.file.hasPrefix("inputs/lists/") }
        guard let listSheets = sheetLines(under: "inputs/lists/") else { return nil }
        let lines =
            [
                "unreadable lists \(unreadableLists.joined(separator: "\u{1F}"))",
                "lists \(lists.map { "\($0.name) \($0.source.file)" }.joined(separator: "\u{1F}"))",
                "list findings \(CanonicalJSON.text(listFindings))",
            ] + listSheets
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }

    /// One list's part: its sheet, its findings, and the rest of what ingest made of it (its media).
    private func listInputsDigest(_ name: String) -> String? {
        guard var shape = list(named: name), let sha256 = sheetDigests[shape.source.file], !sha256.isEmpty else {
            return nil
        }
        shape.words = []
        let listFindings = findings.filter { $0.location.file == shape.source.file }
        let lines = [
            "list \(name)", "sheet \(shape.source.file) \(sha256)", CanonicalJSON.text(shape),
            "findings \(CanonicalJSON.text(listFindings))",
        ]
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }

    /// One language's part: its sheets, and the rest of its folder as ingest made it. With `list`, of its sheets
    /// only their rows of that list (and its list names).
    private func languageInputsDigest(_ member: Int, list: String? = nil) -> String? {
        let language = languages[member]
        let folder = Project.languageFolderPath(language.code)
        guard language.sources.allSatisfy({ !(sheetDigests[$0.file] ?? "").isEmpty }) else { return nil }
        // The folder's sheets in order, once a run (asked for each of the language's lists).
        let paths = memo.value(for: InputsKey.sheets(member)) {
            sheetDigests.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
        }
        var sheets: [String] = []
        for path in paths {
            guard let sha256 = sheetDigests[path], !sha256.isEmpty else { return nil }
            if let list {
                // Each sheet by its rows of the list ("-": it has none).
                guard let lists = listRowDigests[path] else { return nil }
                sheets.append("\(path) \(list) \(lists[list] ?? "-")")
            } else {
                sheets.append("\(path) \(sha256)")
            }
        }
        let rest = memo.value(for: InputsKey.languageRest(member)) { languageRest(member) }
        return FileDigest.sha256(of: ([rest] + sheets).joined(separator: "\n"))
    }

    /// The rest of a language's folder as ingest made it, but the sheets' rows, as text: worked out once a run
    /// for all of the language's lists.
    private func languageRest(_ member: Int) -> String {
        var shape = languages[member]
        let folder = Project.languageFolderPath(shape.code)
        let folderFindings = findings.filter { $0.location.file == folder || $0.location.file.hasPrefix(folder + "/") }
        let listNames = CanonicalJSON.text(shape.listNames)
        shape.translations = []
        shape.listNames = []
        return [
            "language \(shape.code)", CanonicalJSON.text(shape), "list names \(listNames)",
            "findings \(CanonicalJSON.text(folderFindings))",
        ].joined(separator: "\n")
    }

    /// "path sha256" for each sheet under `folder`, by path; nil when one has no digest.
    private func sheetLines(under folder: String) -> [String]? {
        var lines: [String] = []
        for (path, sha256) in sheetDigests where path.hasPrefix(folder) {
            guard !sha256.isEmpty else { return nil }
            lines.append("\(path) \(sha256)")
        }
        return lines.sorted()
    }

    /// The running program's size, time and inode: a rebuilt wordpack does not take an older one's results.
    static let programStamp = FileStamp(path: RunningProgram.path)?.description
}

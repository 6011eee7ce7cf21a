import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackChatwa

/// A check that takes what the build folder remembers (each language's findings and report, each language's
/// spelling) says exactly what a full check of the same inputs from an empty build folder says, after every
/// one of a few hundred random edits of a catalogue: a cell changed, a row added or removed in a list or a
/// translations sheet, a list renamed, a language added or removed, a recording or letter sound removed or
/// added, a list's name changed, the apps' lists changed in pipeline.json. Seen red at edit 152 with the
/// reference language left out of what a language's remembered findings are keyed by, at edit 4 with a
/// language's report keyed without its inputs, and at edit 18 with a list's findings keyed without the apps'
/// needs; the build test, with a FirstWords slice keyed by its language without its fallbacks.
@Suite struct IncrementalCheckPropertyTests {
    /// The edits one run makes; each is followed by an incremental check and a full one.
    static let edits = 200

    @Test(.tags(.slow)) func everyIncrementalCheckSaysWhatAFullCheckSays() throws {
        let project = try TestProject()
        var catalogue = try EditableCatalogue(project)
        var random = SplitMix64(seed: 27)
        for step in 1...Self.edits {
            let edit = try catalogue.randomEdit(&random)
            let incremental = try Self.check(project.root)
            let records = try Self.records(in: project.root)
            let copy = try TemporaryFolder.copy(of: project.root)
            let full = try Self.check(copy.url, full: true)
            if incremental != full {
                let only = incremental.filter { !full.contains($0) }
                let missing = full.filter { !incremental.contains($0) }
                Issue.record("after edit \(step), \(edit): the incremental check also says \(only), and not \(missing)")
                break
            }
            // The records of what each translation was made against, which the incremental check brought up to
            // date list by list: a full check, which reads them whole and works out every list, leaves them so.
            let fullRecords = try Self.records(in: copy.url)
            if records != fullRecords {
                let differing = Set(records.keys).union(fullRecords.keys).filter { records[$0] != fullRecords[$0] }
                Issue.record("after edit \(step), \(edit): a full check writes \(differing.sorted()) otherwise")
                break
            }
        }
    }

    /// Builds too: after edits that leave the catalogue buildable (words, list names, languages added and
    /// removed), an incremental build's outputs and manifest are byte for byte those of a build from an empty
    /// build folder (the manifest describes each language from its remembered report).
    @Test(.tags(.slow)) func everyIncrementalBuildMakesWhatAFullBuildMakes() throws {
        let project = try TestProject()
        var catalogue = try EditableCatalogue(project)
        var random = SplitMix64(seed: 31)
        let errors = try Self.check(project.root).filter { $0.contains(": error:") }
        #expect(errors.isEmpty, "\(errors)")
        try Self.build(project.root)
        for step in 1...12 {
            let edit = try catalogue.randomBuildableEdit(&random)
            try Self.build(project.root, after: edit)
            let copy = try TemporaryFolder.copy(of: project.root)
            try Self.build(copy.url, after: edit)
            let incremental = try FolderContents.files(in: project.root.appendingPathComponent("outputs"))
            let full = try FolderContents.files(in: copy.file("outputs"))
            #expect(incremental.keys.sorted() == full.keys.sorted(), "after edit \(step), \(edit)")
            let differing = full.keys.filter { incremental[$0] != full[$0] }.sorted()
            #expect(differing.isEmpty, "after edit \(step), \(edit): \(differing) differ")
        }
    }

    /// Builds the project at `root`; a build that stops says what it found.
    static func build(_ root: URL, after edit: String = "none") throws {
        var errors: [String] = []
        do {
            try Workflows.build(BuildOptions(project: Project(root: root))) { event in
                if case .findings(let found) = event {
                    errors += found.filter { $0.severity == .error }.map(\.description)
                }
            }
        } catch {
            Issue.record("the build after \(edit) stopped: \(errors)")
            throw error
        }
    }

    /// Kill -9 in the middle of remembering (a run that stopped after writing some languages' results and not
    /// others, or left a half-written file) is no different: what a run finds that does not hold is not used.
    @Test func aBrokenOrStaleMemoryIsCheckedAfresh() throws {
        let project = try TestProject()
        var catalogue = try EditableCatalogue(project)
        var random = SplitMix64(seed: 9)
        _ = try Self.check(project.root)
        let folder = BuildFolder.inspectionFolder(in: project.project)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("language-findings-") || $0.hasPrefix("completeness-")
        }
        #expect(!before.isEmpty)
        // An older memory for the edited inputs (as if the run that made them had been killed before saving).
        let saved = try before.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
        for _ in 1...5 { _ = try catalogue.randomEdit(&random) }
        _ = try Self.check(project.root)
        for (name, data) in saved { try data.write(to: folder.appendingPathComponent(name)) }
        #expect(try Self.check(project.root) == Self.fullCheckFromAnEmptyBuildFolder(of: project.root))
        // A file cut short.
        for name in before {
            let file = folder.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            try data.prefix(data.count / 2).write(to: file)
        }
        #expect(try Self.check(project.root) == Self.fullCheckFromAnEmptyBuildFolder(of: project.root))
    }

    /// Each language's `translated.tsv` under `root`, by path.
    static func records(in root: URL) throws -> [String: Data] {
        try FolderContents.files(in: root.appendingPathComponent("inputs/languages")).filter {
            $0.key.hasSuffix("/translated.tsv")
        }
    }

    static func check(_ root: URL, full: Bool = false) throws -> [String] {
        var options = BuildOptions(project: Project(root: root))
        options.fullCheck = full
        return try Workflows.check(options).findings.map(\.description)
    }

    /// `check --full` of a copy of the project's inputs and pipeline.json, with no build folder: what the
    /// translations were made against travels in the inputs (`translated.tsv`), as in a fresh clone.
    static func fullCheckFromAnEmptyBuildFolder(of root: URL) throws -> [String] {
        let copy = try TemporaryFolder.copy(of: root)
        return try withExtendedLifetime(copy) { try check(copy.url, full: true) }
    }
}

/// The test project's sheets as rows, edited at random and written back as CSV; its media files by path.
struct EditableCatalogue {
    let project: TestProject
    /// Each CSV file of the catalogue: its header and rows.
    var sheets: [String: [[String]]] = [:]
    /// Languages that a random edit may add, with the words they start with.
    static let newLanguages = ["fr", "de", "es-phonics"]
    static let words = ["ant", "hormiga", "Ant", "egg!", "", "gato", "fig.", "x", "Œuf", "bat bat", "murciélago"]

    /// The lists of the apps "deluxe" and "world" (an edit changes them, and with them what the apps need).
    var appLists = (deluxe: "\"all\"", world: "[\"Food\"]")

    init(_ project: TestProject) throws {
        self.project = project
        try writePipeline()
        for path in try Self.csvFiles(in: project.root) {
            let text = try String(contentsOf: project.root.appendingPathComponent(path), encoding: .utf8)
            sheets[path] = text.split(whereSeparator: \.isNewline).map {
                $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
        }
    }

    /// A second app takes every language ("all"), so that languages in progress are judged too.
    func writePipeline() throws {
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {
              "deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": \(appLists.deluxe),
                         "languages": ["en", "en-phonics", "es"], "free": {"Animals": "sheet"}},
              "world": {"kind": "firstwords", "name": "World", "lists": \(appLists.world), "languages": "all"},
              "ole": {"kind": "ole"}}}
            """)
    }

    static func csvFiles(in root: URL) throws -> [String] {
        let inputs = root.appendingPathComponent("inputs")
        let found = FileManager.default.enumerator(atPath: inputs.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".csv") }.map { "inputs/" + $0 }.sorted()
    }

    func write(_ path: String) throws {
        let rows = sheets[path] ?? []
        try project.write(path, rows.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n")
    }

    var translationSheets: [String] { sheets.keys.filter { $0.hasSuffix("/words.csv") }.sorted() }
    var listSheets: [String] { sheets.keys.filter { $0.hasPrefix("inputs/lists/") }.sorted() }

    func keys(of list: String) -> [String] {
        (sheets["inputs/lists/\(list).csv"] ?? []).dropFirst().compactMap(\.first)
    }

    /// An edit after which the test project still builds: a word changed, a list's name changed, a language
    /// added or removed (a new one is in progress: the app taking "all" leaves it out).
    mutating func randomBuildableEdit(_ random: inout SplitMix64) throws -> String {
        switch random.next(below: 3) {
        case 0:
            let path = ["inputs/languages/en/words.csv", "inputs/languages/es/words.csv"][random.next(below: 2)]
            guard var rows = sheets[path], rows.count > 1 else { return "nothing" }
            let row = 1 + random.next(below: rows.count - 1)
            // Words of the language's letters, whose sounds are there.
            // Words of the language's letters, whose sounds are there, and not already in it (Olé would find two
            // pairs with one text ambiguous).
            let words =
                (path.contains("/en/") ? ["bag", "cab", "Fig", "tab", "nag"] : ["gato", "higo", "vaca", "mar"])
                .filter { word in !rows.contains { $0[2].lowercased() == word.lowercased() } }
            guard !words.isEmpty else { return "nothing" }
            let word = words[random.next(below: words.count)]
            rows[row][2] = word
            sheets[path] = rows
            try write(path)
            return "\(path) row \(row + 1): “\(word)”"
        case 1:
            let path = ["inputs/languages/en/lists.csv", "inputs/languages/es/lists.csv"][random.next(below: 2)]
            guard var rows = sheets[path], rows.count > 1 else { return "nothing" }
            rows[1][1] = ["Beasts", "Animales", "Creatures"][random.next(below: 3)]
            sheets[path] = rows
            try write(path)
            return "\(path): \(rows[1][1])"
        default:
            let code = ["fr", "de"][random.next(below: 2)]
            let path = "inputs/languages/\(code)/words.csv"
            if sheets[path] != nil {
                sheets[path] = nil
                try project.remove("inputs/languages/\(code)")
                return "language \(code) removed"
            }
            sheets[path] = [["list", "key", "word"], ["Food", "egg", "œuf"]]
            try write(path)
            return "language \(code) added"
        }
    }

    /// Removes the media file at `path`, or puts it back when it is not there; says which.
    func removeOrPutBack(_ path: String) throws -> String {
        if FileManager.default.fileExists(atPath: project.root.appendingPathComponent(path).path) {
            try project.remove(path)
            return "\(path) removed"
        }
        try project.media(path)
        return "\(path) added"
    }

    /// Makes one edit and says what it was.
    mutating func randomEdit(_ random: inout SplitMix64) throws -> String {
        switch random.next(below: 12) {
        case 0, 1, 2:
            // A word changed.
            let path = translationSheets[random.next(below: translationSheets.count)]
            guard var rows = sheets[path], rows.count > 1 else { return "nothing" }
            let row = 1 + random.next(below: rows.count - 1)
            let word = Self.words[random.next(below: Self.words.count)]
            rows[row][min(2, rows[row].count - 1)] = word
            sheets[path] = rows
            try write(path)
            return "\(path) row \(row + 1): “\(word)”"
        case 3:
            // A translation row added (its key may not be in the list).
            let path = translationSheets[random.next(below: translationSheets.count)]
            let list = listSheets[random.next(below: listSheets.count)].dropFirst("inputs/lists/".count)
                .dropLast(4)
            let keys = keys(of: String(list)) + ["yak"]
            let key = keys[random.next(below: keys.count)]
            sheets[path, default: [["list", "key", "word"]]].append([String(list), key, key + "o"])
            try write(path)
            return "\(path): row added for \(list)/\(key)"
        case 4:
            // A translation row removed.
            let path = translationSheets[random.next(below: translationSheets.count)]
            guard var rows = sheets[path], rows.count > 1 else { return "nothing" }
            let row = 1 + random.next(below: rows.count - 1)
            rows.remove(at: row)
            sheets[path] = rows
            try write(path)
            return "\(path): row \(row + 1) removed"
        case 5:
            // A word added to or removed from a list.
            let path = listSheets[random.next(below: listSheets.count)]
            guard var rows = sheets[path] else { return "nothing" }
            if random.next(below: 2) == 0, rows.count > 2 {
                rows.remove(at: rows.count - 1)
            } else {
                var row = [String](repeating: "", count: rows[0].count)
                row[0] = ["yak", "owl", "rye"][random.next(below: 3)]
                rows.append(row)
            }
            sheets[path] = rows
            try write(path)
            return "\(path): now \(rows.count - 1) words"
        case 6:
            // A list renamed (Food ⇄ Meals): its sheet and its words' folder move.
            let (from, to) = sheets["inputs/lists/Food.csv"] != nil ? ("Food", "Meals") : ("Meals", "Food")
            sheets["inputs/lists/\(to).csv"] = sheets.removeValue(forKey: "inputs/lists/\(from).csv")
            try project.remove("inputs/lists/\(from).csv")
            try write("inputs/lists/\(to).csv")
            try FileManager.default.moveItem(
                at: project.root.appendingPathComponent("inputs/words/\(from)"),
                to: project.root.appendingPathComponent("inputs/words/\(to)"))
            return "list \(from) renamed \(to)"
        case 7:
            // A language added, or removed.
            let code = Self.newLanguages[random.next(below: Self.newLanguages.count)]
            let path = "inputs/languages/\(code)/words.csv"
            if sheets[path] != nil {
                sheets[path] = nil
                try project.remove("inputs/languages/\(code)")
                return "language \(code) removed"
            }
            sheets[path] = [["list", "key", "word"], ["Food", "egg", "œuf"], ["Animals", "cat", "chat"]]
            try write(path)
            return "language \(code) added"
        case 8:
            // A recording removed, or put back.
            let name = ["Animals/ant", "Animals/cat", "Food/egg", "Food/fig"][random.next(below: 4)]
            let code = ["en", "es"][random.next(below: 2)]
            return try removeOrPutBack("inputs/languages/\(code)/speech/\(name).wav")
        case 9:
            // A letter sound removed, or put back.
            let letter = ["A", "T", "G", "E"][random.next(below: 4)]
            let code = ["en", "es", "en-phonics"][random.next(below: 3)]
            return try removeOrPutBack("inputs/languages/\(code)/letters/\(letter).wav")
        case 10:
            // The apps' lists changed in pipeline.json: which lists need pictures, sounds and icons changes.
            let choices = ["\"all\"", "[\"Animals\"]", "[\"Food\"]", "[\"Meals\"]"]
            appLists = (choices[random.next(below: 2)], choices[1 + random.next(below: 3)])
            try writePipeline()
            return "apps' lists: deluxe \(appLists.deluxe), world \(appLists.world)"
        default:
            // A list's name in a language changed or removed.
            let path = ["inputs/languages/en/lists.csv", "inputs/languages/es/lists.csv"][random.next(below: 2)]
            guard var rows = sheets[path], rows.count > 1 else { return "nothing" }
            if random.next(below: 3) == 0 {
                rows.remove(at: 1)
            } else {
                rows[1][1] = ["Beasts", "Animales", ""][random.next(below: 3)]
            }
            sheets[path] = rows
            try write(path)
            return "\(path): \(rows.dropFirst().map { $0.joined(separator: "=") })"
        }
    }
}

extension SplitMix64 {
    /// A number in 0..<bound.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

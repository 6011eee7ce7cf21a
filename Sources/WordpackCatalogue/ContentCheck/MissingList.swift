import WordpackCore

/// A list that rows, media folders or pipeline.json name but that has no sheet in inputs/lists/. Each place that
/// names it is found where it is checked (a translation row, an app's settings, a recording), in these
/// sentences; `folded(_:catalogue:)` then makes all the findings of one name a single sentence, so that renaming
/// one sheet is one finding rather than one per row, app and recording.
package enum MissingList {
    /// A translation row's list.
    static func rowSentence(_ name: String, lists: [String]) -> String {
        rowSentence(name, theLists: theLists(lists))
    }

    private static func rowSentence(_ name: String, theLists: String) -> String {
        "there is no list “\(name)”; \(theLists). Correct the name, or add the list's sheet to inputs/lists/."
    }

    /// “the lists are Animals and Food”, or, with none, that there is none.
    static func theLists(_ lists: [String]) -> String {
        lists.isEmpty ? "there is no list sheet yet" : "the lists are \(sentenceList(lists))"
    }

    /// A Lists sheet's row.
    static func listNameSentence(_ name: String, lists: [String]) -> String {
        listNameSentence(name, theLists: theLists(lists))
    }

    private static func listNameSentence(_ name: String, theLists: String) -> String {
        "there is no list “\(name)” to name; \(theLists)."
    }

    /// A recording in `speech/<name>/`.
    static func recordingSentence(_ name: String) -> String {
        "is in a folder named after no list (“\(name)”); move it to the right list's folder."
    }

    /// An app's setting at `path` (`apps.deluxe.lists[1]`).
    static func settingSentence(_ name: String, path: String) -> String {
        "`\(path)` names the list “\(name)”, but there is no inputs/lists/\(name).xlsx (or .ods, .csv, .tsv); "
            + "add the sheet or correct the name."
    }

    /// How the sentences above begin: what is looked at in each of a check's findings (200,000 in a big
    /// catalogue) before any sentence is made to compare it with.
    static let beginnings = ["there is no list “", "is in a folder named after no list", "`", "has no list sheet "]

    /// What a finding says of a missing list, recognised by being exactly one of the sentences above.
    private enum Place: Hashable {
        case row(file: String, sheet: String?)
        case setting(app: String)
        case folder(String)
    }

    /// The sentences a row names a missing list in, by its name: made once for the 100,000 rows that can name one
    /// (and found without a lookup for a row naming the list the row before named).
    private struct RowSentences {
        let theLists: String
        var byName: [String: (row: String, listName: String)] = [:]
        var last: (name: String, sentences: (row: String, listName: String))?

        mutating func of(_ name: String) -> (row: String, listName: String) {
            if let last, last.name == name { return last.sentences }
            let made: (row: String, listName: String)
            if let known = byName[name] {
                made = known
            } else {
                made = (rowSentence(name, theLists: theLists), listNameSentence(name, theLists: theLists))
                byName[name] = made
            }
            last = (name, made)
            return made
        }
    }

    private static func recognise(_ finding: Diagnostic, sentences: inout RowSentences) -> (name: String, place: Place)?
    {
        let message = finding.message
        let location = finding.location
        let folderPrefix = "has no list sheet inputs/lists/"
        if message.hasPrefix(folderPrefix), let name = location.file.split(separator: "/").last.map(String.init),
            message == Ingest.wordsFolderSentence(name)
        {
            return (name, .folder(location.file))
        }
        guard let name = quotedName(in: message).map(String.init) else { return nil }
        let row = sentences.of(name)
        // By bytes: the sentences are made by the code above, and comparing them as characters (they hold “ and ”)
        // cost more than the rest of the folding.
        if message.hasSameBytes(as: row.row) || message.hasSameBytes(as: row.listName) {
            return (name, .row(file: location.file, sheet: location.sheet))
        }
        if message == recordingSentence(name) {
            let folder = location.file.split(separator: "/").dropLast().joined(separator: "/")
            return (name, .folder(folder))
        }
        if message.hasPrefix("`"), let tick = message.dropFirst().firstIndex(of: "`") {
            let path = String(message[message.index(after: message.startIndex)..<tick])
            guard message == settingSentence(name, path: path) else { return nil }
            let parts = path.split(separator: ".")
            return (name, .setting(app: parts.count > 1 ? String(parts[1]) : path))
        }
        return nil
    }

    /// `beginnings`, as each finding's message is compared with them.
    private static let folded = SentenceBeginnings(beginnings)

    /// What the first “…” of `message` quotes; nil when it quotes nothing. Found by bytes: it is looked for in
    /// each of 100,000 rows' sentences.
    private static func quotedName(in message: String) -> Substring? {
        var text = message
        let found = text.withUTF8 { bytes -> Range<Int>? in
            /// Where the next E2 80 `last` (“ is E2 80 9C, ” E2 80 9D) begins, from `start`.
            func mark(_ last: UInt8, from start: Int) -> Int? {
                var index = start
                while index + 2 < bytes.count {
                    if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == last { return index }
                    index += 1
                }
                return nil
            }
            guard let open = mark(0x9C, from: 0), let close = mark(0x9D, from: open + 3) else { return nil }
            return (open + 3)..<close
        }
        guard let found else { return nil }
        let utf8 = message.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: found.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: found.upperBound)
        return message[start..<end]
    }

    /// `findings` with every name of a missing list said once: where two or more findings name the same
    /// missing list, one finding takes their place, at the sheet it was probably renamed from when there is
    /// one, naming how many rows, apps and folders name the list and where the first is. The folded findings
    /// come first, as the causes of what follows; the others keep their order.
    package static func folded(_ findings: [Diagnostic], catalogue: Catalogue) -> [Diagnostic] {
        foldedFirst(findings, catalogue: catalogue).findings
    }

    /// Whether `finding` may be one `folded` folds: it begins as one of the sentences above.
    static func mayFold(_ finding: Diagnostic) -> Bool {
        folded.begin(finding.message)
    }

    /// `folded(_:catalogue:)`, and how many of its findings are the folded ones that come first.
    static func foldedFirst(_ findings: [Diagnostic], catalogue: Catalogue) -> (findings: [Diagnostic], first: Int) {
        let lists = catalogue.lists.map(\.name)
        var sentences = RowSentences(theLists: theLists(lists))
        // Each name's findings, in the order the names come first; a finding naming the name the one before named
        // is added without a lookup (100,000 rows of a sheet name a few lists, in runs).
        var found: [[(offset: Int, place: Place)]] = []
        var names: [String] = []
        var places: [String: Int] = [:]
        var last: (name: String, place: Int)?
        // By place, not by copy: most of a check's findings are neither copied nor looked at beyond their first byte.
        for offset in findings.indices where mayFold(findings[offset]) {
            guard let (name, place) = recognise(findings[offset], sentences: &sentences) else { continue }
            let slot: Int
            if let last, last.name == name {
                slot = last.place
            } else if let known = places[name] {
                slot = known
            } else {
                slot = names.count
                places[name] = slot
                names.append(name)
                found.append([])
            }
            last = (name, slot)
            found[slot].append((offset, place))
        }
        let folding = zip(names, found).filter { $0.1.count > 1 }
        guard !folding.isEmpty else { return (findings, 0) }
        var folded: [Diagnostic] = []
        var dropped = [Bool](repeating: false, count: findings.count)
        for (name, found) in folding {
            for (offset, _) in found { dropped[offset] = true }
            folded.append(cause(name, found, in: findings, sentences: sentences, catalogue: catalogue))
        }
        return (folded + findings.indices.filter { !dropped[$0] }.map { findings[$0] }, folded.count)
    }

    /// The one sentence for the missing list `name`, named by the findings at `found`'s offsets, each
    /// recognised as naming it from its place.
    private static func cause(
        _ name: String, _ found: [(offset: Int, place: Place)], in all: [Diagnostic], sentences: RowSentences,
        catalogue: Catalogue
    ) -> Diagnostic {
        var rows = 0
        var sheets: Set<Place> = []
        var apps: [String] = []
        var folders: [String] = []
        var lastSheet: Place?
        for (_, place) in found {
            switch place {
            case .row:
                rows += 1
                // Rows come in runs of one sheet: each is not hashed.
                if place != lastSheet { sheets.insert(place) }
                lastSheet = place
            case .setting(let app): if !apps.contains(app) { apps.append(app) }
            case .folder(let folder): if !folders.contains(folder) { folders.append(folder) }
            }
        }
        var namers: [String] = []
        if rows > 0 {
            namers.append(
                "\(rows) row\(rows == 1 ? "" : "s") of \(sheets.count) sheet\(sheets.count == 1 ? "" : "s")")
        }
        if !apps.isEmpty {
            namers.append("the app\(apps.count == 1 ? "" : "s") \(sentenceList(apps, quoted: false)) in pipeline.json")
        }
        // The list's own media folder first.
        folders.sort { ($0.hasPrefix("inputs/words/") ? 0 : 1, $0) < ($1.hasPrefix("inputs/words/") ? 0 : 1, $1) }
        if !folders.isEmpty {
            namers.append(
                "the folder\(folders.count == 1 ? "" : "s") \(sentenceList(folders, limit: 3, quoted: false))")
        }
        let severity: Diagnostic.Severity = found.contains { all[$0.offset].severity == .error } ? .error : .warning
        // The first row that names it, else the first app or folder: of the lowest rank, the first in sorted order
        // (of two at one place, the first found).
        var firstFinding: (rank: Int, location: Location)?
        for (offset, _) in found {
            let finding = all[offset]
            let rank = rank(finding)
            if let first = firstFinding,
                first.rank < rank || (first.rank == rank && !Diagnostic.precedes(finding.location, first.location))
            {
                continue
            }
            firstFinding = (rank, finding.location)
        }
        let first = firstFinding?.location ?? Location(file: "inputs")
        let said = "\(sentenceList(namers, quoted: false)) name the list “\(name)”"
        if let renamed = renamedSheet(of: name, catalogue: catalogue) {
            let file = renamed.source.file
            let fileExtension = file.split(separator: ".").last.map { ".\($0)" } ?? ""
            return Diagnostic(
                severity, at: Location(file: file),
                "\(said), which has no sheet: if this sheet (the list “\(renamed.name)”) was renamed, name it "
                    + "back \(name)\(fileExtension); otherwise correct those names (the first is at \(first)).")
        }
        return Diagnostic(
            severity, at: first,
            "\(said), but there is no inputs/lists/\(name).xlsx (or .ods, .csv, .tsv); \(sentences.theLists). Add the "
                + "sheet, or correct the names (this is the first).")
    }

    /// Rows first, then settings, then folders: where a name is corrected.
    private static func rank(_ finding: Diagnostic) -> Int {
        if finding.location.row != nil { return 0 }
        return finding.message.hasPrefix("`") ? 1 : 2
    }

    /// The list whose sheet was probably `name`'s before it was renamed: one no language translates, whose
    /// name differs from `name` by at most two letters (or only in case), the closest first.
    static func renamedSheet(of name: String, catalogue: Catalogue) -> WordList? {
        let index = catalogue.index
        let untranslated = catalogue.lists.filter { list in
            catalogue.languages.indices.allSatisfy { index.rows(at: $0, list: list.name).isEmpty }
        }
        let scored = untranslated.map { ($0, editDistance($0.name.lowercased(), name.lowercased())) }
            .filter { $0.1 <= min(2, max(0, name.count - 2)) }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0.name < $1.0.name) }?.0
    }

    /// Levenshtein's distance between two names, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

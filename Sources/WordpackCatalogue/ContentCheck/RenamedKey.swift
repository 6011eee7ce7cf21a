import WordpackCore

/// A key renamed in a list sheet (pig → piglet) while its media and its translations keep the old one: the new
/// key's picture and sound are missing, its row missing in each language, and each language's row, picture,
/// sound and recording of the old key is unknown or unused, a finding each (18 in the sample). `folded(_:)`
/// makes them one error at the new key's cell that names what is still under the old name and asks whether
/// the key was renamed, where a list has exactly one new key lacking media and one old key whose files lie
/// unused: two or more of either could be paired wrongly, and are left as they are.
package enum RenamedKey {
    /// The findings with each renamed key's said once.
    package static func folded(_ findings: [Diagnostic]) -> [Diagnostic] {
        edits(findings).applied(to: findings)
    }

    /// Whether `finding` may be one `folded` folds: it begins as a sentence it recognises.
    static func mayFold(_ finding: Diagnostic) -> Bool {
        recognised.begin(finding.message)
    }

    /// What `folded` changes.
    static func edits(_ findings: [Diagnostic]) -> FindingEdits {
        // Old keys: a language's row naming no key of the list, an unused picture, sound or recording.
        var old: [String: [String: [Int]]] = [:]
        // New keys: a missing picture or sound, a language lacking exactly this word.
        var new: [String: [String: [Int]]] = [:]
        var files: [String: [String: [String]]] = [:]
        // By place, and by each message's beginning before its sentences: most of a check's findings begin as
        // none of them, and are neither copied nor looked at further.
        for index in findings.indices where mayFold(findings[index]) {
            let finding = findings[index]
            let message = finding.message
            if let (list, key) = Self.unknownKey(message) {
                old[list, default: [:]][key, default: []].append(index)
            } else if let (list, key, file) = Self.unusedFile(finding) {
                old[list, default: [:]][key, default: []].append(index)
                if !(files[list]?[key]?.contains(file) ?? false) {
                    files[list, default: [:]][key, default: []].append(file)
                }
            } else if let (list, key) = Self.missingMedia(message) {
                new[list, default: [:]][key, default: []].append(index)
            } else if let (list, key) = Self.untranslated(message) {
                new[list, default: [:]][key, default: []].append(index)
            }
        }
        var replaced: [Int: Diagnostic] = [:]
        var dropped = Set<Int>()
        for (list, olds) in old {
            guard olds.count == 1, let (oldKey, oldIndices) = olds.first, let news = new[list], news.count == 1,
                let (newKey, newIndices) = news.first, let media = files[list]?[oldKey], !media.isEmpty,
                let first = newIndices.first(where: { Self.missingMedia(findings[$0].message) != nil })
            else { continue }
            let names = media.map { String($0.split(separator: "/").last ?? "") }
            let unique = Set(names).sorted()
            let count = oldIndices.count + newIndices.count
            replaced[first] = .error(
                at: findings[first].location,
                "the key “\(newKey)” has no picture or sound, and \(Self.joined(unique)) \(unique.count == 1 ? "is" : "are") "
                    + "there: was the key renamed from \(oldKey)? Rename it back to “\(oldKey)” in the sheet, or rename "
                    + "the files and the languages' rows of “\(oldKey)” to “\(newKey)” (\(count) findings in all come "
                    + "from this).")
            dropped.formUnion(oldIndices)
            dropped.formUnion(newIndices)
        }
        return FindingEdits(replaced: replaced, dropped: dropped)
    }

    /// How the sentences the recognisers below take begin (each tests its own again).
    private static let recognised = SentenceBeginnings([
        "the list “", "no word of “", "the picture “", "the sound “", "1 word of list “",
    ])

    private static func joined(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// The two names between “ and ” in `message` after `prefix`.
    private static func quoted(_ message: String, count: Int) -> [String] {
        var names: [String] = []
        var rest = Substring(message)
        while names.count < count, let open = rest.firstIndex(of: "“"), let close = rest[open...].firstIndex(of: "”") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// `the list “Animals” has no key “pig” (…)`. Each recogniser tests its sentence's beginning by bytes first: a
    /// check's 200,000 findings pass through them.
    private static func unknownKey(_ message: String) -> (String, String)? {
        guard message.utf8.starts(with: "the list “".utf8), message.contains("” has no key “") else { return nil }
        let names = quoted(message, count: 2)
        return names.count == 2 ? (names[0], names[1]) : nil
    }

    /// `no word of “Animals” uses this picture` at `inputs/words/Animals/picture/pig.png`, or `… in en uses
    /// this recording` at `inputs/languages/en/speech/Animals/pig.wav`: the list, the key and the file.
    private static func unusedFile(_ finding: Diagnostic) -> (String, String, String)? {
        let message = finding.message
        guard message.utf8.starts(with: "no word of “".utf8), message.contains(" uses this ") else { return nil }
        let names = quoted(message, count: 1)
        let path = finding.location.file
        guard let list = names.first, let name = path.split(separator: "/").last else { return nil }
        let key = name.split(separator: ".").dropLast().joined(separator: ".")
        return key.isEmpty ? nil : (list, key, path)
    }

    /// `the picture “piglet” of “piglet” is missing: add inputs/words/Animals/picture/piglet.png.`: the list (from
    /// the path) and the key.
    private static func missingMedia(_ message: String) -> (String, String)? {
        guard message.utf8.starts(with: "the picture “".utf8) || message.utf8.starts(with: "the sound “".utf8),
            message.contains(" is missing: add ")
        else { return nil }
        let names = quoted(message, count: 2)
        guard names.count == 2, let path = MisplacedFile.wantedPath(in: message) else { return nil }
        let parts = path.split(separator: "/")
        guard parts.count >= 4, parts[1] == "words" else { return nil }
        return (String(parts[2]), names[1])
    }

    /// `1 word of list “Animals” has no translation in en: “piglet”; …`.
    private static func untranslated(_ message: String) -> (String, String)? {
        guard message.utf8.starts(with: "1 word of list “".utf8), message.contains(" has no translation in ") else {
            return nil
        }
        let names = quoted(message, count: 2)
        return names.count == 2 ? (names[0], names[1]) : nil
    }
}

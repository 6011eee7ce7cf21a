import WordpackCore

extension ContentCheck {
    /// Raised whenever a list's check says anything otherwise for the same inputs.
    static let listFindingsVersion = 3

    /// What every list's remembered findings are keyed by besides the list's own inputs: the apps' needs (which
    /// lists need media, which apps show a picture), the files ingest refused, and the policy.
    var listFindingsKey: String {
        let lines = [
            "list findings \(Self.listFindingsVersion)", "pipeline \(pipelinePath)",
            "policy \(configuration.policy.rawValue)", needsFingerprints.whole, "refused \(reported.digest)",
        ]
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }

    /// `compute`'s findings of `list`, or those the build folder remembers (`inspections/list-findings.json`, the
    /// latest per list) for the same list sheet and media (`Catalogue.inputsDigest(ofList:languages:)`) and `key`
    /// (`listFindingsKey`): a list's checks read nothing else, so an edit of a language or of another list takes
    /// them as they were.
    func remembering(_ list: WordList, key: String, _ compute: () -> [Diagnostic]) -> [Diagnostic] {
        guard let remembered, let inputs = catalogue.inputsDigest(ofList: list.name, languages: []) else {
            return compute()
        }
        return remembered.latest(
            kind: "list-findings", name: list.name, key: FileDigest.sha256(of: "\(key)\n\(inputs)")
        ) { PackedFindings(compute()) }.findings
    }

    /// A list's keys and the language-independent media of its words.
    package func check(_ list: WordList, needs: AppNeeds) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let source = list.source
        if list.words.isEmpty {
            findings.append(.error(at: source.location, "has no words; add one row per word under the header."))
        }
        var firstRow: [String: Int] = [:]
        firstRow.reserveCapacity(list.words.count)
        // A vocabulary app's list holds one row per sense: its keys repeat.
        let keysRepeat = needs.repeatableKeyLists.contains(list.name)
        for word in list.words where !keysRepeat {
            if let row = firstRow[word.key] {
                let (first, second) = (
                    source.location(row: row, field: "key"), source.location(row: word.row, field: "key")
                )
                findings.append(
                    .error(
                        at: second,
                        "the key “\(word.key)” is used twice in this list, at \(first.cellReference) and "
                            + "\(second.cellReference); keys must be unique: change or delete one of them (until then, "
                            + "the apps are checked with the first)."))
            } else {
                firstRow[word.key] = word.row
            }
        }
        findings += portableKeyProblems(list)
        let folder = "inputs/words/\(list.name)"
        // Pictures, backgrounds and sounds are needed only where an app declares them (a list only Olé or Chatwa
        // use needs none).
        guard needs.mediaLists.contains(list.name) else { return findings }
        let media: [(MediaKind, String, [MediaFile], KeyPath<Word, String>, Set<String>)] = [
            (.picture, "picture", list.pictures, \.pictureName, needs.pictureLists),
            (.background, "background", list.backgrounds, \.backgroundName, needs.backgroundLists),
            (.sound, "sound", list.sounds, \.soundName, needs.soundLists),
        ]
        for (kind, field, files, name, needingLists) in media where needingLists.contains(list.name) {
            let filesByName = Dictionary(grouping: files, by: \.name)
            let filesByFoldedName = Dictionary(grouping: files) { $0.name.lowercased() }
            var used: Set<String> = []
            for word in list.words {
                let wanted = word[keyPath: name]
                used.insert(wanted)
                let found = filesByName[wanted] ?? []
                if found.count == 1, kind.extensions.contains(found[0].fileExtension) { continue }  // no problem
                if isReported(wanted, in: "\(folder)/\(field)") { continue }
                // A file named but for its letter case (Cow.JPG for cow) is named in the sentence, and is not also
                // reported unused.
                let nearMisses = found.isEmpty ? filesByFoldedName[wanted.lowercased()] ?? [] : []
                used.formUnion(nearMisses.map(\.name))
                let nearMiss = nearMisses.first.map { file in
                    " \(file.path) is there, but file names are case-sensitive: rename it \(wanted)."
                        + (kind.extensions.contains(file.fileExtension) ? file.fileExtension : kind.extensions[0]) + "."
                }
                findings += mediaProblems(
                    found, kind: kind, users: kind == .picture ? needs.pictureUsers(of: list.name) : nil,
                    missing: "the \(field) “\(wanted)” of “\(word.key)” is missing: add \(folder)/\(field)/\(wanted)."
                        + kind.extensions[0] + "." + (nearMiss ?? ""),
                    at: source.location(row: word.row, field: source.columns[field] == nil ? "key" : field),
                    usedAt: "\(field) “\(wanted)”")
            }
            for file in files where !used.contains(file.name) {
                findings.append(
                    .warning(
                        at: Location(file: file.path),
                        "no word of “\(list.name)” uses this \(field); name it in a word's \(field) column, or delete it."
                    ))
            }
        }
        if let icon = list.icon {
            findings += mediaProblems([icon], kind: .icon, missing: "", at: Location(file: icon.path), usedAt: "icon")
        } else if needs.iconLists.contains(list.name) {
            findings.append(
                .error(
                    at: Location(file: folder),
                    "has no icon.png; an app with several lists shows each list's icon: add \(folder)/icon.png."))
        }
        return findings
    }

    /// Keys whose files would be one file on macOS, iOS and Windows (they differ only in case or in how an
    /// accent is written), naming both rows; keys Windows reserves for devices, as warnings.
    func portableKeyProblems(_ list: WordList) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var first: [String: (key: String, row: Int)] = [:]
        first.reserveCapacity(list.words.count)
        for word in list.words {
            // Made only for a message: most keys have none.
            let cell = { list.source.location(row: word.row, field: "key") }
            let folded = PortableName.folded(word.key)
            if let other = first[folded] {
                if other.key != word.key {
                    findings.append(
                        .error(
                            at: cell(),
                            "the key “\(word.key)” differs from “\(other.key)” (row \(other.row)) only in case or in how an "
                                + "accent is written: their files (such as \(word.key).png and \(other.key).png) would be one "
                                + "file on macOS, iOS and Windows, and one would overwrite the other. Change one of the keys."
                        ))
                }
                continue
            }
            first[folded] = (word.key, word.row)
            if PortableName.isReservedOnWindows(word.key) {
                findings.append(
                    .warning(
                        at: cell(),
                        "the key “\(word.key)” names files that Windows cannot make: it reserves "
                            + "\(PortableName.reservedNames) for devices. Change the key if the apps' files are ever "
                            + "unpacked or built on Windows."))
            }
        }
        return findings
    }

    /// The problems of the files found for one needed medium: none, several, or one of the wrong format.
    func mediaProblems(
        _ files: [MediaFile], kind: MediaKind, users: String? = nil, missing: String, at location: Location,
        usedAt what: String
    ) -> [Diagnostic] {
        guard let file = files.first else { return [.error(at: location, missing)] }
        if files.count > 1 {
            return [
                .error(
                    at: location,
                    "the \(what) has several files (\(files.map(\.path).joined(separator: ", "))); keep only one.")
            ]
        }
        if !kind.extensions.contains(file.fileExtension), let users {
            // One sentence at the word's cell for every app and language it leaves without the picture.
            return [
                .error(
                    at: location,
                    "the \(what) is \(file.path), which is not \(kind.formats): export it as one of them. The apps "
                        + "that show it: \(users).")
            ]
        }
        if !kind.extensions.contains(file.fileExtension) {
            return [
                .error(
                    at: Location(file: file.path),
                    "is not \(kind.formats), which the apps need for the \(what); export it as \(kind.formats).")
            ]
        }
        return []
    }
}

import WordpackCatalogue
import WordpackCore

extension FirstWordsKind {
    /// Raised whenever the app trees' check says anything otherwise for the same inputs.
    static let appTreesVersion = 1

    /// Every name a FirstWords plist refers to must be in that app's tree after conversion, where the
    /// app looks for it: pictures, backgrounds and sounds in `Words/<List>/`, the recording in the
    /// language's `Speech/` or, for a variant whose parent is in the app and that has no recordings of its
    /// own, in the parent's. A cell already reported by the catalogue's own checks is not reported again.
    ///
    /// A list's findings in a language read that slice of the plan and its parent's, and what was reported before
    /// (errors, refused files): they are remembered (`inspections/firstwords-trees.json`) under the slice's key
    /// and the digest of what was reported, so a run that reads one changed sheet walks only the slices it
    /// planned again.
    static func checkAppTrees(_ layouts: [FirstWordsLayout], catalogue: Catalogue, reported: [Diagnostic])
        -> [Diagnostic]
    {
        // No app, nothing to look for: not even the 100,000 errors a sheet of rows naming no list reports.
        guard !layouts.isEmpty else { return [] }
        let alreadyReported = Set(reported.errors.map(\.location))
        let files = ReportedFiles(catalogue)
        let reportedDigest = catalogue.remembered == nil ? "" : Self.digest(alreadyReported, files)
        // Each list of each app on every core, in order: a tree looks for a word's media once, for its first
        // language.
        let planned = layouts.concurrentMap { Set($0.files.map(\.path)) }
        let trees = layouts.indices.flatMap { app in layouts[app].lists.map { (app: app, list: $0) } }
        let found = trees.concurrentMap { app, name -> [Diagnostic] in
            let layout = layouts[app]
            guard let list = catalogue.list(named: name) else { return [] }
            let tree = AppTree(
                layout: layout, list: list, catalogue: catalogue, planned: planned[app], files: files,
                alreadyReported: alreadyReported)
            var findings: [Diagnostic] = []
            for code in layout.languages {
                guard let remembered = catalogue.remembered, let slice = layout.sliceDigest(list: name, language: code)
                else {
                    findings += tree.findings(language: code)
                    continue
                }
                let key = FileDigest.sha256(of: "firstwords trees \(appTreesVersion)\n\(slice)\n\(reportedDigest)")
                findings +=
                    remembered.latest(kind: "firstwords-trees", name: "\(layout.appID)/\(name)/\(code)", key: key) {
                        PackedFindings(tree.findings(language: code))
                    }.findings
            }
            return findings
        }
        let findings = found.flatMap { $0 }
        // The same gap is found once per app that has it: report it once, in the order found.
        var seen: Set<Diagnostic> = []
        return findings.filter { seen.insert($0).inserted }
    }

    /// The SHA-256 of the locations of the errors reported before and of the files ingest refused.
    private static func digest(_ reported: Set<Location>, _ files: ReportedFiles) -> String {
        let lines = reported.map(\.description).sorted() + ["refused \(files.digest)"]
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }
}

/// One list of one FirstWords app, looked for in the app's tree language by language; a word's picture, background
/// and sound are the same in every language: looked for once per word (the first language that has the word
/// asks), then reused.
private final class AppTree {
    let layout: FirstWordsLayout
    let list: WordList
    let catalogue: Catalogue
    let planned: Set<String>
    let files: ReportedFiles
    let alreadyReported: Set<Location>
    private var missingMedia: [Int: [(what: String, path: String, location: Location)]] = [:]

    init(
        layout: FirstWordsLayout, list: WordList, catalogue: Catalogue, planned: Set<String>, files: ReportedFiles,
        alreadyReported: Set<Location>
    ) {
        self.layout = layout
        self.list = list
        self.catalogue = catalogue
        self.planned = planned
        self.files = files
        self.alreadyReported = alreadyReported
    }

    func findings(language code: LanguageCode) -> [Diagnostic] {
        let name = list.name
        let speechFolder = "Localization/\(name)_\(layout.speechLanguage(of: code, list: name, catalogue))/Speech"
        let speech = catalogue.fallbackCodes(of: code).map { "\(Project.languageFolderPath($0))/speech/\(name)" }
        var findings: [Diagnostic] = []
        func add(_ what: String, _ path: String, at location: Location, _ word: Word, _ translation: Translation) {
            findings.append(
                .error(
                    at: location,
                    "the \(what) of “\(translation.word ?? word.key)” (\(name), \(code)) would be missing "
                        + "from the app “\(layout.appID)”, which looks for \(layout.root)/\(path); "
                        + "add the file it is made from, or correct the name."))
        }
        // The recording's place in the plan, made once a word (a check asks it of 3,000,000 words).
        let plannedSpeech = "\(layout.root)/\(speechFolder)/"
        for (word, translation) in layout.entries(list: name, language: code) {
            for media in mediaMissing(word) {
                add(media.what, media.path, at: media.location, word, translation)
            }
            let file = "\(translation.speechName).caf"
            if !planned.contains(plannedSpeech + file),
                !speech.contains(where: { files.contains(translation.speechName, in: $0) }),
                !alreadyReported.contains(translation.location),
                !alreadyReported.contains(list.source.location(row: word.row, field: "key"))
            {
                let recording = "\(speechFolder)/\(file)"
                add("recording “\(translation.speechName)”", recording, at: translation.location, word, translation)
            }
        }
        return findings
    }

    private func mediaMissing(_ word: Word) -> [(what: String, path: String, location: Location)] {
        if let known = missingMedia[word.row] { return known }
        let name = list.name
        let words = "inputs/words/\(name)"
        let keyReported = alreadyReported.contains(list.source.location(row: word.row, field: "key"))
        let wanted: [(String, [String], Location, Bool)] = [
            (
                "picture “\(word.pictureName)”",
                ["Words/\(name)/picture/\(word.pictureName).png", "Words/\(name)/picture/\(word.pictureName).pdf"],
                list.source.location(row: word.row, field: "picture"),
                files.contains(word.pictureName, in: "\(words)/picture")
            ),
            (
                "background “\(word.backgroundName)”",
                [
                    "Words/\(name)/background/\(word.backgroundName).png",
                    "Words/\(name)/background/\(word.backgroundName).pdf",
                ], list.source.location(row: word.row, field: "background"),
                files.contains(word.backgroundName, in: "\(words)/background")
            ),
            (
                "sound “\(word.soundName)”", ["Words/\(name)/sound/\(word.soundName).caf"],
                list.source.location(row: word.row, field: "sound"),
                files.contains(word.soundName, in: "\(words)/sound")
            ),
        ]
        let missing = wanted.filter { _, paths, location, reported in
            !reported && !paths.contains(where: { planned.contains("\(layout.root)/\($0)") })
                && !alreadyReported.contains(location) && !keyReported
        }.map { (what: $0.0, path: $0.1[0], location: $0.2) }
        missingMedia[word.row] = missing
        return missing
    }
}

import WordpackCatalogue
import WordpackCore

extension FirstWordsKind {
    /// Every name a FirstWords plist refers to must be in that app's tree after conversion, where the
    /// app looks for it: pictures, backgrounds and sounds in `Words/<List>/`, the recording in the
    /// language's `Speech/` or, for a variant whose parent is in the app and that has no recordings of its
    /// own, in the parent's. A cell already reported by the catalogue's own checks is not reported again.
    static func checkAppTrees(_ layouts: [FirstWordsLayout], catalogue: Catalogue, reported: [Diagnostic])
        -> [Diagnostic]
    {
        let alreadyReported = Set(reported.filter { $0.severity == .error }.map(\.location))
        let files = ReportedFiles(catalogue)
        func isReported(_ name: String, in folder: String) -> Bool { files.contains(name, in: folder) }
        var findings: [Diagnostic] = []
        for layout in layouts {
            let planned = Set(layout.files.map(\.path))
            for name in layout.lists {
                guard let list = catalogue.list(named: name) else { continue }
                let words = "inputs/words/\(name)"
                // A word's picture, background and sound are the same in every language: looked for once per
                // word (the first language that has the word asks), then reused.
                var missingMedia: [Int: [(what: String, path: String, location: Location)]] = [:]
                func mediaMissing(_ word: Word) -> [(what: String, path: String, location: Location)] {
                    if let known = missingMedia[word.row] { return known }
                    let keyReported = alreadyReported.contains(list.source.location(row: word.row, field: "key"))
                    let wanted: [(String, [String], Location, Bool)] = [
                        (
                            "picture “\(word.pictureName)”",
                            [
                                "Words/\(name)/picture/\(word.pictureName).png",
                                "Words/\(name)/picture/\(word.pictureName).pdf",
                            ], list.source.location(row: word.row, field: "picture"),
                            isReported(word.pictureName, in: "\(words)/picture")
                        ),
                        (
                            "background “\(word.backgroundName)”",
                            [
                                "Words/\(name)/background/\(word.backgroundName).png",
                                "Words/\(name)/background/\(word.backgroundName).pdf",
                            ], list.source.location(row: word.row, field: "background"),
                            isReported(word.backgroundName, in: "\(words)/background")
                        ),
                        (
                            "sound “\(word.soundName)”", ["Words/\(name)/sound/\(word.soundName).caf"],
                            list.source.location(row: word.row, field: "sound"),
                            isReported(word.soundName, in: "\(words)/sound")
                        ),
                    ]
                    let missing = wanted.filter { _, paths, location, reported in
                        !reported && !paths.contains(where: { planned.contains("\(layout.root)/\($0)") })
                            && !alreadyReported.contains(location) && !keyReported
                    }.map { (what: $0.0, path: $0.1[0], location: $0.2) }
                    missingMedia[word.row] = missing
                    return missing
                }
                for code in layout.languages {
                    let speechFolder =
                        "Localization/\(name)_\(layout.speechLanguage(of: code, list: name, catalogue))/Speech"
                    let speech = catalogue.fallbackCodes(of: code).map { "inputs/languages/\($0)/speech/\(name)" }
                    func add(
                        _ what: String, _ path: String, at location: Location, _ word: Word, _ translation: Translation
                    ) {
                        findings.append(
                            .error(
                                at: location,
                                "the \(what) of “\(translation.word ?? word.key)” (\(name), \(code)) would be missing "
                                    + "from the app “\(layout.appID)”, which looks for \(layout.root)/\(path); "
                                    + "add the file it is made from, or correct the name."))
                    }
                    for (word, translation) in layout.entries(list: name, language: code) {
                        for media in mediaMissing(word) {
                            add(media.what, media.path, at: media.location, word, translation)
                        }
                        let recording = "\(speechFolder)/\(translation.speechName).caf"
                        if !planned.contains("\(layout.root)/\(recording)"),
                            !speech.contains(where: { isReported(translation.speechName, in: $0) }),
                            !alreadyReported.contains(translation.location),
                            !alreadyReported.contains(list.source.location(row: word.row, field: "key"))
                        {
                            add(
                                "recording “\(translation.speechName)”", recording, at: translation.location, word,
                                translation)
                        }
                    }
                }
            }
        }
        // The same gap is found once per app that has it: report it once, in the order found.
        var seen: Set<Diagnostic> = []
        return findings.filter { seen.insert($0).inserted }
    }
}

import WordpackCatalogue
import WordpackCore

/// What would make a Glyph set wrong or unusable, each at its cell or file.
struct GlyphChecks {
    /// Glyph draws a tile's label under its picture in a 150-point square: at the size it uses, two lines
    /// of about 12 characters fit.
    static let longestLabel = 24

    let layout: GlyphLayout
    let catalogue: Catalogue
    let configuration: PipelineConfiguration
    /// Cells the catalogue's checks already reported (a tile's missing picture), so that none is reported twice.
    let reported: Set<Location>

    func run() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let reference = layout.sets.first { $0.language == configuration.referenceLanguage }
        for set in layout.sets {
            findings += folders(set) + labels(set)
            // A language whose sheet could not be read is reported there; its words are not missing one by one.
            guard !catalogue.hasUnreadableSheet(language: set.language) else { continue }
            findings += keyboards(set) + emptyFolders(set)
            if let reference, reference.language != set.language { findings += recordings(set, reference: reference) }
        }
        var seen: Set<Diagnostic> = []
        return findings.filter { !reported.contains($0.location) && seen.insert($0).inserted }
    }

    private var app: String { "the Glyph app “\(layout.appID)”" }

    /// No two folders or keyboards share a name. (Every tile's picture is the shared check's: Glyph declares
    /// its lists' pictures as needed, as FirstWords does.)
    func folders(_ set: GlyphSet) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var names: [String: String] = [:]
        for (name, list, cell) in set.folders.map({ ($0.name, $0.list, $0.nameCell) })
            + set.keyboards.map({ ($0.name, $0.list, $0.nameCell) })
        {
            if let other = names[name.lowercased()] {
                findings.append(
                    .error(
                        at: cell,
                        "the list “\(list)” is named “\(name)” in \(set.language), like “\(other)”: \(app) would show two "
                            + "folders of one name; give each list its own name in this language."))
            } else {
                names[name.lowercased()] = list
            }
        }
        return findings
    }

    /// A folder with no tile in the language.
    func emptyFolders(_ set: GlyphSet) -> [Diagnostic] {
        set.folders.filter(\.tiles.isEmpty).map { folder in
            .error(
                at: folder.nameCell,
                "the folder “\(folder.name)” of \(app) has no tile in \(set.language): translate some of the "
                    + "words of “\(folder.list)” in \(set.language), or leave the list out of the app.")
        }
    }

    /// A keyboard holds at most `maxKeys` words, and every word of its list has a word in the language.
    func keyboards(_ set: GlyphSet) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for keyboard in set.keyboards {
            guard let list = catalogue.list(named: keyboard.list) else { continue }
            let enabled = list.words.filter { !$0.disabled }
            if enabled.count > layout.app.maxKeys {
                findings.append(
                    .error(
                        at: list.source.location,
                        "the keyboard “\(keyboard.list)” of \(app) has \(enabled.count) words, but a keyboard holds at "
                            + "most \(layout.app.maxKeys) (`maxKeys` in pipeline.json); disable some words or raise maxKeys."
                    ))
            }
            let shown = Set(keyboard.words.map(\.key))
            for word in enabled where !shown.contains(word.key) {
                let translation = catalogue.translation(language: set.language, list: list.name, key: word.key)
                guard translation?.disabled != true else { continue }
                findings.append(
                    .error(
                        at: list.source.location(row: word.row, field: "key"),
                        "the keyboard word “\(word.key)” (\(list.name)) has no word in \(set.language); translate it, or "
                            + "mark it disabled there."))
            }
        }
        return findings
    }

    /// A label fits its tile, and no two tiles of a folder read the same.
    func labels(_ set: GlyphSet) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (folder, tiles) in set.folders.map({ ($0.name, $0.tiles) }) + set.keyboards.map({ ($0.name, $0.words) }) {
            var first: [String: GlyphSet.Tile] = [:]
            for tile in tiles {
                if tile.label.count > Self.longestLabel {
                    findings.append(
                        .error(
                            at: tile.cell,
                            "the Glyph label “\(tile.label)” is \(tile.label.count) characters long, but a 150-point tile "
                                + "shows at most \(Self.longestLabel) (two short lines); write a shorter label in a "
                                + "label column, and put the whole sentence in a vocalization column."))
                }
                if let earlier = first[tile.label.lowercased()] {
                    // The same word twice: a key used twice in its list, reported there.
                    guard earlier.key != tile.key else { continue }
                    findings.append(
                        .error(
                            at: tile.cell,
                            "the Glyph tiles “\(earlier.key)” and “\(tile.key)” of “\(folder)” both read “\(tile.label)” "
                                + "in \(set.language); give one of them another label."))
                } else {
                    first[tile.label.lowercased()] = tile
                }
            }
        }
        return findings
    }

    /// A language with no recording of a set that has them in the reference language: a warning in
    /// development, an error in release (these users hear the system voice instead of a real one).
    func recordings(_ set: GlyphSet, reference: GlyphSet) -> [Diagnostic] {
        guard reference.allTiles.contains(where: { $0.recording != nil }),
            !set.allTiles.contains(where: { $0.recording != nil })
        else { return [] }
        let severity = configuration.policy.severity
        return [
            Diagnostic(
                severity, at: Location(file: Project.languageFolderPath(set.language)),
                "has no recording of the words of \(app), which has them in \(reference.language); add "
                    + "speech/<List>/<key>.wav files, or the app speaks these tiles with the system voice.")
        ]
    }
}

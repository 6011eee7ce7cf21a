import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackSheets

/// Makes the XLIFF file a translator's tool opens for one language (`wordpack export-xliff`): a `<file>` per word
/// list (those some app ships in the language, when `shipped` is known and not `everyUnit`), in name order, with
/// a unit for the list's name and one per word in sheet order (and for its sort key
/// and letter case where the reference language or the language has one). The source is the reference
/// language's text; the target the language's own current translation, marked for review when the reference
/// text changed since it was made.
///
/// Whether the reference text changed is known from the text the translation was made against: the
/// `reference (en)` column of the workbook `add-language` makes, or the `<source>` of the XLIFF file the
/// translation came back in, or else the reference text the language's committed `translated.tsv` records it
/// was made against (`Catalogue.madeAgainst`). A translation with none known is taken as made against the current
/// text.
///
/// Every column the kinds read as translated text (`AppKind.translatedColumns`: Olé's alternatives, Glyph's
/// label and vocalization) is a unit of its own, `pig:alternatives`, where the reference language or the
/// language has it.
struct XLIFFExporter {
    let catalogue: Catalogue
    let configuration: PipelineConfiguration
    let columns: [TranslatedColumn]
    /// The kinds whose apps' text limits (`AppKind.textLimit`) the units carry.
    let kinds: [any AppKind.Type]
    /// Each unit's source is the reference text its translation was made against, where that is known, rather
    /// than today's (`import-xliff` writing back the translations it keeps: their review marks stay). Such a
    /// unit is a translation of its own source, so it is not marked for review: read back, its source is what it
    /// was made against, and the build compares that with today's reference text.
    var sourcesAsMadeAgainst = false
    /// What some app ships of the language (`export-xliff` and `export-po`): each unit says which apps ship it,
    /// and, unless `everyUnit`, the export holds only those. Nil: every unit, without a word on the apps.
    var shipped: ShippedUnits?
    /// Every unit, shipped or not (`--all`), where `shipped` is known.
    var everyUnit = false

    package init(catalogue: Catalogue, configuration: PipelineConfiguration, kinds: [any AppKind.Type]) {
        self.init(
            catalogue: catalogue, configuration: configuration, columns: kinds.translatedColumns,
            kinds: kinds)
    }

    package init(
        catalogue: Catalogue, configuration: PipelineConfiguration, columns: [TranslatedColumn],
        kinds: [any AppKind.Type]
    ) {
        self.catalogue = catalogue
        self.configuration = configuration
        self.columns = columns
        self.kinds = kinds
    }

    private var reference: LanguageCode { configuration.referenceLanguage }

    /// The export for `code`; with `untranslatedOnly`, only the units without a translation. Each word's unit
    /// names its picture at `<code>/pictures/<list>/<name>.png` beside the file (`XLIFFExport.pictures` says
    /// which master each is drawn from).
    func export(language code: LanguageCode, untranslatedOnly: Bool = false) -> XLIFFExport {
        let limits = LengthLimits(configuration: configuration, catalogue: catalogue, language: code, kinds: kinds)
        var pictures: [String: String] = [:]
        let lists = catalogue.lists.filter { list in
            everyUnit || shipped.map { $0.shipsWords(of: list.name) } ?? true
        }
        let files = lists.map { list -> XLIFFExport.File in
            var units: [XLIFFExport.Unit] = []
            if everyUnit || shipped.map({ $0.shipsName(of: list.name) }) ?? true {
                let referenceName =
                    catalogue.resolvedListName(language: reference, list: list.name)?.name ?? list.name
                var notes = ["The name of the list \(list.name), shown by the apps with several lists."]
                if let shipped { notes.append(shipped.note(apps: shipped.namesShownBy[list.name], language: code)) }
                units.append(
                    XLIFFExport.Unit(
                        id: XLIFFUnitID.listName.text, source: referenceName,
                        target: catalogue.listName(language: code, list: list.name)?.name, notes: notes))
            }
            for (_, rows) in list.rowsByKey {
                units += self.units(of: rows, in: list, language: code, limits: limits, pictures: &pictures)
            }
            return XLIFFExport.File(
                list: list.name, units: untranslatedOnly ? units.filter { $0.target == nil } : units)
        }
        var export = XLIFFExport(sourceLanguage: reference.description, targetLanguage: code.description, files: files)
        let shown = Set(export.files.flatMap { $0.units.compactMap(\.picture) })
        export.pictures = pictures.filter { shown.contains($0.key) }
        return export
    }

    /// The folder beside an exported file that holds its pictures, relative to it: `de/pictures`.
    static func picturesFolder(language code: LanguageCode) -> String { "\(code)/pictures" }

    private func units(
        of rows: [Word], in list: WordList, language code: LanguageCode, limits: LengthLimits,
        pictures: inout [String: String]
    ) -> [XLIFFExport.Unit] {
        let word = rows[0]
        let source = catalogue.resolvedTranslation(language: reference, list: list.name, key: word.key)
        let own = catalogue.translation(language: code, list: list.name, key: word.key)
        var notes = ["List: \(list.name)."]
        if let shipped { notes.append(shipped.note(apps: shipped.wordsShownBy[list.name], language: code)) }
        for kind in kinds { notes += kind.translatorNotes(of: rows) }
        if let hint = word.extras["hint"] { notes.append("Hint (Chatwa): \(hint)") }
        let others = otherLanguages(list: list.name, key: word.key, except: code)
        if !others.isEmpty { notes.append("In other languages: \(others).") }
        var picturePath: String?
        if let picture = list.pictures.first(where: { $0.name == word.pictureName }) {
            let path = "\(Self.picturesFolder(language: code))/\(list.name)/\(picture.name).png"
            pictures[path] = picture.path
            picturePath = path
            notes.append("Picture: \(path) (in the folder beside this file).")
        }
        let limit = limits.limit(list: list.name)
        if let limit { notes.append(limit.note) }
        if source?.word == nil {
            notes.append("The reference language (\(reference)) has no word for it yet: the source is the word's key.")
        }
        let sourceText = source?.word ?? word.key
        var recorded: String?
        // What it was made against: its row's `reference (en)`, or what the build folder remembers.
        if let own {
            recorded =
                catalogue.madeAgainst(own, language: code) ?? own.extras[XLIFFTranslations.referenceField(reference)]
        }
        let madeAgainst = sourcesAsMadeAgainst && own?.word != nil ? recorded ?? sourceText : sourceText
        var unit = XLIFFExport.Unit(
            id: word.key, source: madeAgainst, target: own?.word,
            needsReview: !sourcesAsMadeAgainst && own?.word != nil && recorded != nil && recorded != sourceText,
            notes: notes,
            maximumLength: limit?.characters)
        if unit.needsReview { unit.madeAgainst = recorded }
        unit.location = Location(file: list.source.file, row: word.row)
        unit.picture = picturePath
        var units = [unit]
        if source?.sortkey != nil || own?.sortkey != nil {
            units.append(
                XLIFFExport.Unit(
                    id: XLIFFUnitID.sortkey(key: word.key).text, source: source?.sortkey ?? sourceText,
                    target: own?.sortkey,
                    notes: [
                        "Sort key of “\(sourceText)”: the apps sort the word by this text instead of the word itself. "
                            + "Leave it empty to sort by the word."
                    ]))
        }
        if source?.caseOverride != nil || own?.caseOverride != nil {
            units.append(
                XLIFFExport.Unit(
                    id: XLIFFUnitID.caseOverride(key: word.key).text,
                    source: source?.caseOverride.map(Self.caseName) ?? "", target: own?.caseOverride.map(Self.caseName),
                    notes: [
                        "Letter case of “\(sourceText)” whatever the player chooses: uppercase, lowercase or capitalized. "
                            + "Leave it empty to follow the player's choice."
                    ]))
        }
        for column in columns {
            let sourceValue = source?.extras[column.field]
            let ownValue = own?.extras[column.field]
            guard sourceValue != nil || ownValue != nil else { continue }
            units.append(
                XLIFFExport.Unit(
                    id: "\(word.key):\(column.heading)", source: sourceValue ?? sourceText, target: ownValue,
                    notes: [
                        "\(column.heading.prefix(1).uppercased() + column.heading.dropFirst()) of “\(sourceText)”: \(column.note)"
                    ]))
        }
        return units
    }

    /// The word's translations in the languages other than the reference language and `code`, where they have
    /// one: `es “gato”, fr “chat”`.
    private func otherLanguages(list: String, key: String, except code: LanguageCode) -> String {
        catalogue.languages.map(\.code).filter { $0 != code && $0 != reference }.sorted().compactMap {
            other in
            guard let word = catalogue.translation(language: other, list: list, key: key)?.word, !word.isEmpty
            else { return nil }
            return "\(other) “\(word)”"
        }.joined(separator: ", ")
    }

    static func caseName(_ value: CaseOverride) -> String {
        switch value {
        case .uppercase: return "uppercase"
        case .lowercase: return "lowercase"
        case .capitalized: return "capitalized"
        }
    }
}

/// The most characters an app shows of a word in a language, where an app sets a limit (`AppKind.textLimit`):
/// the smallest limit of the apps that show a list.
struct LengthLimits {
    /// The limits by list; a list no app limits has none.
    private var byList: [String: TextLimit] = [:]

    init(
        configuration: PipelineConfiguration, catalogue: Catalogue, language code: LanguageCode,
        kinds: [any AppKind.Type]
    ) {
        let lists = catalogue.lists.map(\.name)
        for kind in kinds {
            for limit in Self.limits(kind, configuration, language: code) {
                for name in limit.lists.resolve(from: lists)
                where byList[name].map({ $0.characters > limit.characters }) ?? true {
                    byList[name] = limit
                }
            }
        }
    }

    private static func limits<Kind: AppKind>(
        _: Kind.Type, _ configuration: PipelineConfiguration, language: LanguageCode
    ) -> [TextLimit] {
        configuration.requests(of: Kind.Settings.self, pipelinePath: PipelineConfiguration.fileName).compactMap {
            Kind.textLimit($0, language: language)
        }
    }

    func limit(list: String) -> TextLimit? { byList[list] }
}

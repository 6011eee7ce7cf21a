import Foundation
import WordpackCore
import WordpackSheets

/// The ingest stage: reads every sheet, text and media file name in `inputs/` into a `Catalogue`.
///
/// Reading never stops at the first problem: an unreadable file or an invalid cell becomes a finding in
/// the catalogue, and everything else is still read, so that `check` can report all problems at once.
package struct Ingest: Sendable {
    package let project: Project
    private let listing: FolderListing
    private let reuse: SheetReuse?
    /// pipeline.json's `translationSource`: which file a language folder holding a workbook and an XLIFF file
    /// is read from.
    package var translationSource: TranslationSourceChoice?
    /// The columns the kinds read as translated text (`TranslatedColumn`), which an XLIFF file carries.
    package var translatedColumns: [TranslatedColumn] = []

    /// With `digests`, each spreadsheet file's record gets its SHA-256 (for storing); with `store` too, a file
    /// whose bytes are those stored is not read again: its rows and findings come from the store. With
    /// `filling` (on `store`'s connection) too, each file read afresh is stored as soon as it is read.
    package init(project: Project, store: CatalogueDatabase? = nil, digests: RememberedDigests? = nil) {
        self.init(project: project, store: store, digests: digests, filling: nil)
    }

    package init(project: Project, store: CatalogueDatabase?, digests: RememberedDigests?, filling: CatalogueFilling?) {
        self.project = project
        listing = FolderListing(project: project)
        reuse = digests.map { SheetReuse(store: store, digests: $0, project: project, filling: filling) }
    }

    package func run() -> Catalogue {
        read().catalogue
    }

    /// The catalogue, and a record per spreadsheet file in reading order (lists, then each language's tables).
    package func read() -> (catalogue: Catalogue, records: [SheetRecord]) {
        var cleaner = TextCleaner()
        guard FolderListing.exists(project.inputs) else {
            cleaner.add(
                .error(
                    at: Location(file: "inputs"),
                    "is missing; create the inputs/ folder with lists/, words/ and languages/ (see README.md)."))
            return (Catalogue(findings: cleaner.findings), [])
        }
        // A link leading out of the project is refused at every level, these folders too: then nothing is read,
        // and those errors are all that is said (what follows from the missing folders would only repeat them).
        let refused = Self.refusedFolders(of: project)
        guard refused.isEmpty else { return (Catalogue(findings: refused), []) }
        // Which files are list sheets and which folders are languages is decided first, in order; then every list
        // sheet and every language folder is read side by side in one pool (a pool started inside another runs
        // on one thread: the languages were read one after the other while a core waited). Findings and records
        // keep the order of reading the lists, then the languages, one after the other.
        var listCleaner = TextCleaner()
        var languageCleaner = TextCleaner()
        let sheets = listSheets(cleaner: &listCleaner)
        let (folders, codes) = languageFolders(cleaner: &languageCleaner)
        // The languages first: a large sheet starts at once, and the small list sheets fill in beside it.
        let jobs =
            folders.compactMap { entry in codes[entry.name].map { ReadJob.language(entry, $0) } }
            + sheets.map(ReadJob.list)
        let done = jobs.concurrentMap { job -> ReadResult in
            switch job {
            case .language(let entry, let code): return readLanguage(entry, code: code)
            case .list(let sheet): return .list(readList(sheet))
            }
        }
        let listed = lists(sheets, read: done.compactMap(\.listRecord), cleaner: &listCleaner)
        let spoken = languages(done.compactMap(\.language), codes: codes, cleaner: &languageCleaner)
        cleaner.absorb(listCleaner)
        cleaner.absorb(languageCleaner)
        var catalogue = Catalogue(
            lists: listed.lists, languages: spoken.languages, findings: cleaner.findings,
            unreadableLists: listed.unreadable)
        let records = listed.records + spoken.records
        catalogue.sheetDigests = Dictionary(records.map { ($0.path, $0.sha256) }) { first, _ in first }
        for record in records {
            if case .tables(_, let tables, _) = record.content, let digests = tables.listDigests {
                catalogue.listRowDigests[record.path] = digests
            }
        }
        return (catalogue, records)
    }

    /// An error for each of `inputs/` and its `lists`, `words` and `languages` folders that is, or lies under, a
    /// link leading outside the project (`inputs/` alone when it is).
    package static func refusedFolders(of project: Project) -> [Diagnostic] {
        let listing = FolderListing(project: project)
        if let inputs = listing.linkOutside(project.inputs) { return [inputs] }
        return ["lists", "words", "languages"].compactMap {
            listing.linkOutside(project.inputs.appendingPathComponent($0))
        }
    }

    private var listsFolder: URL { project.inputs.appendingPathComponent("lists") }
    private var wordsFolder: URL { project.inputs.appendingPathComponent("words") }
    private var languagesFolder: URL { project.inputs.appendingPathComponent("languages") }

    /// A list sheet to read: its file, and the list it names.
    typealias ListSheetFile = (entry: FolderEntry, name: String, path: String)

    /// What the pool of `read()` reads: a list sheet, or a language folder.
    private enum ReadJob: Sendable {
        case list(ListSheetFile)
        case language(FolderEntry, LanguageCode)
    }

    /// What it read: a list sheet's record, or a language with its findings and a record per table file.
    private enum ReadResult: Sendable {
        case list(SheetRecord)
        case language(Language, TextCleaner, [SheetRecord])

        var listRecord: SheetRecord? {
            if case .list(let record) = self { record } else { nil }
        }

        var language: (Language, TextCleaner, [SheetRecord])? {
            if case .language(let language, let cleaner, let records) = self {
                (language, cleaner, records)
            } else {
                nil
            }
        }
    }

    /// The files of `inputs/lists/` that are list sheets, in order; the others are findings.
    private func listSheets(cleaner: inout TextCleaner) -> [ListSheetFile] {
        var sheets: [ListSheetFile] = []
        var firstPaths: [String: String] = [:]
        var folded: [String: (name: String, path: String)] = [:]
        for entry in listing.entries(of: listsFolder, cleaner: &cleaner) {
            let path = project.displayPath(ofStandardPath: entry.path)
            guard !entry.isFolder, SpreadsheetFormat(fileExtension: entry.fileExtension) != nil else {
                cleaner.add(Self.notASpreadsheet(entry, path: path))
                continue
            }
            let name = entry.baseName
            if let problem = Self.listNameProblem(name) {
                cleaner.add(.error(at: Location(file: path), problem))
                continue
            }
            if let first = firstPaths[name] {
                cleaner.add(
                    .error(
                        at: Location(file: path),
                        "is a second sheet for the list “\(name)” (the first is \(first)); keep only one."))
                continue
            }
            if let other = folded[PortableName.folded(name)] {
                cleaner.add(
                    .error(
                        at: Location(file: path),
                        "is the list “\(name)”, whose name differs from the list “\(other.name)” (\(other.path)) only in "
                            + "case or accents: their folders would be one on macOS, iOS and Windows, and one list's files "
                            + "would overwrite the other's. Rename one of them."))
                continue
            }
            if PortableName.isReservedOnWindows(name) {
                cleaner.add(
                    .warning(
                        at: Location(file: path),
                        "names the list “\(name)”, which Windows reserves for a device (\(PortableName.reservedNames)): "
                            + "its folders cannot be made there. Rename the file."))
            }
            firstPaths[name] = path
            folded[PortableName.folded(name)] = (name, path)
            sheets.append((entry, name, path))
        }
        return sheets
    }

    /// One list sheet's record, reused when possible.
    private func readList(_ sheet: ListSheetFile) -> SheetRecord {
        reuse.record(path: sheet.path) {
            var cleaner = TextCleaner()
            do {
                let workbook = try SpreadsheetFile.open(sheet.entry.url, displayPath: sheet.path)
                let list = try ListSheet(workbook: workbook, listName: sheet.name).read(cleaner: &cleaner)
                return (.list(name: sheet.name, list), cleaner.findings)
            } catch {
                cleaner.addReadingProblem(error, file: sheet.path)
                return (.list(name: sheet.name, nil), cleaner.findings)
            }
        }
    }

    /// The lists of the sheets read (`read`, one record a sheet) with their media, the names of the unreadable
    /// ones, and the records.
    private func lists(_ sheets: [ListSheetFile], read: [SheetRecord], cleaner: inout TextCleaner)
        -> (lists: [WordList], unreadable: [String], records: [SheetRecord])
    {
        var lists: [WordList] = []
        var unreadable: [String] = []
        for (sheet, record) in zip(sheets, read) {
            cleaner.add(contentsOf: record.findings)
            if case .list(_, let list?) = record.content { lists.append(list) } else { unreadable.append(sheet.name) }
        }
        for name in FolderListing.hiddenSpreadsheets(in: listsFolder) {
            cleaner.add(
                .warning(
                    at: Location(file: project.displayPath(of: listsFolder.appendingPathComponent(name))),
                    "is ignored: its name starts with “.”, which hides a file; give the list a name before the "
                        + "extension (for example Animals.xlsx)."))
        }
        if sheets.isEmpty, FolderListing.isEmpty(listsFolder) {
            cleaner.add(
                .error(
                    at: Location(file: project.displayPath(of: listsFolder)),
                    "has no list sheet; add one spreadsheet per word list (for example inputs/lists/Animals.xlsx)."))
        }
        lists.sort { $0.name < $1.name }
        addMedia(to: &lists, skipping: unreadable, cleaner: &cleaner)
        return (lists, unreadable, read)
    }

    /// What is said of a folder `inputs/words/<name>/` with no list sheet (the check folds it into one sentence
    /// with the other places that name the list).
    static func wordsFolderSentence(_ name: String) -> String {
        "has no list sheet inputs/lists/\(name).xlsx (or .ods, .csv); its files are not used."
    }

    /// Adds `inputs/words/<List>/`: the icon, pictures, backgrounds and reward sounds.
    private func addMedia(to lists: inout [WordList], skipping unreadable: [String], cleaner: inout TextCleaner) {
        for folder in listing.entries(of: wordsFolder, cleaner: &cleaner) where !unreadable.contains(folder.name) {
            let path = project.displayPath(ofStandardPath: folder.path)
            guard folder.isFolder, let index = lists.firstIndex(where: { $0.name == folder.name }) else {
                cleaner.add(
                    .warning(
                        at: Location(file: path),
                        folder.isFolder
                            ? Self.wordsFolderSentence(folder.name)
                            : "is not inside a list's folder; move it to inputs/words/<List>/."))
                continue
            }
            for entry in listing.entries(ofPath: folder.path, cleaner: &cleaner) {
                let entryPath = project.displayPath(ofStandardPath: entry.path)
                switch (entry.isFolder, entry.isFolder ? entry.name : entry.baseName) {
                case (true, "picture"): lists[index].pictures = mediaFiles(in: entry.path, cleaner: &cleaner)
                case (true, "background"): lists[index].backgrounds = mediaFiles(in: entry.path, cleaner: &cleaner)
                case (true, "sound"): lists[index].sounds = mediaFiles(in: entry.path, cleaner: &cleaner)
                case (false, "icon"): lists[index].icon = MediaFile(path: entryPath, name: "icon")
                default:
                    cleaner.add(
                        .warning(
                            at: Location(file: entryPath),
                            "is not used: a list's folder holds icon.png and the folders picture/, background/ and sound/."
                        ))
                }
            }
        }
    }

    private func mediaFiles(in folder: String, cleaner: inout TextCleaner) -> [MediaFile] {
        var files: [MediaFile] = []
        for entry in listing.entries(ofPath: folder, cleaner: &cleaner) {
            let path = project.displayPath(ofStandardPath: entry.path)
            guard !entry.isFolder else {
                cleaner.add(.error(at: Location(file: path), Self.folderNotFile))
                continue
            }
            files.append(MediaFile(path: path, name: entry.baseName))
        }
        return files
    }

    /// A folder where a media file is expected (a folder named `cat.png`).
    static let folderNotFile =
        "is a folder, not a file; put the file itself here (folders inside this one are not read)."

    /// The folders of `inputs/languages/` that are languages, in order, and each one's code; anything else
    /// there is a finding.
    private func languageFolders(cleaner: inout TextCleaner) -> (folders: [FolderEntry], codes: [String: LanguageCode])
    {
        var folders: [FolderEntry] = []
        var codes: [String: LanguageCode] = [:]
        for entry in listing.entries(of: languagesFolder, cleaner: &cleaner) {
            let path = project.displayPath(ofStandardPath: entry.path)
            guard entry.isFolder else {
                cleaner.add(
                    .warning(
                        at: Location(file: path),
                        "is not inside a language folder; move it to inputs/languages/<code>/."))
                continue
            }
            switch LanguageCode.parse(entry.name) {
            case .failure(let error):
                cleaner.add(.error(at: Location(file: path), error.message))
            case .success(let code):
                if let warning = LanguageCode.countryCodeWarning(entry.name) {
                    cleaner.add(.warning(at: Location(file: path), warning))
                }
                codes[entry.name] = code
                folders.append(entry)
            }
        }
        return (folders, codes)
    }

    /// One language folder, read on its own: the language, its findings, and a record per table file.
    private func readLanguage(_ entry: FolderEntry, code: LanguageCode) -> ReadResult {
        var cleaner = TextCleaner()
        var records: [SheetRecord] = []
        let language = LanguageFolder(
            project: project, listing: listing, folder: entry.url, code: code, reuse: reuse,
            translationSource: translationSource?.source(for: code), translatedColumns: translatedColumns
        ).read(cleaner: &cleaner, records: &records)
        return .language(language, cleaner, records)
    }

    /// The languages of the folders read (`read`, in the folders' order), each with its fallback, and their records.
    private func languages(
        _ read: [(Language, TextCleaner, [SheetRecord])], codes: [String: LanguageCode], cleaner: inout TextCleaner
    ) -> (languages: [Language], records: [SheetRecord]) {
        var languages: [Language] = []
        var records: [SheetRecord] = []
        for (language, folderCleaner, folderRecords) in read {
            cleaner.absorb(folderCleaner)
            languages.append(language)
            records += folderRecords
        }
        if languages.isEmpty, codes.isEmpty {
            cleaner.add(
                .error(
                    at: Location(file: project.displayPath(of: languagesFolder)),
                    "has no language folder; add one per language (for example inputs/languages/en/)."))
        }
        // A phonics variant or another written form falls back to its parent; a regional variant does not.
        for index in languages.indices {
            let code = languages[index].code
            guard !code.isRegional, let parent = code.parent, codes[parent.description] != nil else { continue }
            languages[index].fallback = parent
        }
        return (languages, records)
    }

    /// A list's name becomes folder names such as `Animals_en` and `Animals.free_en`.
    static func listNameProblem(_ name: String) -> String? {
        if name.contains("_") || name.contains(".") {
            return "the list name “\(name)” cannot contain “_” or “.”, which FirstWords uses in folder names "
                + "(Animals_en, Animals.free_en); rename the file."
        }
        return ListSheet.fileNameProblem(name).map { "the list name “\(name)” \($0)" }
    }

    static func notASpreadsheet(_ entry: FolderEntry, path: String) -> Diagnostic {
        switch entry.fileExtension {
        case "xls":
            return .error(
                at: Location(file: path),
                "is in the old Excel 97–2003 format, which wordpack does not read; save it as an Excel Workbook (.xlsx)."
            )
        case "numbers":
            return .error(
                at: Location(file: path), "is a Numbers document; export it as Excel (.xlsx) or CSV.")
        default:
            return .warning(
                at: Location(file: path),
                "is not a spreadsheet wordpack reads (.xlsx, .ods, .csv or .tsv); it is ignored.")
        }
    }
}

import Foundation
import WordpackCore
import WordpackSheets

/// Reads one language folder: `inputs/languages/<code>/`.
package struct LanguageFolder: Sendable {
    package let project: Project
    let listing: FolderListing
    package let folder: URL
    package let code: LanguageCode
    /// Reuses the rows of table files whose bytes did not change.
    let reuse: SheetReuse?
    /// Which file is read when the folder holds both a workbook and an XLIFF file (pipeline.json's
    /// `translationSource`); nil: neither, and an error naming both.
    package var translationSource: TranslationSourceChoice.Source? = nil
    /// The columns the kinds read as translated text, which an XLIFF file carries as units of their own.
    package var translatedColumns: [TranslatedColumn] = []

    /// The language; `records` gets a record per table file, in reading order.
    package func read(cleaner: inout TextCleaner, records: inout [SheetRecord]) -> Language {
        var language = Language(code: code)
        let entries = listing.entries(of: folder, cleaner: &cleaner)
        let skipped = translationFilesNotRead(entries, language: &language, cleaner: &cleaner)
        var recorded: RecordedTexts?
        for entry in entries where !skipped.contains(entry.path) {
            let path = project.displayPath(ofStandardPath: entry.path)
            if entry.isFolder {
                switch entry.name {
                case "letters": language.letters = letterSounds(in: entry.path, cleaner: &cleaner)
                case "speech": language.recordings = recordings(in: entry.path, cleaner: &cleaner)
                default:
                    cleaner.add(
                        .warning(
                            at: Location(file: path),
                            "is not a folder wordpack uses (a language folder holds letters/ and speech/); it is ignored."
                        ))
                }
                continue
            }
            switch (entry.baseName, entry.fileExtension) {
            case ("all", "txt"): language.allWordsText = text(of: entry, cleaner: &cleaner)
            case ("other", "txt"): language.otherText = text(of: entry, cleaner: &cleaner)
            case ("spelling", "txt"): language.spellingExceptions = spellingExceptions(in: entry, cleaner: &cleaner)
            case ("flag", _): language.flag = MediaFile(path: path, name: "flag")
            case _ where Self.isRecordedTexts(entry): recorded = recordedTexts(in: entry, cleaner: &cleaner)
            // Read where it is used, once the rows are known (`Catalogue.rememberReferences`).
            case _ where !entry.isFolder && entry.name == RememberedReferences.fileName: continue
            case (_, let ext) where Self.toolFileExtensions.contains(ext.lowercased()):
                let record = reuse.record(path: path, read: { readToolFile(entry, path: path) }) {
                    Self.translations(of: readToolFile(entry, path: path, streaming: false).0)
                }
                records.append(record)
                adoptTables(of: record, path: path, into: &language, cleaner: &cleaner)
            case (_, let ext) where SpreadsheetFormat(fileExtension: ext) != nil:
                let record = reuse.record(path: path, read: { readTables(entry, path: path) }) {
                    Self.translations(of: readTables(entry, path: path, streaming: false).0)
                }
                records.append(record)
                adoptTables(of: record, path: path, into: &language, cleaner: &cleaner)
            default:
                cleaner.add(
                    .warning(
                        at: Location(file: path),
                        "is not a file wordpack uses here (translations sheet, XLIFF or PO file, all.txt, other.txt, "
                            + "spelling.txt, flag.png); it is ignored."))
            }
        }
        if let recorded, !recorded.isEmpty { note(recorded, in: &language) }
        return language
    }

    /// A translation file's rows (a workbook's or an XLIFF file's) and findings, into the language.
    private func adoptTables(
        of record: SheetRecord, path: String, into language: inout Language, cleaner: inout TextCleaner
    ) {
        cleaner.add(contentsOf: record.findings)
        guard case .tables(_, let tables, let readable) = record.content else { return }
        if !readable { language.unreadableFiles.append(path) }
        language.translationRows = language.translationRows.appending(tables.rows)
        language.listNames.adopt(tables.listNames)
        language.sources.adopt(tables.sources)
    }

    /// The files of a language folder that wordpack writes itself (what each recording says, what each
    /// translation was made against): never a translations sheet, whatever their extension.
    package static let writtenByWordpack: Set<String> = [RecordedTexts.fileName, RememberedReferences.fileName]

    /// The extensions of XLIFF files.
    static let xliffExtensions: Set<String> = ["xliff", "xlf"]
    /// The extensions of a translation tool's files: XLIFF, and gettext PO.
    package static let toolFileExtensions: Set<String> = xliffExtensions.union(["po"])

    /// The translation files of the folder that are not read: the workbooks or the XLIFF file, as pipeline.json's
    /// `translationSource` says, when the folder holds both; both (an error naming them, the language then counted
    /// as unreadable) when it says nothing; and every XLIFF file after the first (an error each).
    private func translationFilesNotRead(
        _ entries: [FolderEntry], language: inout Language, cleaner: inout TextCleaner
    ) -> Set<String> {
        let files = entries.filter { !$0.isFolder && !Self.writtenByWordpack.contains($0.name) }
        let workbooks = files.filter { SpreadsheetFormat(fileExtension: $0.fileExtension) != nil }
        let xliffs = files.filter { Self.toolFileExtensions.contains($0.fileExtension.lowercased()) }
        var skipped: Set<String> = []
        let display = { (entry: FolderEntry) in project.displayPath(ofStandardPath: entry.path) }
        for extra in xliffs.dropFirst() {
            cleaner.add(
                .error(
                    at: Location(file: display(extra)),
                    "is a second translation tool's file (XLIFF or PO) in this language folder (the first is "
                        + "\(xliffs[0].name)); keep only one."))
            skipped.insert(extra.path)
        }
        guard let xliff = xliffs.first, !workbooks.isEmpty else { return skipped }
        switch translationSource {
        case .xliff?:
            skipped.formUnion(workbooks.map(\.path))
            for workbook in workbooks { refuseUncarriedColumns(of: workbook, xliff: xliff, cleaner: &cleaner) }
        case .workbook?:
            skipped.insert(xliff.path)
        case nil:
            let names = workbooks.map(\.name)
            cleaner.add(
                .error(
                    at: Location(file: display(xliff)),
                    "is a translation of \(code), and so \(names.count == 1 ? "is" : "are") \(sentenceList(names)) beside "
                        + "it; wordpack does not know which to read, so it reads neither. Delete one, or say which in "
                        + "pipeline.json: \"translationSource\": {\"\(code)\": \"xliff\"} (or \"workbook\")."))
            skipped.insert(xliff.path)
            skipped.formUnion(workbooks.map(\.path))
            language.unreadableFiles.append(display(xliff))
        }
        return skipped
    }

    /// A workbook set aside for the folder's XLIFF file (`translationSource` "xliff") must hold nothing the XLIFF
    /// file cannot carry (`UncarriedColumns`): such a column would be lost without a word, so each is an error at
    /// its first filled cell. The workbook is read for this alone (its other problems are not the build's).
    private func refuseUncarriedColumns(of workbook: FolderEntry, xliff: FolderEntry, cleaner: inout TextCleaner) {
        let path = project.displayPath(ofStandardPath: workbook.path)
        guard case .tables(_, let tables, _) = readTables(workbook, path: path, streaming: false).0 else { return }
        for column in UncarriedColumns.find(
            in: tables.translations, sources: tables.sources, columns: translatedColumns)
        {
            cleaner.add(
                .error(
                    at: column.location,
                    "the column “\(column.field)” holds a value here, but pipeline.json has \(code) read from "
                        + "\(xliff.name) (translationSource \"xliff\"), which cannot carry that column (it carries "
                        + "\(UncarriedColumns.carried(translatedColumns))): every value of it would be lost. Keep "
                        + "the workbook as the translations (translationSource \"workbook\"), or clear the column if "
                        + "nothing needs it."))
        }
    }

    /// A translation tool's file (XLIFF or PO) read afresh: its rows and the findings of reading it.
    private func readToolFile(_ entry: FolderEntry, path: String, streaming: Bool = true)
        -> (SheetRecord.Content, [Diagnostic])
    {
        if entry.fileExtension.lowercased() == "po" {
            return readTranslations(
                POTranslations(language: code, translatedColumns: translatedColumns), path: path,
                streaming: streaming
            ) { tables, cleaner in
                try tables.read(path: entry.path, displayPath: path, cleaner: &cleaner)
            }
        }
        return readTranslations(
            XLIFFTranslations(language: code, translatedColumns: translatedColumns), path: path,
            streaming: streaming
        ) { tables, cleaner in
            try tables.read(path: entry.path, displayPath: path, cleaner: &cleaner)
        }
    }

    /// The translations of a table file read afresh (when the store cannot give them back).
    private static func translations(of content: SheetRecord.Content) -> [Translation] {
        guard case .tables(_, let tables, _) = content else { return [] }
        return tables.translations
    }

    /// One table file read afresh: its rows and the findings of reading it; `streaming`: its rows are stored as
    /// they are read when the store is being filled.
    private func readTables(_ entry: FolderEntry, path: String, streaming: Bool = true)
        -> (SheetRecord.Content, [Diagnostic])
    {
        // The sheets read before one that fails are kept, as the language's other rows are.
        readTranslations(TranslationSheets(), path: path, streaming: streaming) { tables, cleaner in
            try tables.read(try SpreadsheetFile.open(entry.url, displayPath: path), cleaner: &cleaner)
        }
    }

    /// A translation file read by `read` into `tables`, its rows stored as they are read when the store is being
    /// filled (a large file's rows need not wait for its end).
    private func readTranslations<Tables: TranslationTables>(
        _ tables: Tables, path: String, streaming: Bool, read: (inout Tables, inout TextCleaner) throws -> Void
    ) -> (SheetRecord.Content, [Diagnostic]) {
        var tables = tables
        var cleaner = TextCleaner()
        tables.stream = streaming ? reuse?.translationStream(path: path, language: code.description) : nil
        var readable = true
        do {
            try read(&tables, &cleaner)
        } catch {
            cleaner.addReadingProblem(error, file: path)
            readable = false
        }
        readable = readable && !tables.unusable
        let content = SheetRecord.Tables(
            translations: tables.translations, listNames: tables.listNames, sources: tables.sources)
        return (.tables(language: code.description, content, readable: readable), cleaner.findings)
    }

    /// `spelling.txt`: UTF-8 text, one word or phrase a line; empty lines and lines starting with `#` are left out.
    private func spellingExceptions(in entry: FolderEntry, cleaner: inout TextCleaner) -> SpellingExceptions? {
        let path = project.displayPath(ofStandardPath: entry.path)
        guard let text = utf8Text(of: entry, path: path, cleaner: &cleaner) else { return nil }
        var words: [String] = []
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            // Spaces around a line of a plain list are harmless: removed without a word.
            let word = cleaner.clean(
                line.trimmingCharacters(in: .whitespaces), at: Location(file: path, row: number + 1), what: "the line")
            if !word.isEmpty, !word.hasPrefix("#") { words.append(word) }
        }
        return SpellingExceptions(words: words, path: path)
    }

    /// A small file's bytes as `read` gives them (the whole file by default); nil, with the problem reported, when
    /// it cannot be read.
    func contents(
        of entry: FolderEntry, path: String, cleaner: inout TextCleaner,
        read: (String, String) throws -> Data = { try RegularFile.contents($0, displayPath: $1) }
    ) -> Data? {
        do {
            return try read(entry.path, path)
        } catch let problem as FileProblem {
            cleaner.add(problem.diagnostic)
        } catch {
            cleaner.add(.error(at: Location(file: path), "cannot be read; check its permissions."))
        }
        return nil
    }

    /// A text file's contents as UTF-8 (a byte order mark dropped); nil, with the problem reported, when it cannot
    /// be read or is not UTF-8.
    private func utf8Text(of entry: FolderEntry, path: String, cleaner: inout TextCleaner) -> String? {
        guard let data = contents(of: entry, path: path, cleaner: &cleaner) else { return nil }
        guard var text = String(data: data, encoding: .utf8) else {
            cleaner.add(
                .error(
                    at: Location(file: path),
                    "is not UTF-8 text; save it again as UTF-8 (“Unicode (UTF-8)” in your editor)."))
            return nil
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// `all.txt` or `other.txt`: UTF-8 text on one line.
    private func text(of entry: FolderEntry, cleaner: inout TextCleaner) -> LocalizedText? {
        let path = project.displayPath(ofStandardPath: entry.path)
        guard var text = utf8Text(of: entry, path: path, cleaner: &cleaner) else { return nil }
        text = cleaner.clean(
            text.trimmingCharacters(in: .newlines), at: Location(file: path), what: "the text")
        guard !text.isEmpty else {
            cleaner.add(.error(at: Location(file: path), "is empty; write the text in it, or delete the file."))
            return nil
        }
        if text.contains(where: \.isNewline) {
            cleaner.add(.warning(at: Location(file: path), "has more than one line; the apps show it on one line."))
        }
        return LocalizedText(text: text, path: path)
    }

    /// `letters/A.wav`, or `letters/S-final.wav` and `letters/S-other.wav`.
    private func letterSounds(in folder: String, cleaner: inout TextCleaner) -> [LetterSound] {
        listing.entries(ofPath: folder, cleaner: &cleaner).compactMap { entry in
            let path = project.displayPath(ofStandardPath: entry.path)
            guard !entry.isFolder else {
                cleaner.add(.error(at: Location(file: path), Ingest.folderNotFile))
                return nil
            }
            let name = entry.baseName
            for position in [LetterSound.Position.final, .other] where name.hasSuffix("-\(position.rawValue)") {
                let letter = String(name.dropLast(position.rawValue.count + 1))
                if !letter.isEmpty {
                    return LetterSound(letter: letter, position: position, file: MediaFile(path: path, name: name))
                }
            }
            return LetterSound(letter: name, position: .any, file: MediaFile(path: path, name: name))
        }
    }

    /// `speech/<List>/<name>.wav`.
    private func recordings(in folder: String, cleaner: inout TextCleaner) -> [Recording] {
        var recordings: [Recording] = []
        for listFolder in listing.entries(ofPath: folder, cleaner: &cleaner) {
            guard listFolder.isFolder else {
                cleaner.add(
                    .warning(
                        at: Location(file: project.displayPath(ofStandardPath: listFolder.path)),
                        "is not inside a list's folder; move it to speech/<List>/ (for example speech/Animals/)."))
                continue
            }
            for entry in listing.entries(ofPath: listFolder.path, cleaner: &cleaner) {
                guard !entry.isFolder else {
                    cleaner.add(
                        .error(
                            at: Location(file: project.displayPath(ofStandardPath: entry.path)), Ingest.folderNotFile))
                    continue
                }
                recordings.append(
                    Recording(
                        list: listFolder.name,
                        file: MediaFile(path: project.displayPath(ofStandardPath: entry.path), name: entry.baseName)))
            }
        }
        return recordings
    }
}

extension Array {
    /// Appends `other`; when this array is empty, takes `other`'s storage instead of copying it, so that a
    /// language of one table file shares its rows with the sheet's record (3 million rows are not held twice).
    mutating func adopt(_ other: [Element]) {
        if isEmpty { self = other } else { self += other }
    }
}

import Foundation

/// Reads one language folder: `inputs/languages/<code>/`.
struct LanguageFolder {
    let project: Project
    let listing: FolderListing
    let folder: URL
    let code: String
    /// Reuses the rows of table files whose bytes did not change.
    let reuse: SheetReuse?

    /// The language; `records` gets a record per table file, in reading order.
    func read(cleaner: inout TextCleaner, records: inout [SheetRecord]) -> Language {
        var language = Language(code: code)
        for entry in listing.entries(of: folder, cleaner: &cleaner) {
            let path = project.displayPath(ofStandardPath: entry.path)
            if entry.isFolder {
                switch entry.name {
                case "letters": language.letters = letterSounds(in: entry.path, cleaner: &cleaner)
                case "speech": language.recordings = recordings(in: entry.path, cleaner: &cleaner)
                default:
                    cleaner.add(.warning(
                        at: Location(file: path),
                        "is not a folder wordpack uses (a language folder holds letters/ and speech/); it is ignored."))
                }
                continue
            }
            switch (entry.baseName, entry.fileExtension) {
            case ("all", "txt"): language.allWordsText = text(of: entry, cleaner: &cleaner)
            case ("other", "txt"): language.otherText = text(of: entry, cleaner: &cleaner)
            case ("spelling", "txt"): language.spellingExceptions = spellingExceptions(in: entry, cleaner: &cleaner)
            case ("flag", _): language.flag = MediaFile(path: path, name: "flag")
            case (_, let ext) where SpreadsheetFormat(fileExtension: ext) != nil:
                let record = reuse.record(path: path) { readTables(entry, path: path) }
                records.append(record)
                cleaner.add(contentsOf: record.findings)
                guard case .tables(_, let tables, let readable) = record.content else { continue }
                if !readable { language.unreadableFiles.append(path) }
                language.translations.adopt(tables.translations)
                language.listNames.adopt(tables.listNames)
                language.sources.adopt(tables.sources)
            default:
                cleaner.add(.warning(
                    at: Location(file: path),
                    "is not a file wordpack uses here (translations sheet, all.txt, other.txt, spelling.txt, flag.png); it is "
                        + "ignored."))
            }
        }
        return language
    }

    /// One table file read afresh: its rows and the findings of reading it.
    private func readTables(_ entry: FolderEntry, path: String) -> (SheetRecord.Content, [Diagnostic]) {
        var cleaner = TextCleaner()
        var tables = TranslationSheets()
        // Stored as they are read, when the store is being filled (a large sheet's rows need not wait for its end).
        tables.stream = reuse?.translationStream(path: path, language: code)
        var readable = true
        do {
            try tables.read(try SpreadsheetFile.open(entry.url, displayPath: path), cleaner: &cleaner)
        } catch {
            // The sheets read before the one that failed are kept, as the language's other rows are.
            cleaner.addReadingProblem(error, file: path)
            readable = false
        }
        readable = readable && !tables.unusable
        let content = SheetRecord.Tables(
            translations: tables.translations, listNames: tables.listNames, sources: tables.sources)
        return (.tables(language: code, content, readable: readable), cleaner.findings)
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

    /// A text file's contents as UTF-8 (a byte order mark dropped); nil, with the problem reported, when it cannot
    /// be read or is not UTF-8.
    private func utf8Text(of entry: FolderEntry, path: String, cleaner: inout TextCleaner) -> String? {
        let data: Data
        do {
            data = try RegularFile.contents(entry.path, displayPath: path)
        } catch let problem as FileProblem {
            cleaner.add(problem.diagnostic)
            return nil
        } catch {
            cleaner.add(.error(at: Location(file: path), "cannot be read; check its permissions."))
            return nil
        }
        guard var text = String(data: data, encoding: .utf8) else {
            cleaner.add(.error(
                at: Location(file: path), "is not UTF-8 text; save it again as UTF-8 (“Unicode (UTF-8)” in your editor)."))
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
                cleaner.add(.warning(
                    at: Location(file: project.displayPath(ofStandardPath: listFolder.path)),
                    "is not inside a list's folder; move it to speech/<List>/ (for example speech/Animals/)."))
                continue
            }
            for entry in listing.entries(ofPath: listFolder.path, cleaner: &cleaner) {
                guard !entry.isFolder else {
                    cleaner.add(.error(
                        at: Location(file: project.displayPath(ofStandardPath: entry.path)), Ingest.folderNotFile))
                    continue
                }
                recordings.append(Recording(
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

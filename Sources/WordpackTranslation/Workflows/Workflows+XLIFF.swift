import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackSheets

extension Workflows {
    /// `wordpack import-xliff FILE --language fr`: checks the translator's file, then copies it into
    /// `inputs/languages/fr/` (as `words.xliff`, or over the folder's XLIFF file of another name) and tells what
    /// changed; on any error, copies nothing and throws with every problem found. The current translations of
    /// units the file leaves out are kept (the file is then written again with them, in its version), unless
    /// `removeMissing`. Before it copies, it prints what the translation checks find in the file's translations
    /// (spelling, spaces, punctuation, the same text as the reference, outdated, lengths), each at its line and
    /// naming its unit; `strict` refuses the file on any of them.
    @discardableResult
    package static func importXLIFF(
        _ file: URL, displayPath: String, language: LanguageCode, removeMissing: Bool = false, strict: Bool = false,
        po: Bool = false, _ options: BuildOptions, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> XLIFFImport {
        let format: TranslationFileFormat = po ? .po : .xliff(.v12)
        let command = format.importCommand
        let fileName = "words." + format.fileExtension
        let code = language
        return try holdingProject(options, command, leavesOutputs: !po, progress: progress) {
            let folderPath = Project.languageFolderPath(code)
            let (configuration, catalogue) = try currentCatalogue(options)
            let reference = configuration.referenceLanguage
            let columns = options.kinds.translatedColumns
            let folder = options.project.languageFolder(code)
            // What an import killed before it finished left (`.words.po.<uuid>.tmp`): no import runs but this one
            // (the project's lock is held), so none of them is still being written.
            BuildFolder.removeTemporaryFiles(in: folder)
            let workbooks = workbooks(in: folder, configuration: configuration, code: code)
            // A workbook that holds no translation yet (the one add-language wrote) gives way to the file; one
            // that holds translations is the translations, and the file is refused beside it.
            let scaffold = !workbooks.isEmpty && !holdsTranslations(catalogue.language(code))
            var problems =
                scaffold
                ? [] : conflicts(workbooks, folderPath: folderPath, code: code, language: catalogue.language(code))
            problems += XLIFFImport.uncarriedColumns(of: catalogue.language(code), columns: columns)
            // The folder's tool file of the same format is replaced; one of the other format gives way to it.
            let existing = existingToolFile(in: folder)
            let sameFormat = existing.map { ($0.pathExtension.lowercased() == "po") == po } ?? false
            let destination =
                (sameFormat ? existing : nil) ?? folder.appendingPathComponent(fileName)
            // A new language's folder is made for the file, and removed again when the file is refused.
            let folderExisted = FileManager.default.fileExists(atPath: folder.path)
            func discard(_ temporary: URL?) {
                if let temporary { try? FileManager.default.removeItem(at: temporary) }
                if !folderExisted { try? FileManager.default.removeItem(at: folder) }
            }
            // The bytes checked are the bytes put in place: the file is copied beside its place, read from there,
            // and renamed into place only when nothing is wrong.
            let temporary: URL
            do {
                let data = try boundedContents(of: file, displayPath: displayPath)
                temporary = try FileWriter.temporaryFile(beside: destination)
                try data.write(to: temporary)
            } catch let problem as DiagnosticConvertible {
                discard(nil)
                let all = Diagnostic.sorted(problems + [problem.diagnostic])
                throw BuildFailure.load(all, message: nothingCopied(all, file: displayPath, command: command))
            } catch {
                discard(nil)
                throw BuildFailure.store("error: cannot write \(folderPath): \(error.localizedDescription)")
            }
            let export = XLIFFExporter(catalogue: catalogue, configuration: configuration, kinds: options.kinds)
                .export(language: code)
            let imported = XLIFFImport(
                path: temporary.path, displayPath: displayPath, language: code, catalogue: catalogue,
                reference: reference, columns: columns, removeMissing: removeMissing, po: po, export: export,
                shipped: ShippedUnits(
                    appNeeds(options, configuration: configuration, catalogue: catalogue), language: code))
            problems += imported.problems
            guard !problems.contains(where: { $0.severity == .error }) else {
                discard(temporary)
                let all = Diagnostic.sorted(problems)
                throw BuildFailure.load(all, message: nothingCopied(all, file: displayPath, command: command))
            }
            let found = translationFindings(
                imported, language: language, displayPath: displayPath, catalogue: catalogue,
                configuration: configuration, options: options)
            // No dictionary is the machine's, not the file's: it refuses nothing, and the summary says it.
            let unspelt = found.contains { $0.message.hasPrefix(ContentCheck.noDictionaryBeginning) }
            let checked = found.filter { !$0.message.hasPrefix(ContentCheck.noDictionaryBeginning) }
            if strict, !checked.isEmpty {
                discard(temporary)
                let all = Diagnostic.sorted(problems + checked)
                throw BuildFailure.load(
                    all,
                    message: "\(command): nothing was copied (--strict): the translation checks found "
                        + "\(checked.count) problem\(checked.count == 1 ? "" : "s") above in \(displayPath); correct "
                        + "them in the translation tool, or import without --strict.")
            }
            problems += found
            // Said before the file is copied: a warning the translator may want to fix first.
            if !problems.isEmpty { progress(.findings(Diagnostic.sorted(problems))) }
            do {
                if let kept = imported.kept {
                    try writeKeeping(
                        kept, of: language, format: imported.format, to: temporary, catalogue: catalogue,
                        configuration: configuration, columns: columns, kinds: options.kinds)
                }
                try FileWriter.place(temporary, at: destination)
                if let existing, !sameFormat {
                    try FileManager.default.removeItem(at: existing)
                    progress(
                        .result(
                            "removed \(folderPath)/\(existing.lastPathComponent): "
                                + "\(options.project.displayPath(of: destination)) holds the translations from now on"))
                }
                if scaffold {
                    for name in workbooks {
                        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
                        progress(
                            .result(
                                "removed \(folderPath)/\(name): it held no translation yet (the workbook add-language "
                                    + "writes); \(options.project.displayPath(of: destination)) holds the "
                                    + "translations from now on"))
                    }
                }
            } catch let failure as BuildFailure {
                discard(temporary)
                throw failure
            } catch {
                discard(temporary)
                throw BuildFailure.store("error: cannot write \(folderPath): \(error.localizedDescription)")
            }
            for line in imported.changes { progress(.result(line)) }
            let counts = imported.counts
            let kept =
                counts.kept == 0
                ? "" : ", \(counts.kept) kept (not in the file, or without a target: --remove-missing removes them)"
            progress(
                .summary(
                    "\(command): \(options.project.displayPath(of: destination)): \(counts.added) added, "
                        + "\(counts.changed) changed, \(counts.removed) removed\(kept)"
                        + (unspelt ? "; spelling was not checked (no dictionary for \(code), said above)" : "")))
            progress(.summary(nextStep(afterImportOf: code, configuration: configuration)))
            return imported
        }
    }

    /// The line after an import: what the language needs next.
    static func nextStep(afterImportOf code: LanguageCode, configuration: PipelineConfiguration) -> String {
        "next: wordpack check --language \(code), then make build"
    }

    /// What `check` would say of the file's translations once imported: the language's translation checks on
    /// the catalogue with its translations replaced by the imported ones, those at the file's units, each
    /// naming its unit.
    private static func translationFindings(
        _ imported: XLIFFImport, language code: LanguageCode, displayPath: String, catalogue: Catalogue,
        configuration: PipelineConfiguration, options: BuildOptions
    ) -> [Diagnostic] {
        let catalogue = replacing(
            imported.imported, of: code, in: catalogue, source: SheetSource(file: displayPath, sheet: nil, columns: [:])
        )
        let project = options.project
        // The texts' checks alone: what the translator can correct, not the recordings still to make.
        var needs = appNeeds(options, configuration: configuration, catalogue: catalogue)
        needs.speechPairs = needs.speechPairs.filter { $0.language != code }
        needs.pronouncedPairs = needs.pronouncedPairs.filter { $0.language != code }
        let content = ContentCheck(
            catalogue: catalogue, configuration: configuration,
            pipelinePath: project.displayPath(of: project.pipelineFile), needs: needs, settingsFindings: [])
        // The file's own findings, and the language's missing dictionary: said once, at its folder.
        let found = content.translationFindings(of: code).filter {
            $0.location.file == displayPath || $0.message.hasPrefix(ContentCheck.noDictionaryBeginning)
        }
        return XLIFFUnitNames.named(
            found, translations: imported.imported.translations, listNames: imported.imported.listNames)
    }

    /// `catalogue` with the language `code`'s translations and list names replaced (the language added when it
    /// has no folder yet), and read from `source` when given.
    private static func replacing(
        _ imported: (translations: [Translation], listNames: [ListName]), of code: LanguageCode,
        in catalogue: Catalogue,
        source: SheetSource? = nil
    ) -> Catalogue {
        var catalogue = catalogue
        var language = catalogue.language(code) ?? Language(code: code)
        language.translations = imported.translations
        language.listNames = imported.listNames
        if let source { language.sources = [source] }
        if let index = catalogue.languages.firstIndex(where: { $0.code == code }) {
            catalogue.languages[index] = language
        } else {
            catalogue.languages.append(language)
        }
        return catalogue
    }

    /// Writes over `temporary` the language's translations once imported, those the file left out kept (an
    /// export of them, in the file's `version`, each source the reference text its translation was made
    /// against), and checks that it reads back without an error.
    private static func writeKeeping(
        _ kept: (translations: [Translation], listNames: [ListName]), of code: LanguageCode,
        format: TranslationFileFormat,
        to temporary: URL, catalogue: Catalogue, configuration: PipelineConfiguration, columns: [TranslatedColumn],
        kinds: [any AppKind.Type]
    ) throws {
        let merged = replacing(kept, of: code, in: catalogue)
        var exporter = XLIFFExporter(catalogue: merged, configuration: configuration, columns: columns, kinds: kinds)
        exporter.sourcesAsMadeAgainst = true
        let export = exporter.export(language: code)
        var cleaner = TextCleaner()
        switch format {
        case .xliff(let version):
            try Data(export.data(version: version)).write(to: temporary)
            var check = XLIFFTranslations(language: code, translatedColumns: columns)
            try check.read(path: temporary.path, displayPath: temporary.lastPathComponent, cleaner: &cleaner)
        case .po:
            try Data(export.poData()).write(to: temporary)
            var check = POTranslations(language: code, translatedColumns: columns)
            try check.read(path: temporary.path, displayPath: temporary.lastPathComponent, cleaner: &cleaner)
        }
        let errors = cleaner.findings.errors
        guard errors.isEmpty else {
            throw BuildFailure.load(
                errors,
                message:
                    "\(format.importCommand): nothing was copied: the translations with those kept did not read back as "
                    + "written (a bug of wordpack; import with --remove-missing to take the file as it is).")
        }
    }

    /// The last line of a refused import: where to correct the problems, the file's (in the translation tool)
    /// or the project's (a workbook beside it, a column the file cannot carry).
    private static func nothingCopied(_ problems: [Diagnostic], file: String, command: String) -> String {
        let errors = problems.errors
        let inFile = errors.contains { $0.location.file == file }
        let inProject = errors.contains { $0.location.file != file }
        switch (inFile, inProject) {
        case (false, true):
            return "\(command): nothing was copied; the problems above are in the project, not in \(file): "
                + "correct them there, then import the file again."
        case (true, true):
            return "\(command): nothing was copied; correct the problems above (those of \(file) in the "
                + "translation tool, the others in the project), then import the file again."
        default:
            return "\(command): nothing was copied; correct the problems above in the translation tool, then "
                + "import the file again."
        }
    }

    /// The language folder's translation tool's file (XLIFF or PO), when it has one.
    private static func existingToolFile(in folder: URL) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { name in
            !name.hasPrefix(".")
                && LanguageFolder.toolFileExtensions.contains((name as NSString).pathExtension.lowercased())
        }.map { folder.appendingPathComponent($0) }
    }

    /// The workbooks in the folder that the build would read instead of an imported XLIFF file, by name.
    private static func workbooks(in folder: URL, configuration: PipelineConfiguration, code: LanguageCode) -> [String]
    {
        guard configuration.translationSource?.source(for: code) != .xliff else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            !$0.hasPrefix(".") && !LanguageFolder.writtenByWordpack.contains($0)
                && SpreadsheetFormat(fileExtension: ($0 as NSString).pathExtension) != nil
        }.sorted()
    }

    /// How many of the language's words are translated (a word typed in its sheets).
    private static func translatedCount(_ language: Language?) -> Int {
        language?.translations.filter { !($0.word ?? "").isEmpty }.count ?? 0
    }

    /// Whether the language's sheets hold a word or a list's name in it: what add-language's workbook does not.
    private static func holdsTranslations(_ language: Language?) -> Bool {
        translatedCount(language) > 0 || language?.listNames.contains { !$0.name.isEmpty } == true
    }

    /// The workbooks that hold translations and would be read instead of the imported file: what to do in the
    /// project.
    private static func conflicts(_ names: [String], folderPath: String, code: LanguageCode, language: Language?)
        -> [Diagnostic]
    {
        guard !names.isEmpty else { return [] }
        let translated = translatedCount(language)
        return [
            .error(
                at: Location(file: folderPath),
                "holds \(sentenceList(names)) with \(translated) translation\(translated == 1 ? "" : "s"), which the "
                    + "build reads instead of an XLIFF file, so nothing of the file would ship. In the project, "
                    + "either make the XLIFF file the language's translations in pipeline.json "
                    + "(\"translationSource\": {\"\(code)\": \"xliff\"}; the workbook is then left unread, and the "
                    + "translations it holds that the file lacks are lost), or move \(names.count == 1 ? "it" : "them") "
                    + "out of \(folderPath)/ and import again; or keep the workbook and type the translations there.")
        ]
    }

    /// The bytes of the regular file at `url`, refused past `ReadLimits.xliffBytes`.
    private static func boundedContents(of url: URL, displayPath: String) throws -> Data {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(url.path, displayPath: displayPath)
        } catch is POSIXError {
            throw FileProblem(file: displayPath, "cannot be opened; check that it exists and that you may read it.")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        if fstat(descriptor, &info) == 0, Int64(info.st_size) > ReadLimits.xliffBytes {
            throw FileProblem(
                file: displayPath,
                "holds \(Int64(info.st_size).byteCount), more than the \(ReadLimits.xliffBytes.byteCount) wordpack "
                    + "reads of an XLIFF file; it is damaged or not what it should be. Export it again.")
        }
        let data = try handle.read(upToCount: Int(ReadLimits.xliffBytes) + 1) ?? Data()
        if Int64(data.count) > ReadLimits.xliffBytes {
            throw FileProblem(
                file: displayPath,
                "is larger than \(ReadLimits.xliffBytes.byteCount), the most wordpack reads of an XLIFF file; it is "
                    + "damaged or not what it should be. Export it again.")
        }
        return data
    }
}

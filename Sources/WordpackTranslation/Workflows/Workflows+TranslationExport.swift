import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackSheets

extension Workflows {
    /// The folder `export-xliff` and `export-po` write into, at the top of the project. Not shipped, not an
    /// input: a file there is handed to a translator, and what comes back is imported with `import-xliff` or
    /// `import-po`.
    static let translationsFolder = "translations"

    /// The side of the pictures a translator sees beside a unit, in pixels.
    static let translatorPictureSide = 240

    /// `wordpack export-xliff`: the XLIFF file of each language in `codes` (nil: every language but the
    /// reference language). See `exportTranslations`.
    @discardableResult
    package static func exportXLIFF(
        _ options: BuildOptions, languages codes: [LanguageCode]?, untranslatedOnly: Bool = false,
        everyUnit: Bool = false, version: XLIFFVersion = .v12, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> [String] {
        try exportTranslations(
            options, languages: codes, untranslatedOnly: untranslatedOnly, everyUnit: everyUnit,
            format: .xliff(version), progress: progress)
    }

    /// `wordpack export-xliff` and `export-po`: the file of each language in `codes` (nil: every language but
    /// the reference language) written to `translations/<code>.xliff` (or `.po`), holding the units some app
    /// ships in the language as pipeline.json declares the apps (`everyUnit`: every unit), each saying which apps
    /// ship it (`ShippedUnits`), with beside it the pictures
    /// its units name (`translations/<code>/pictures/<list>/<name>.png`, 240 pixels square) and a page that
    /// shows every unit with its picture, source, notes and current target (`translations/<code>.html`), each
    /// through a temporary file renamed into place. Returns the paths of the files written (relative to the
    /// project).
    @discardableResult
    package static func exportTranslations(
        _ options: BuildOptions, languages codes: [LanguageCode]?, untranslatedOnly: Bool = false,
        everyUnit: Bool = false, format: TranslationFileFormat, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> [String] {
        try holdingProject(options, format.exportCommand, leavesOutputs: format != .po, progress: progress) {
            let (configuration, catalogue) = try currentCatalogue(options)
            let reference = configuration.referenceLanguage
            let codes =
                codes ?? catalogue.languages.map(\.code).filter { $0 != reference }
            var problems: [Diagnostic] = []
            for code in codes {
                if code == reference {
                    problems.append(
                        .error(
                            at: Location(file: Project.languageFolderPath(code)),
                            "is the reference language (pipeline.json's referenceLanguage), which the export translates "
                                + "from; name another language."))
                } else if catalogue.language(code) == nil {
                    // A language not begun yet: every unit is to translate, and the import makes its folder.
                    progress(
                        .summary(
                            "\(format.exportCommand): \(code) has no folder in inputs/languages/ yet: every unit is to "
                                + "translate."))
                } else if catalogue.hasUnreadableSheet(language: code) {
                    problems.append(
                        .error(
                            at: Location(file: Project.languageFolderPath(code)),
                            "has translations that could not be read (see above), so its export would be wrong; "
                                + "nothing was exported for it."))
                }
            }
            let broken = Set(problems.map(\.location.file))
            if !problems.isEmpty { progress(.findings(catalogue.findings.errors)) }
            // What the file cannot carry is said now, before anyone replaces the workbook by it.
            let columns = options.kinds.translatedColumns
            let uncarried = codes.flatMap { code -> [Diagnostic] in
                guard let language = catalogue.language(code) else { return [] }
                return UncarriedColumns.find(in: language.translations, sources: language.sources, columns: columns)
                    .map {
                        .warning(
                            at: $0.location,
                            "the column “\($0.field)” holds a value here, which the \(format.name) file of \(code) "
                                + "cannot carry (it carries \(UncarriedColumns.carried(columns))); keep this workbook as "
                                + "the language's translations: \(format.importCommand) refuses to replace it while the "
                                + "column has a value.")
                    }
            }
            if !uncarried.isEmpty { progress(.findings(uncarried)) }
            // What the apps ship, as pipeline.json declares them (the languages in progress still in them).
            let needs = appNeeds(options, configuration: configuration, catalogue: catalogue)
            var exporter = XLIFFExporter(catalogue: catalogue, configuration: configuration, kinds: options.kinds)
            exporter.everyUnit = everyUnit
            var written: [String] = []
            // Each master is drawn once, whatever number of words and languages show it.
            var drawn: [String: Result<Data, FileProblem>] = [:]
            for code in codes where !broken.contains(Project.languageFolderPath(code)) {
                let shipped = ShippedUnits(needs, language: code)
                exporter.shipped = shipped
                let export = exporter.export(language: code, untranslatedOnly: untranslatedOnly)
                let path = "\(translationsFolder)/\(code).\(format.fileExtension)"
                let bytes: [UInt8]
                switch format {
                case .xliff(let version): bytes = export.data(version: version)
                case .po: bytes = export.poData()
                }
                let pictureProblems = try writePictures(
                    of: export, language: code, options: options, configuration: configuration, drawn: &drawn)
                if !pictureProblems.isEmpty { progress(.findings(pictureProblems)) }
                let scope = scopeSentence(
                    export, shipped: shipped, everyUnit: everyUnit, catalogue: catalogue, command: format.exportCommand)
                let page = TranslatorPage(
                    export: export, file: "\(code).\(format.fileExtension)", format: format.name, scope: scope)
                try write(page.html(), to: "\(translationsFolder)/\(code).html", options)
                try write(bytes, to: path, options)
                let units = export.files.map(\.units.count).reduce(0, +)
                let open = export.files.map { $0.units.filter { $0.target == nil }.count }.reduce(0, +)
                let review = export.files.map { $0.units.filter(\.needsReview).count }.reduce(0, +)
                progress(.result(path))
                progress(
                    .summary(
                        "\(format.exportCommand): \(path): \(units) unit\(units == 1 ? "" : "s"), \(open) to translate, "
                            + "\(review) to review (\(format.name)); \(translationsFolder)/\(code).html shows them with "
                            + "\(export.pictures.count) picture\(export.pictures.count == 1 ? "" : "s"); \(scope)"))
                written.append(path)
            }
            guard problems.isEmpty else { throw BuildFailure.load(Diagnostic.sorted(problems)) }
            if !written.isEmpty {
                let files = written.map { ($0 as NSString).lastPathComponent }
                let language = files.count == 1 ? (files[0] as NSString).deletingPathExtension : "CODE"
                progress(
                    .summary(
                        "next: send \(translationsFolder)/ to the translator (\(sentenceList(files)) with the "
                            + "page\(files.count == 1 ? "" : "s") and pictures beside it), then "
                            + "`wordpack \(format.importCommand) FILE --language \(language)` with the file that comes "
                            + "back"))
            }
            return written
        }
    }

    /// What the apps of pipeline.json need of `catalogue`, the languages in progress still in them: what an
    /// export asks for, what an import with `--remove-missing` may remove, and what an import's checks check.
    static func appNeeds(
        _ options: BuildOptions, configuration: PipelineConfiguration, catalogue: Catalogue
    ) -> AppNeeds {
        let project = options.project
        return Workflows.needs(
            of: options.kinds,
            in:
                StageContext(
                    project: project, catalogue: catalogue, configuration: configuration,
                    pipelinePath: project.displayPath(of: project.pipelineFile)))
    }

    /// Which lists an export holds, for its summary and page: “the lists some app ships in de: Animals (10 words);
    /// `--all` exports the 4 others too”, or every list.
    private static func scopeSentence(
        _ export: XLIFFExport, shipped: ShippedUnits, everyUnit: Bool, catalogue: Catalogue, command: String
    ) -> String {
        let language = export.targetLanguage
        let others = catalogue.lists.map(\.name).filter { !shipped.shipsWords(of: $0) }
        if everyUnit || others.isEmpty {
            return others.isEmpty
                ? "every list ships in \(language)"
                : "every list, \(others.count) of which no app ships in \(language) (\(sentenceList(others)))"
        }
        let held = export.files.map(\.list)
        return "the list\(held.count == 1 ? "" : "s") some app ships in \(language) (\(sentenceList(held))); "
            + "`wordpack \(command) --language \(language) --all` exports the \(others.count) other"
            + "\(others.count == 1 ? "" : "s") (\(sentenceList(others))) too"
    }

    /// One file of the translations folder, through a temporary file renamed into place.
    private static func write(_ bytes: [UInt8], to path: String, _ options: BuildOptions) throws {
        do {
            try FileWriter.write(Data(bytes), to: options.project.root.appendingPathComponent(path))
        } catch {
            throw BuildFailure.store("error: cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Draws the pictures the export's units name (on every core; a master `drawn` already holds is not drawn
    /// again) into the folder beside its file, and removes the pictures there that no unit names any more. A
    /// master that cannot be drawn is a warning: its unit still names the picture, which is then missing.
    private static func writePictures(
        of export: XLIFFExport, language code: LanguageCode, options: BuildOptions,
        configuration: PipelineConfiguration,
        drawn: inout [String: Result<Data, FileProblem>]
    ) throws -> [Diagnostic] {
        let root = options.project.root.appendingPathComponent(translationsFolder)
        let side = translatorPictureSide
        let maxPixels = configuration.images.maxPixels
        let project = options.project.root
        let masters = Set(export.pictures.values).subtracting(drawn.keys).sorted()
        let made = masters.concurrentMap { master -> Result<Data, FileProblem> in
            do {
                let picture = try ImagesStage.png(
                    of: project.appendingPathComponent(master), displayPath: master,
                    format: PictureFormat(width: side, height: side, fit: .fit), maximumPixelCount: maxPixels)
                return .success(picture.data)
            } catch let problem as FileProblem {
                return .failure(problem)
            } catch {
                return .failure(FileProblem(file: master, "cannot be drawn: \(error.localizedDescription)"))
            }
        }
        for (master, result) in zip(masters, made) { drawn[master] = result }
        var problems: [Diagnostic] = []
        for (path, master) in export.pictures.sorted(by: { $0.key < $1.key }) {
            guard let result = drawn[master] else { continue }
            switch result {
            case .success(let data): try write(Array(data), to: "\(translationsFolder)/\(path)", options)
            case .failure(let problem):
                problems.append(
                    .warning(
                        at: problem.location,
                        "\(problem.message) The translators' picture \(translationsFolder)/\(path) is left out."))
            }
        }
        let folder = root.appendingPathComponent(XLIFFExporter.picturesFolder(language: code))
        let kept = Set(export.pictures.keys)
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = found?.nextObject() as? URL {
            guard url.pathExtension == "png" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if !kept.contains(relative) { try? FileManager.default.removeItem(at: url) }
        }
        return problems
    }
}

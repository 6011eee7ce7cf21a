import ArgumentParser
import WordpackKit

/// The stages as the commands run them, with their progress lines.
enum Pipeline {
    /// Reads `inputs/` and writes the catalogue to the build folder.
    static func ingest(_ project: Project, options: ProjectOptions) throws -> Catalogue {
        let catalogue = read(project, options: options)
        try store(project) { try CatalogueStore.write(catalogue, to: project.catalogueFile) }
        return catalogue
    }

    /// Reads `inputs/` into the catalogue, with ingest's progress lines.
    static func read(_ project: Project, options: ProjectOptions) -> Catalogue {
        let catalogue = WordpackKit.Ingest(project: project).run()
        let words = catalogue.lists.reduce(0) { $0 + $1.words.count }
        options.progress(
            "ingest: \(catalogue.lists.count) lists (\(words) words), \(catalogue.languages.count) languages "
                + "(\(catalogue.languages.map(\.code).joined(separator: ", "))) → "
                + project.displayPath(of: project.catalogueFile))
        for list in catalogue.lists {
            options.detail("  \(list.name): \(list.words.count) words, \(list.pictures.count) pictures, "
                + "\(list.backgrounds.count) backgrounds, \(list.sounds.count) sounds (\(list.source.file))")
        }
        for language in catalogue.languages {
            let fallback = language.fallback.map { ", falls back to \($0)" } ?? ""
            options.detail("  \(language.code): \(language.translations.count) translations, "
                + "\(language.recordings.count) recordings, \(language.letters.count) letter sounds\(fallback)")
        }
        return catalogue
    }

    /// Writes the catalogue to the build folder (or waits for its write); a failed write fails the command.
    static func store(_ project: Project, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch {
            Console.standardError("error: cannot write \(project.displayPath(of: project.catalogueFile)): \(error)\n")
            throw ExitCode.failure
        }
    }

    /// Runs one output stage alone, on the catalogue an earlier `wordpack ingest` left in the build folder.
    static func runStage(
        _ name: String, options: ProjectOptions, _ stage: (StageContext) -> StageReport
    ) throws {
        let lock = try options.lock(name)
        defer { withExtendedLifetime(lock) {} }
        let (project, catalogue, configuration) = try storedCatalogue(options)
        let report = stage(StageContext(project: project, catalogue: catalogue, configuration: configuration))
        try finish(name, report, options: options)
    }

    /// The catalogue an earlier `wordpack ingest` left in the build folder, and pipeline.json; either
    /// missing or broken is reported, and fails the command.
    static func storedCatalogue(_ options: ProjectOptions) throws
        -> (Project, Catalogue, PipelineConfiguration)
    {
        let project = options.wordpackProject
        let catalogue: Catalogue
        do {
            catalogue = try CatalogueStore.read(
                from: project.catalogueFile, displayPath: project.displayPath(of: project.catalogueFile))
        } catch let problem as DiagnosticConvertible {
            Console.report([problem.diagnostic])
            throw ExitCode.failure
        }
        let (configuration, problems) = configuration(project)
        guard problems.isEmpty else {
            Console.report(problems)
            throw ExitCode.failure
        }
        return (project, catalogue, configuration)
    }

    /// Prints a stage's problems and summary; fails on any error.
    static func finish(_ name: String, _ report: StageReport, options: ProjectOptions) throws {
        Console.report(WordpackKit.Check.sorted(report.findings))
        options.progress("\(name): \(report.summary)")
        for path in report.written { options.detail("  wrote outputs/\(path)") }
        if report.hasErrors { throw ExitCode.failure }
    }

    /// pipeline.json, or the defaults with the reason it could not be read as a finding.
    static func configuration(_ project: Project) -> (PipelineConfiguration, [Diagnostic]) {
        do {
            return (try project.loadConfiguration(), [])
        } catch let problem as DiagnosticConvertible {
            return (PipelineConfiguration(), [problem.diagnostic])
        } catch {
            return (PipelineConfiguration(), [.error(at: Location(file: PipelineConfiguration.fileName), "\(error)")])
        }
    }

    /// Every finding of the catalogue and of pipeline.json.
    static func check(
        _ catalogue: Catalogue, project: Project, policy: PipelineConfiguration.Policy? = nil,
        digests: DigestCache? = nil, inspections: InspectionCache? = nil, layouts: [FirstWordsLayout]? = nil
    ) -> [Diagnostic] {
        var (configuration, problems) = configuration(project)
        if let policy { configuration.policy = policy }
        let check = WordpackKit.Check(
            catalogue: catalogue, configuration: configuration,
            pipelinePath: project.displayPath(of: project.pipelineFile), layouts: layouts)
        return WordpackKit.Check.sorted(problems + check.runWithStages(project: project, digests: digests, inspections: inspections))
    }
}

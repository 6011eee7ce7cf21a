import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension Workflows {
    /// `wordpack ingest`: reads `inputs/` into the catalogue in the build folder; returns its findings.
    /// `json`: also given the catalogue's JSON export (`wordpack ingest --json`).
    package static func ingest(
        _ options: BuildOptions, json: ((Data) -> Void)? = nil, progress: (BuildEvent) -> Void
    ) throws -> [Diagnostic] {
        try holdingProject(options, "ingest", leavesOutputs: true, progress: progress) {
            let project = options.project
            let digests = RememberedDigests(url: BuildFolder.digestFile(in: project))
            let loaded = ProjectRun.readInputs(
                project, digests: digests, translationSource: ProjectRun.configuration(options).0.translationSource,
                kinds: options.kinds)
            let catalogue = loaded.catalogue
            ProjectRun.report(catalogue, of: project, progress: progress)
            try ProjectRun.store(project) {
                try loaded.store(to: project)
                try digests.save()
            }
            if let json {
                do {
                    json(try CatalogueStore.encode(catalogue))
                } catch {
                    throw BuildFailure.store("error: cannot write the catalogue as JSON: \(error)")
                }
            }
            return Diagnostic.sorted(catalogue.findings)
        }
    }

    /// One stage alone (`wordpack plists`, `audio`, …) on the catalogue an earlier `wordpack ingest` left in
    /// the build folder: makes every file of that stage, whatever check would say.
    @discardableResult
    package static func stage(_ name: String, _ options: BuildOptions, progress: (BuildEvent) -> Void) throws
        -> StageReport
    {
        try holdingProject(options, name, progress: progress) { try makeStage(name, options, progress: progress) }
    }

    private static func makeStage(_ name: String, _ options: BuildOptions, progress: (BuildEvent) -> Void) throws
        -> StageReport
    {
        let run = try ProjectRun.stored(options, caches: false)
        let report =
            run.make(stages: [name], needsWork: { _ in true }, checked: false) { event in
                if case .summary = event { return }
                progress(event)
            }.first?.report ?? StageReport()
        progress(.findings(Diagnostic.sorted(report.findings)))
        progress(.summary("\(name): \(report.summary)"))
        for path in report.written { progress(.detail("  wrote outputs/\(path)")) }
        if report.hasErrors { throw BuildFailure.make }
        return report
    }

    /// `wordpack manifest`: whether `outputs/` is what the last build made (`ManifestCheck`): its manifest the
    /// one a successful build wrote, every file as it records. Writes nothing: only a build writes the manifest,
    /// so that a hand edit of `outputs/` is never blessed. Throws `BuildFailure.publish` with each difference.
    @discardableResult
    package static func manifest(_ options: BuildOptions, progress: (BuildEvent) -> Void) throws -> Manifest {
        try holdingProject(options, "manifest", progress: progress) {
            let problems = ManifestCheck.problems(in: options.project)
            guard problems.isEmpty else { throw BuildFailure.verify(problems) }
            let manifest = try Manifest.read(from: options.project.outputs.appendingPathComponent(Manifest.fileName))
            progress(
                .summary(
                    "manifest: outputs/ is what the last build made (\(manifest.files.count) files, as "
                        + "outputs/\(Manifest.fileName) lists them)"))
            return manifest
        }
    }

    /// `wordpack check`: every finding of the content read afresh (nothing is written to `outputs/`); with
    /// `language`, only that language's, and how complete it is.
    package static func check(
        _ options: BuildOptions, language: LanguageCode? = nil, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> (findings: [Diagnostic], completeness: LanguageCompleteness?) {
        try holdingProject(options, "check", leavesOutputs: true, progress: progress) {
            try freshCheck(options, language: language, progress: progress)
        }
    }

    private static func freshCheck(
        _ options: BuildOptions, language code: LanguageCode?, progress: (BuildEvent) -> Void
    )
        throws
        -> (findings: [Diagnostic], completeness: LanguageCompleteness?)
    {
        // The language asked about is required, so that its report shows everything it still misses.
        var (run, storing) = ProjectRun.fresh(options, required: Set([code].compactMap { $0 }))
        // Checked while the store is written; a failed write still stops the run before anything is reported.
        var findings = run.check()
        try ProjectRun.store(options.project) { try storing.wait() }
        for note in run.catalogue.references?.notes ?? [] { progress(.summary(note)) }
        guard let code else { return (findings, nil) }
        guard run.catalogue.language(code) != nil else {
            throw BuildFailure.load(
                [],
                message:
                    "error: there is no language folder \(Project.languageFolderPath(code))/ (the languages are "
                    + "\(run.catalogue.languages.map(\.code.description).joined(separator: ", "))); "
                    + "create it with `wordpack add-language \(code)`.")
        }
        // What ships (the letters, recordings and names some app needs in this language, and which app), and what
        // a release build refuses, as the review site counts them.
        let report = try run.languageReports([code], findings: findings, options: options)
        let folder = Project.languageFolderPath(code)
        findings = findings.filter { $0.location.file == folder || $0.location.file.hasPrefix(folder + "/") }
        return (findings, report.first)
    }

    /// `wordpack add-language`: a new language's folder and workbook; returns the paths it created.
    package static func addLanguage(_ code: LanguageCode, _ options: BuildOptions) throws -> [String] {
        let (configuration, _) = ProjectRun.configuration(options)
        var ingest = Ingest(project: options.project)
        ingest.translationSource = configuration.translationSource
        ingest.translatedColumns = options.kinds.translatedColumns
        let catalogue = ingest.run()
        let scaffold = LanguageScaffold(
            project: options.project, catalogue: catalogue, referenceLanguage: configuration.referenceLanguage)
        do {
            return try scaffold.create(code: code.description)
        } catch let problem as DiagnosticConvertible {
            throw BuildFailure.load([problem.diagnostic])
        }
    }
}

import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension Build {
    /// `wordpack ingest`: reads `inputs/` into the catalogue in the build folder; returns its findings.
    /// `json`: also given the catalogue's JSON export (`wordpack ingest --json`).
    package static func ingest(
        _ options: BuildOptions, json: ((Data) -> Void)? = nil, progress: (BuildEvent) -> Void
    ) throws -> [Diagnostic] {
        try holdingProject(options, "ingest", progress: progress) {
            let project = options.project
            let digests = DigestCache(url: BuildFolder.digestFile(in: project))
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

    /// `wordpack manifest`: writes `outputs/manifest.json` for what is in `outputs/`.
    @discardableResult
    package static func manifest(_ options: BuildOptions, progress: (BuildEvent) -> Void) throws -> Manifest {
        try holdingProject(options, "manifest", progress: progress) { try writeManifest(options, progress: progress) }
    }

    private static func writeManifest(_ options: BuildOptions, progress: (BuildEvent) -> Void) throws -> Manifest {
        let run = try ProjectRun.stored(options, caches: true)
        let digests = run.digests ?? DigestCache(url: nil)
        let manifest: Manifest
        do {
            manifest = try run.writeManifest(OutputInventory(run.outputs), digests: digests).manifest
            try digests.save()
        } catch {
            throw BuildFailure.load([StageFailure.write(path: "outputs/\(Manifest.fileName)", error: error).diagnostic])
        }
        progress(.summary("manifest: \(manifest.files.count) files → outputs/\(Manifest.fileName)"))
        return manifest
    }

    /// `wordpack check`: every finding of the content read afresh (nothing is written to `outputs/`); with
    /// `language`, only that language's, and how complete it is.
    package static func check(
        _ options: BuildOptions, language code: String? = nil, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> (findings: [Diagnostic], completeness: LanguageCompleteness?) {
        try holdingProject(options, "check", progress: progress) { try freshCheck(options, language: code) }
    }

    private static func freshCheck(_ options: BuildOptions, language code: String?) throws
        -> (findings: [Diagnostic], completeness: LanguageCompleteness?)
    {
        // The language asked about is required, so that its report shows everything it still misses.
        var (run, storing) = ProjectRun.fresh(options, required: Set([code].compactMap { $0 }))
        // Checked while the store is written; a failed write still stops the run before anything is reported.
        var findings = run.check()
        try ProjectRun.store(options.project) { try storing.wait() }
        guard let code else { return (findings, nil) }
        guard run.catalogue.language(code) != nil else {
            throw BuildFailure.load(
                [],
                message:
                    "error: there is no language folder inputs/languages/\(code)/ (the languages are "
                    + "\(run.catalogue.languages.map(\.code).joined(separator: ", "))); "
                    + "create it with `wordpack add-language \(code)`.")
        }
        let folder = "inputs/languages/\(code)"
        findings = findings.filter { $0.location.file == folder || $0.location.file.hasPrefix(folder + "/") }
        return (findings, LanguageCompleteness.of(run.catalogue, code: code))
    }

    /// `wordpack publish`: a verified, versioned release of `outputs/`.
    package static func publish(
        _ options: BuildOptions, to destination: URL, version: String?, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> Publisher.Release {
        try holdingProject(options, "publish", progress: progress) {
            try release(options, to: destination, version: version)
        }
    }

    private static func release(_ options: BuildOptions, to destination: URL, version: String?) throws
        -> Publisher.Release
    {
        let (configuration, problems) = ProjectRun.configuration(options)
        guard problems.isEmpty else { throw BuildFailure.load(problems) }
        let publisher = Publisher(
            project: options.project, destination: destination, configuration: configuration, kinds: options.kinds)
        do {
            return try publisher.publish(version: version)
        } catch let refused as PublishRefused {
            throw BuildFailure.publish(refused.findings)
        }
    }

    /// `wordpack add-language`: a new language's folder and workbook; returns the paths it created.
    package static func addLanguage(_ code: String, _ options: BuildOptions) throws -> [String] {
        let (configuration, _) = ProjectRun.configuration(options)
        var ingest = Ingest(project: options.project)
        ingest.translationSource = configuration.translationSource
        ingest.translatedColumns = AppKinds.translatedColumns(of: options.kinds)
        let catalogue = ingest.run()
        let scaffold = LanguageScaffold(
            project: options.project, catalogue: catalogue, referenceLanguage: configuration.referenceLanguage)
        do {
            return try scaffold.create(code: code)
        } catch let problem as DiagnosticConvertible {
            throw BuildFailure.load([problem.diagnostic])
        }
    }
}

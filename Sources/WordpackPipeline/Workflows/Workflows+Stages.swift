import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackRelease

extension Workflows {
    /// `wordpack ingest`: reads `inputs/` into the catalogue in the build folder; returns its findings.
    /// `json`: also given the catalogue's JSON export (`wordpack ingest --json`).
    package static func ingest(
        _ options: BuildOptions, json: ((Data) -> Void)? = nil, progress: (BuildEvent) -> Void
    ) throws -> [Diagnostic] {
        try holdingProject(options, "ingest", progress: progress) {
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
        _ options: BuildOptions, language code: String? = nil, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> (findings: [Diagnostic], completeness: LanguageCompleteness?) {
        try holdingProject(options, "check", progress: progress) {
            try freshCheck(options, language: code, progress: progress)
        }
    }

    private static func freshCheck(_ options: BuildOptions, language code: String?, progress: (BuildEvent) -> Void)
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
                    + "\(run.catalogue.languages.map(\.code).joined(separator: ", "))); "
                    + "create it with `wordpack add-language \(code)`.")
        }
        // What ships (the letters, recordings and names some app needs in this language, and which app), and what
        // a release build refuses, as the review site counts them.
        let report = try run.languageReports([code], findings: findings, options: options)
        let folder = Project.languageFolderPath(code)
        findings = findings.filter { $0.location.file == folder || $0.location.file.hasPrefix(folder + "/") }
        return (findings, report.first)
    }

    /// `wordpack publish`: a verified, versioned release of `outputs/`.
    /// Nil when nothing changed since the newest release (and `allowUnchanged` is not given): no release is
    /// made, and `progress` says so.
    /// With `swiftPackages`, each app's content package is then brought to the release (the newest, when none
    /// was made) and `packaged` told which; what would stop that is found before the release is written.
    package static func publish(
        _ options: BuildOptions, to destination: URL, version: String?, allowUnchanged: Bool = false,
        allowDevelopment: Bool = false, swiftPackages: ContentPackages.Request? = nil,
        packaged: ([ContentPackages.Written]) -> Void = { _ in }, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> Publisher.Release? {
        try holdingProject(options, "publish", progress: progress) {
            try release(
                options, to: destination, version: version, allowUnchanged: allowUnchanged,
                allowDevelopment: allowDevelopment, swiftPackages: swiftPackages, packaged: packaged,
                progress: progress)
        }
    }

    private static func release(
        _ options: BuildOptions, to destination: URL, version: String?, allowUnchanged: Bool, allowDevelopment: Bool,
        swiftPackages: ContentPackages.Request?, packaged: ([ContentPackages.Written]) -> Void,
        progress: (BuildEvent) -> Void
    ) throws -> Publisher.Release? {
        let (configuration, problems) = ProjectRun.configuration(options)
        guard problems.isEmpty else { throw BuildFailure.load(problems) }
        let publisher = Publisher(
            project: options.project, destination: destination, configuration: configuration, kinds: options.kinds)
        // A release never ships what a shared cache gave unsigned (`UnsignedOutputs`).
        let manifest = try? Manifest.read(
            from: options.project.outputs.appendingPathComponent(Manifest.fileName))
        if let refusal = UnsignedOutputs.refusal(in: options.project, manifest: manifest) {
            throw BuildFailure.publish([refusal])
        }
        // A release ships what a release build would: outputs a release build would refuse are published only as
        // a development release, when asked.
        let refusal = try manifest.flatMap { try releaseRefusal(options, configuration: configuration, manifest: $0) }
        if let refusal, !allowDevelopment { throw BuildFailure.publish([refusal]) }
        let packages = swiftPackages.map {
            ContentPackages($0, apps: publisher.apps, outputs: options.project.outputs)
        }
        if let packages {
            let problems = packages.problems(forVersion: version ?? publisher.nextVersion())
            guard problems.isEmpty else { throw BuildFailure.publish(problems) }
        }
        do {
            let release = try publisher.publish(
                version: version, allowUnchanged: allowUnchanged, development: refusal != nil)
            if release == nil {
                progress(
                    .summary(
                        "publish: nothing changed since release \(publisher.releases().last ?? "?") (every file is "
                            + "as it has it), so no release was made; --allow-unchanged makes one all the same."))
            }
            if let packages, let manifest, let newest = release?.version ?? publisher.releases().last {
                do {
                    packaged(try packages.write(version: newest, manifest: manifest, changes: release?.changes))
                } catch let refused as PublishRefused where release != nil {
                    // The release stands: publishing again, with nothing changed, brings the packages to it.
                    throw PublishRefused(
                        findings: refused.findings + [
                            .error(
                                at: Location(file: destination.appendingPathComponent(newest).path),
                                "was made, but the Swift packages above were not brought to it; mend what is said "
                                    + "and publish again with the same options, which brings them to release \(newest)."
                            )
                        ])
                }
            }
            return release
        } catch let refused as PublishRefused {
            throw BuildFailure.publish(refused.findings)
        }
    }

    /// Why a release build would refuse the outputs `manifest` lists: nil when a release build made them, or when
    /// the development build that did left no language out and a release check of the inputs finds no error.
    static func releaseRefusal(_ options: BuildOptions, configuration: PipelineConfiguration, manifest: Manifest)
        throws -> Diagnostic?
    {
        let at = Location(file: "outputs/\(Manifest.fileName)")
        if let build = manifest.build, build.policy == .release, build.errors == 0 { return nil }
        let errors = try ProjectRun.releaseCheck(options).filter { $0.severity == .error }
        // A language pipeline.json marks in progress is left out of a release build too.
        let marked = Set(configuration.inProgress)
        let leftOut = (manifest.build?.languagesLeftOut ?? []).filter { !marked.contains($0) }
        guard !errors.isEmpty || !leftOut.isEmpty || manifest.build == nil else { return nil }
        var reasons: [String] = []
        if manifest.build == nil { reasons.append("it does not say which policy made it") }
        if !leftOut.isEmpty {
            reasons.append("it left \(sentenceList(leftOut, quoted: false)) out while in progress")
        }
        if !errors.isEmpty {
            let count = errors.count
            reasons.append(
                "a release build would find \(count) error\(count == 1 ? "" : "s") (the first at \(errors[0].location); "
                    + "`wordpack check --policy release` lists \(count == 1 ? "it" : "them"))")
        }
        return .error(
            at: at,
            "was written by a \(manifest.build?.policy.rawValue ?? "earlier") build that a release build would refuse: "
                + reasons.joined(separator: ", and ")
                + ". Run `make release` (a build under the release policy, then publish), or publish these outputs as a "
                + "development release with --allow-development.")
    }

    /// `wordpack add-language`: a new language's folder and workbook; returns the paths it created.
    package static func addLanguage(_ code: String, _ options: BuildOptions) throws -> [String] {
        let (configuration, _) = ProjectRun.configuration(options)
        var ingest = Ingest(project: options.project)
        ingest.translationSource = configuration.translationSource
        ingest.translatedColumns = options.kinds.translatedColumns
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

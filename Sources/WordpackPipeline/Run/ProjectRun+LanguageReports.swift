import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension ProjectRun {
    /// The report of each language in `codes`, as `check --language`, the review site and a release agree on it:
    /// what ships of it (`LanguageCompleteness.shipping`, with the languages in progress in the apps, so that a
    /// language left out is asked for what the apps that leave it out need), and the findings a release build
    /// refuses in its folder: `findings` when this run's policy is the release one, else those of a release check
    /// of the same inputs.
    package func languageReports(_ codes: [LanguageCode], findings: [Diagnostic], options: BuildOptions) throws
        -> [LanguageCompleteness]
    {
        let release = configuration.policy == .release ? findings : try Self.releaseCheck(options)
        let needs = ProjectRun.needs(
            kinds,
            StageContext(
                project: project, catalogue: catalogue, configuration: writtenConfiguration,
                pipelinePath: pipelinePath))
        return codes.map { code in
            var report = LanguageCompleteness.of(catalogue, code: code).shipping(needs)
            let folder = Project.languageFolderPath(code)
            report.releaseBlocking = release.filter {
                $0.severity == .error && ($0.location.file == folder || $0.location.file.hasPrefix(folder + "/"))
            }
            return report
        }
    }

    /// What a release build's check finds in the project of `options` now: the same inputs, read again under the
    /// release policy (which writes nothing into them).
    package static func releaseCheck(_ options: BuildOptions) throws -> [Diagnostic] {
        var releaseOptions = options
        releaseOptions.policy = .release
        var (run, storing) = ProjectRun.fresh(releaseOptions)
        let findings = run.check()
        try ProjectRun.store(options.project) { try storing.wait() }
        return findings
    }
}

import WordpackCore

/// The catalogue's own checks: validates the catalogue against itself, its media and what the apps in
/// pipeline.json need from it, and collects every problem (it never stops at the first). Each kind of app
/// adds its own checks; the build runs them together.
package struct ContentCheck: Sendable {
    package let catalogue: Catalogue
    package let configuration: PipelineConfiguration
    /// Where each setting of pipeline.json is reported.
    let pipelinePath: String
    /// What the apps need from the catalogue, as their kinds say.
    package let needs: AppNeeds
    /// The kinds' findings about their apps' settings (lists and languages that are not there).
    let settingsFindings: [Diagnostic]
    /// What ingest already reported, so that a file it refused is not also reported missing.
    let reported: ReportedFiles
    /// `needs` as the keys of remembered results hold them.
    let needsFingerprints: NeedsFingerprints
    /// Where the checks that cost time per language (a language's findings, its spelling) remember their results
    /// between runs: the catalogue's (the build folder's inspections); nil: everything is checked afresh, as
    /// `check --full` does.
    var remembered: RememberedInspections? { catalogue.remembered }

    package init(
        catalogue: Catalogue, configuration: PipelineConfiguration, pipelinePath: String = "pipeline.json",
        needs: AppNeeds, settingsFindings: [Diagnostic]
    ) {
        self.catalogue = catalogue
        self.configuration = configuration
        self.pipelinePath = pipelinePath
        self.needs = needs
        self.settingsFindings = settingsFindings
        reported = ReportedFiles(catalogue)
        needsFingerprints = catalogue.memo.value(for: NeedsFingerprintsKey(needs: needs)) { NeedsFingerprints(needs) }
    }

    func isReported(_ name: String, in folder: String) -> Bool {
        reported.contains(name, in: folder)
    }

    /// Every finding, the ingest stage's included, in the order gathered (to be sorted by place: the remembered
    /// warnings that no fold changes kept packed, `TextFindings`).
    package func run() -> GatheredFindings {
        var findings = catalogue.findings
        findings += checkPipeline()
        let listsKey = remembered == nil ? "" : listFindingsKey
        // Lists are independent, and so are languages: on every core, gathered in the catalogue's order straight
        // into the one array (200,000 findings copied once, not once per language and again), but for the runs of
        // remembered warnings, which stay packed (`TextFindings`).
        let lists = catalogue.lists.concurrentMap { list in
            remembering(list, key: listsKey) { check(list, needs: needs) }
        }
        var languages = catalogue.languages.concurrentMap { languageFindings(of: $0) }
        // From here each language's findings are this check's alone: the catalogue's copy and this one are let go
        // of as they are taken, not held beside the whole (the languages' were 17 MB of a one-row edit at 100,000
        // words × 30 languages). A later ask puts them together again, from what is remembered or afresh.
        catalogue.forgetListRowParts()
        catalogue.memo.forget(LanguageFindings.Key.self) { _ in true }
        findings.reserveCapacity(
            findings.count + lists.reduce(0) { $0 + $1.count } + languages.reduce(0) { $0 + $1.valueCount })
        for found in lists { findings += found }
        var gathered = GatheredFindings(findings)
        findings = []
        for index in languages.indices {
            append(languages[index], to: &gathered)
            languages[index] = .none
        }
        return gathered
    }

    var policySeverity: Diagnostic.Severity {
        configuration.policy.severity
    }
}

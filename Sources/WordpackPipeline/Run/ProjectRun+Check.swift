import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension ProjectRun {
    /// Every finding: pipeline.json's, the catalogue's checks, each kind's checks of its apps, and the shared
    /// services' checks of the recordings and pictures the apps use. What is learnt about unchanged media
    /// files is remembered in the build folder, so that checking again does not decode every recording.
    /// The kinds keep what they worked out, for making.
    /// When pipeline.json cannot be read, its problem comes first and only what does not follow from it (the
    /// sheets' own reading) comes after: every app-dependent check would report the defaults' consequences.
    /// Likewise, a folder of inputs/ refused as a link out of the project is all that is reported of the content.
    /// The findings are in file order, but for those that stand for many (`MissingList`), which come first.
    package mutating func check() -> [Diagnostic] {
        checkedFindings().all
    }

    /// `check()`'s findings with the remembered warnings that no fold changes still packed, read a piece at a time
    /// where they are reported (`CheckedFindings.forEachPiece`): a build prints, counts and packs them so.
    package mutating func checkedFindings() -> CheckedFindings {
        let refused = Ingest.refusedFolders(of: project)
        guard configurationProblems.isEmpty, refused.isEmpty else {
            return CheckedFindings(
                listed: configurationProblems
                    + (refused.isEmpty
                        ? MissingList.folded(Diagnostic.sorted(catalogue.findings), catalogue: catalogue) : refused))
        }
        let context = self.context()
        let outputs = self.outputs
        // The content's checks and the media's are independent: run them side by side.
        let parts: [@Sendable () -> [Diagnostic]] = [
            { AudioStage.inspect(outputs, context: context) },
            { ImagesStage.inspect(outputs, context: context) },
        ]
        let (planned, kinds) = (self.planned, self.kinds)
        let (checked, media) = concurrently(
            { () -> (kinds: [AnyPlannedApps], findings: GatheredFindings) in
                var (checkedKinds, findings, inspections) = Self.checkContent(planned, in: context, kinds: kinds)
                findings.findings += inspections
                return (checkedKinds, findings)
            },
            { parts.concurrentMap { $0() }.flatMap { $0 } })
        self.planned = checked.kinds
        var content = checked.findings
        // Kept on another core while the findings are put together (a tenth of a second of JSON for 100,000).
        let saving = BackgroundWork { [self] in
            try? digests?.save()
            try? saveInspections()
        }
        defer { _ = try? saving.wait() }
        // pipeline.json's problems, the languages in progress, the content's findings and the media's, gathered
        // into the content's in place: its 200,000 findings are not copied again.
        // What cannot be judged from the repository (what the language folders do not record) is said once per
        // language, never remembered: a release refuses it.
        let severity = configuration.policy.severity
        let first =
            configurationProblems + languagesInProgress.map(\.warning)
            + catalogue.madeForFindings(severity: severity) { [project] code in
                FileManager.default.fileExists(
                    atPath: project.languageFolder(code).appendingPathComponent(RecordedTexts.fileName).path)
            }
        content.findings.reserveCapacity(first.count + content.findings.count + media.count)
        content.prepend(first)
        content.findings += media
        // The packed runs are merged in by place as they are read; a run that may have a finding at a place of a
        // value or of another run is taken as values (two findings at one place keep the order they were gathered
        // in).
        content.keepRunsApart()
        // One sentence per cause: a problem two checks find is said once, a missing file with the near miss
        // that lies unused, and a missing list once for all that name it.
        let (folded, leading) = FindingFolds.folded(Diagnostic.sorted(content.findings), catalogue: catalogue)
        return CheckedFindings(listed: folded, leading: leading, runs: content.runs.map(\.run))
    }

    /// Saves what the checks learnt in the build folder's inspections, and removes the files remembered there
    /// for languages no longer in the catalogue. A run that keeps no inspections (`check --full`) does neither.
    func saveInspections() throws {
        guard let inspections else { return }
        try inspections.save()
        RememberedLanguageFiles.forget(
            languagesOtherThan: Set(catalogue.languages.map(\.code.description)),
            in: BuildFolder.inspectionFolder(in: project))
    }

    /// The catalogue's checks, then each kind's checks of its apps (no media): the checked kinds, the
    /// catalogue's and the kinds' findings (to be sorted), and what the kinds found in what the apps would ship.
    static func checkContent(_ planned: [AnyPlannedApps], in context: StageContext, kinds: [any AppKind.Type])
        -> ([AnyPlannedApps], GatheredFindings, [Diagnostic])
    {
        let content = ContentCheck(
            catalogue: context.catalogue, configuration: context.configuration, pipelinePath: context.pipelinePath,
            needs: needs(kinds, context), settingsFindings: settingsFindings(kinds, context))
        var findings = content.run()
        // The kinds look at errors alone, in place order: not the catalogue's 200,000 warnings, once per kind. (The
        // packed runs hold none.)
        let reported = Diagnostic.sorted(findings.findings.errors)
        var checked: [AnyPlannedApps] = []
        var inspections: [Diagnostic] = []
        for kind in planned {
            let result = kind.checked(reported: reported, in: context)
            checked.append(result.kind)
            findings.findings += result.findings
            inspections += result.inspections
        }
        return (checked, findings, inspections)
    }

    /// What every app needs from the catalogue.
    package static func needs(_ kinds: [any AppKind.Type], _ context: StageContext) -> AppNeeds {
        var needs = AppNeeds()
        for kind in kinds { needs.formUnion(Self.needs(kind, context)) }
        return needs
    }

    private static func needs<Kind: AppKind>(_: Kind.Type, _ context: StageContext) -> AppNeeds {
        var needs = AppNeeds()
        for request in context.configuration.requests(of: Kind.Settings.self, pipelinePath: context.pipelinePath) {
            needs.formUnion(Kind.needs(request, catalogue: context.catalogue))
        }
        return needs
    }

    /// Each app's findings about its settings, in app id order.
    static func settingsFindings(_ kinds: [any AppKind.Type], _ context: StageContext) -> [Diagnostic] {
        let rules = PipelineRules(catalogue: context.catalogue, pipelinePath: context.pipelinePath)
        var findings: [String: [Diagnostic]] = [:]
        for kind in kinds { findings.merge(Self.settingsFindings(kind, context, rules)) { $0 + $1 } }
        return context.configuration.apps.keys.sorted().flatMap { findings[$0] ?? [] }
    }

    private static func settingsFindings<Kind: AppKind>(
        _: Kind.Type, _ context: StageContext, _ rules: PipelineRules
    ) -> [String: [Diagnostic]] {
        var findings: [String: [Diagnostic]] = [:]
        for request in context.configuration.requests(of: Kind.Settings.self, pipelinePath: context.pipelinePath) {
            findings[request.id] = Kind.checkSettings(request, catalogue: context.catalogue, rules: rules)
        }
        return findings
    }
}

import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// Everything one run of wordpack owns: the project folder, pipeline.json read once, the kinds of app, the
/// catalogue, every app's plan, and the build folder's caches. A build reads top to bottom as
/// `load` → `check` → `plan` → `make` → `record` (see `Workflows.build`).
package struct ProjectRun: Sendable {
    package internal(set) var project: Project
    package let kinds: [any AppKind.Type]
    package let configuration: PipelineConfiguration
    /// pipeline.json as written, before languages in progress were left out (the manifest's settings digest).
    let writtenConfiguration: PipelineConfiguration
    /// Why pipeline.json could not be read (`configuration` is then the defaults).
    let configurationProblems: [Diagnostic]
    package let catalogue: Catalogue
    /// The build folder's caches (nil for a stage run alone, which keeps none).
    package let digests: RememberedDigests?
    let inspections: RememberedInspections?
    /// What the last build made each output from (loaded beside ingest by a build).
    var buildCache: RememberedOutputs?
    /// Each kind's apps, planned (and, after `check`, checked), in the order of `kinds`.
    package internal(set) var planned: [AnyPlannedApps]
    /// Languages that apps take through "all" but that are not complete: left out of those apps
    /// (`configuration` already leaves them out), with a warning each.
    package let languagesInProgress: [LanguageInProgress]

    package init(
        project: Project, kinds: [any AppKind.Type], configuration: (PipelineConfiguration, [Diagnostic]),
        catalogue: Catalogue, digests: RememberedDigests?, inspections: RememberedInspections?,
        required: Set<LanguageCode> = [], checking: Bool = true
    ) {
        self.project = project
        self.kinds = kinds
        configurationProblems = configuration.1
        writtenConfiguration = configuration.0
        var catalogue = catalogue
        // Which translations and recordings are outdated is known from what the language folders record they were
        // made for, which a development check keeps current (a run that checks nothing, a stage's, needs none).
        if checking {
            catalogue.rememberWhatWasMadeFor(
                referenceLanguage: configuration.0.referenceLanguage,
                records: ReferenceRecords(
                    project: project, cache: BuildFolder.referencesFolder(in: project),
                    keepCurrent: configuration.0.policy == .development, digests: digests))
        }
        self.catalogue = catalogue
        self.digests = digests
        self.inspections = inspections
        let pipelinePath = project.displayPath(of: project.pipelineFile)
        (self.configuration, languagesInProgress) = Self.leavingOutLanguagesInProgress(
            configuration.0, catalogue: catalogue, kinds: kinds, project: project, pipelinePath: pipelinePath,
            required: required)
        let configuration = self.configuration
        planned = kinds.map { Self.plan($0, configuration, catalogue, pipelinePath) }
    }

    /// pipeline.json, or the defaults with the reason it could not be read as a finding.
    package static func configuration(_ options: BuildOptions) -> (PipelineConfiguration, [Diagnostic]) {
        do {
            var configuration = try options.project.loadConfiguration(kinds: options.kinds)
            if let policy = options.policy { configuration.policy = policy }
            return (configuration, [])
        } catch let problem as DiagnosticConvertible {
            return (PipelineConfiguration(), [problem.diagnostic])
        } catch {
            return (PipelineConfiguration(), [.error(at: Location(file: PipelineConfiguration.fileName), "\(error)")])
        }
    }

    static func plan<Kind: AppKind>(
        _: Kind.Type, _ configuration: PipelineConfiguration, _ catalogue: Catalogue, _ pipelinePath: String
    ) -> AnyPlannedApps {
        let apps = configuration.requests(of: Kind.Settings.self, pipelinePath: pipelinePath).map {
            Kind.plan($0, catalogue: catalogue, configuration: configuration)
        }
        return PlannedApps<Kind>(apps: apps, check: nil)
    }

    /// Every planned file of every app of `kinds` in `context`'s pipeline.json (a stage run by a test).
    static func outputs(_ context: StageContext, kinds: [any AppKind.Type]) -> [PlannedOutput] {
        kinds.flatMap { plan($0, context.configuration, context.catalogue, context.pipelinePath).outputs }
    }

    /// Every planned file of every app.
    package var outputs: [PlannedOutput] { planned.flatMap(\.outputs) }

    /// The stages in the order they run: each kind's, in the kinds' order, each once.
    package var stages: [String] {
        var stages: [String] = []
        for kind in planned { stages += kind.stages.filter { !stages.contains($0) } }
        return stages
    }

    /// A context for the stages, sharing this run's caches.
    package func context(work: (@Sendable (String) -> Bool)? = nil, checked: Bool = false) -> StageContext {
        StageContext(
            project: project, catalogue: catalogue, configuration: configuration, work: work, digests: digests,
            inspections: inspections, checked: checked)
    }

    var pipelinePath: String { project.displayPath(of: project.pipelineFile) }
}

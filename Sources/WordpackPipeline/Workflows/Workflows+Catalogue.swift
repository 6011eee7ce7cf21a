import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension Workflows {
    /// pipeline.json and the catalogue read from `inputs/` now (sheets unchanged since the last build come from
    /// the catalogue store), which is kept up to date on the way.
    package static func currentCatalogue(_ options: BuildOptions) throws -> (PipelineConfiguration, Catalogue) {
        let (configuration, problems) = ProjectRun.configuration(options)
        guard problems.isEmpty else { throw BuildFailure.load(problems) }
        let project = options.project
        let digests = RememberedDigests(url: BuildFolder.digestFile(in: project))
        let loaded = ProjectRun.readInputs(
            project, digests: digests, translationSource: configuration.translationSource, kinds: options.kinds)
        try ProjectRun.store(project) {
            try loaded.store(to: project)
            try digests.save()
        }
        // The units of translations made against an earlier reference text are marked for review.
        var catalogue = loaded.catalogue
        catalogue.rememberWhatWasMadeFor(
            referenceLanguage: configuration.referenceLanguage,
            // Read, never written: an import that is refused leaves inputs/ as it was.
            records: ReferenceRecords(
                project: project, cache: BuildFolder.referencesFolder(in: project), keepCurrent: false,
                digests: digests))
        return (configuration, catalogue)
    }

    /// What the apps of the kinds need of the catalogue in `context`, as the check asks (`AppKind.needs`).
    package static func needs(of kinds: [any AppKind.Type], in context: StageContext) -> AppNeeds {
        ProjectRun.needs(kinds, context)
    }

    /// Every file the apps of the kinds plan in `context`'s pipeline.json.
    package static func plannedOutputs(of kinds: [any AppKind.Type], in context: StageContext) -> [PlannedOutput] {
        ProjectRun.outputs(context, kinds: kinds)
    }
}

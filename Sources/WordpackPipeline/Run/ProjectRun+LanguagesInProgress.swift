import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension ProjectRun {
    /// `configuration` with the languages in progress left out of the apps that take them through "all"
    /// (development policy only), decided before any kind plans; and those languages.
    static func leavingOutLanguagesInProgress(
        _ configuration: PipelineConfiguration, catalogue: Catalogue, kinds: [any AppKind.Type], project: Project,
        pipelinePath: String, required: Set<LanguageCode>
    ) -> (PipelineConfiguration, [LanguageInProgress]) {
        let inProgress = LanguageInProgress.find(
            catalogue: catalogue, configuration: configuration, pipelinePath: pipelinePath, required: required
        ) { configuration in
            needs(
                kinds,
                StageContext(
                    project: project, catalogue: catalogue, configuration: configuration, pipelinePath: pipelinePath))
        }
        return (configuration.leavingOut(inProgress.map(\.code)), inProgress)
    }
}

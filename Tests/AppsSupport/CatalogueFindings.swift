import Foundation
import WordpackApps
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCatalogue
@testable import WordpackCore
@testable import WordpackPipeline

/// For the tests: the catalogue's checks as `wordpack check` runs them, without the inspections of what the
/// apps would ship (recordings, pictures, Olé's pairs, Chatwa's rounds): the catalogue's, pipeline.json's and
/// every kind's checks of the catalogue for its apps.
package struct CatalogueFindings {
    package let catalogue: Catalogue
    package let configuration: PipelineConfiguration
    package let pipelinePath: String
    package let kinds: [any AppKind.Type]

    package init(
        catalogue: Catalogue, configuration: PipelineConfiguration, pipelinePath: String = "pipeline.json",
        kinds: [any AppKind.Type] = AppKinds.standard
    ) {
        self.catalogue = catalogue
        self.configuration = configuration
        self.pipelinePath = pipelinePath
        self.kinds = kinds
    }

    /// Every finding, in file, sheet, row and column order.
    package func run() -> [Diagnostic] {
        let project = Project(root: URL(fileURLWithPath: "/"))
        let (configuration, inProgress) = ProjectRun.leavingOutLanguagesInProgress(
            self.configuration, catalogue: catalogue, kinds: kinds, project: project, pipelinePath: pipelinePath,
            required: [])
        let context = StageContext(
            project: project, catalogue: catalogue, configuration: configuration, pipelinePath: pipelinePath)
        let planned = kinds.map { ProjectRun.plan($0, configuration, catalogue, pipelinePath) }
        return Diagnostic.sorted(
            inProgress.map(\.warning) + ProjectRun.checkContent(planned, in: context, kinds: kinds).1.allValues)
    }
}

import WordpackApps
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

extension TestProject {
    package func ingest() -> Catalogue {
        Ingest(project: project).run()
    }

    /// Every finding of ingest and check, printed as the tool prints them.
    package func findings(policy: PipelineConfiguration.Policy? = nil) throws -> [String] {
        var configuration = try project.loadConfiguration()
        if let policy { configuration.policy = policy }
        return CatalogueFindings(catalogue: ingest(), configuration: configuration).run().map(\.description)
    }
}

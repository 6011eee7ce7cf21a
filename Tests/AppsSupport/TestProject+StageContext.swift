import WordpackAppKind
import WordpackApps
import WordpackPipeline
import WordpackTestSupport

extension TestProject {
    /// The stage context of this project as it is now: inputs ingested afresh, pipeline.json read.
    package func stageContext() throws -> StageContext {
        StageContext(project: project, catalogue: ingest(), configuration: try project.loadConfiguration())
    }
}

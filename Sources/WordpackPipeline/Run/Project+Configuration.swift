import WordpackAppKind
import WordpackCore

extension Project {
    /// Reads `pipeline.json`, knowing `kinds`.
    package func loadConfiguration(kinds: [any AppKind.Type]) throws -> PipelineConfiguration {
        try PipelineConfiguration.load(
            from: pipelineFile, displayPath: displayPath(of: pipelineFile), kinds: kinds.settingsTypes)
    }
}

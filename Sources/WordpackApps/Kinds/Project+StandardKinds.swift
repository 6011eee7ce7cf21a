import Foundation
import WordpackCore
import WordpackPipeline

extension Project {
    /// Reads `pipeline.json`, knowing the standard app kinds.
    package func loadConfiguration() throws -> PipelineConfiguration {
        try loadConfiguration(kinds: AppKinds.standard)
    }
}

extension PipelineConfiguration {
    /// Reads pipeline.json's bytes, knowing the standard app kinds.
    package static func decode(_ data: Data, displayPath: String = fileName) throws -> PipelineConfiguration {
        try decode(data, displayPath: displayPath, kinds: AppKinds.standard.settingsTypes)
    }

    /// Reads pipeline.json, knowing the standard app kinds.
    package static func load(from url: URL, displayPath: String = fileName) throws -> PipelineConfiguration {
        try load(from: url, displayPath: displayPath, kinds: AppKinds.standard.settingsTypes)
    }
}

import Foundation
import WordpackAppKind
import WordpackCore

extension Project {
    /// Reads `pipeline.json`, knowing the standard app kinds (or `kinds`).
    package func loadConfiguration(kinds: [any AppKind.Type] = AppKinds.standard) throws -> PipelineConfiguration {
        try PipelineConfiguration.load(
            from: pipelineFile, displayPath: displayPath(of: pipelineFile), kinds: AppKinds.settings(of: kinds))
    }
}

extension PipelineConfiguration {
    /// Reads pipeline.json's bytes, knowing the standard app kinds.
    package static func decode(_ data: Data, displayPath: String = fileName) throws -> PipelineConfiguration {
        try decode(data, displayPath: displayPath, kinds: AppKinds.settings(of: AppKinds.standard))
    }

    /// Reads pipeline.json, knowing the standard app kinds.
    package static func load(from url: URL, displayPath: String = fileName) throws -> PipelineConfiguration {
        try load(from: url, displayPath: displayPath, kinds: AppKinds.settings(of: AppKinds.standard))
    }
}

import Foundation

/// A wordpack project folder: `pipeline.json`, `inputs/`, `outputs/` and the build folder.
public struct Project: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    public var pipelineFile: URL { root.appendingPathComponent(PipelineConfiguration.fileName) }
    public var inputs: URL { root.appendingPathComponent("inputs") }
    public var outputs: URL { root.appendingPathComponent("outputs") }
    /// Intermediate results of the stages (`catalogue.json`); safe to delete.
    public var buildFolder: URL { root.appendingPathComponent(".wordpack") }
    public var catalogueFile: URL { buildFolder.appendingPathComponent("catalogue.json") }

    /// The path shown in messages: relative to the project folder when inside it.
    public func displayPath(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Reads `pipeline.json`.
    public func loadConfiguration() throws -> PipelineConfiguration {
        try PipelineConfiguration.load(from: pipelineFile, displayPath: displayPath(of: pipelineFile))
    }
}

import Foundation

/// A wordpack project folder: `pipeline.json`, `inputs/`, `outputs/` and the build folder.
public struct Project: Sendable {
    public let root: URL

    /// `root`'s path, ending in `/`: the prefix of every path below it.
    public let rootPrefix: String

    /// The folder under `root` the stages write into: `outputs`, or a shard's scratch folder in the build folder.
    public let outputsFolder: String

    public init(root: URL, outputsFolder: String = "outputs") {
        self.root = root.standardizedFileURL
        let path = self.root.path
        rootPrefix = path.hasSuffix("/") ? path : path + "/"
        self.outputsFolder = outputsFolder
    }

    /// The absolute path of a project-relative path such as `inputs/lists/Animals.xlsx`, built as text:
    /// a build looks up thousands of them, and `URL` would parse and standardize each.
    public func path(of relative: String) -> String {
        rootPrefix + relative
    }

    /// The absolute path of a path under `outputs/`.
    public func outputPath(of relative: String) -> String {
        rootPrefix + outputsFolder + "/" + relative
    }

    /// The settings' file at the top of a project (read by `PipelineConfiguration`).
    public static let pipelineFileName = "pipeline.json"

    public var pipelineFile: URL { root.appendingPathComponent(Self.pipelineFileName) }
    public var inputs: URL { root.appendingPathComponent("inputs") }
    public var outputs: URL { root.appendingPathComponent(outputsFolder) }
    /// Intermediate results of the stages (`catalogue.sqlite`); safe to delete.
    public var buildFolder: URL { root.appendingPathComponent(".wordpack") }
    /// The catalogue store (docs/catalogue.md).
    public var catalogueFile: URL { buildFolder.appendingPathComponent("catalogue.sqlite") }

    /// The path shown in messages: relative to the project folder when inside it.
    public func displayPath(of url: URL) -> String {
        displayPath(ofStandardPath: url.standardizedFileURL.path)
    }

    /// The path shown in messages of a path already standardized (no `.` or `..`), such as a folder
    /// listing's: the same as `displayPath(of:)` without building a `URL`.
    public func displayPath(ofStandardPath path: String) -> String {
        path.hasPrefix(rootPrefix) ? String(path.dropFirst(rootPrefix.count)) : path
    }
}

import Foundation

/// A wordpack project folder: `pipeline.json`, `inputs/`, `outputs/` and the build folder.
package struct Project: Sendable {
    package let root: URL

    /// `root`'s path, ending in `/`: the prefix of every path below it.
    package let rootPrefix: String

    /// The folder under `root` the stages write into: `outputs`, or a shard's scratch folder in the build folder.
    let outputsFolder: String

    package init(root: URL, outputsFolder: String = "outputs") {
        self.root = root.standardizedFileURL
        let path = self.root.path
        rootPrefix = path.hasSuffix("/") ? path : path + "/"
        self.outputsFolder = outputsFolder
    }

    /// The absolute path of a project-relative path such as `inputs/lists/Animals.xlsx`, built as text:
    /// a build looks up thousands of them, and `URL` would parse and standardize each.
    package func path(of relative: String) -> String {
        rootPrefix + relative
    }

    /// The absolute path of a path under `outputs/`.
    package func outputPath(of relative: String) -> String {
        rootPrefix + outputsFolder + "/" + relative
    }

    /// The settings' file at the top of a project (read by `PipelineConfiguration`).
    static let pipelineFileName = "pipeline.json"

    package var pipelineFile: URL { root.appendingPathComponent(Self.pipelineFileName) }
    package var inputs: URL { root.appendingPathComponent("inputs") }
    /// A language's folder, `inputs/languages/<code>`, relative to the project: the one place that spells it.
    package static func languageFolderPath(_ code: LanguageCode) -> String {
        languageFolderPath(named: code.description)
    }
    /// The folder of a name that may not be a language code (`EN`, a translator's file's own language), for a
    /// sentence about it.
    package static func languageFolderPath(named name: String) -> String { "inputs/languages/\(name)" }
    /// A language's folder (`languageFolderPath`).
    package func languageFolder(_ code: LanguageCode) -> URL {
        root.appendingPathComponent(Self.languageFolderPath(code))
    }
    package var outputs: URL { root.appendingPathComponent(outputsFolder) }
    /// Intermediate results of the stages (`catalogue.sqlite`); safe to delete.
    package var buildFolder: URL { root.appendingPathComponent(".wordpack") }
    /// The catalogue store (docs/catalogue.md).
    package var catalogueFile: URL { buildFolder.appendingPathComponent("catalogue.sqlite") }

    /// The path shown in messages: relative to the project folder when inside it.
    package func displayPath(of url: URL) -> String {
        displayPath(ofStandardPath: url.standardizedFileURL.path)
    }

    /// The path shown in messages of a path already standardized (no `.` or `..`), such as a folder
    /// listing's: the same as `displayPath(of:)` without building a `URL`.
    package func displayPath(ofStandardPath path: String) -> String {
        path.hasPrefix(rootPrefix) ? String(path.dropFirst(rootPrefix.count)) : path
    }
}

import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPictures
import WordpackPipeline
import WordpackTestSupport

/// A project in a temporary folder with one list, Animals, whose words are the pictures put in it, one
/// language (en) and one FirstWords app, `demo` (or more, by `apps`), for running the images stage on.
final class PictureProject {
    let folder: TemporaryFolder
    var root: URL { folder.url }
    private var keys: Set<String> = []
    /// The background every word names, when there is one.
    var background: String?

    init() throws {
        folder = try TemporaryFolder()
    }

    /// `inputs/words/Animals/picture/<file>`; its name without extension becomes a word's key.
    func picture(_ file: String, _ data: Data) throws {
        try folder.write("inputs/words/Animals/picture/\(file)", data)
        keys.insert((file as NSString).deletingPathExtension)
    }

    func picture(_ file: String, fixture: String) throws {
        try picture(file, try Data(contentsOf: Fixtures.url(fixture)))
    }

    func background(_ file: String, _ data: Data) throws {
        try folder.write("inputs/words/Animals/background/\(file)", data)
        background = (file as NSString).deletingPathExtension
    }

    func icon(_ data: Data, name: String = "icon.png") throws {
        try folder.write("inputs/words/Animals/\(name)", data)
    }

    func flag(_ data: Data) throws {
        try folder.write("inputs/languages/en/flag.png", data)
    }

    /// Writes the sheets and pipeline.json (with `images` as its `"images"` object, and the apps named in
    /// `apps`, each with the Animals list in English), ingests, and gives the stage's context.
    func context(images: String = "{}", apps: [String] = ["demo"]) throws -> StageContext {
        let words = keys.sorted()
        try folder.write(
            "inputs/lists/Animals.csv",
            "key,background\n" + words.map { "\($0),\(background ?? "")\n" }.joined())
        try folder.write(
            "inputs/languages/en/words.csv", "list,key,word\n" + words.map { "Animals,\($0),\($0)\n" }.joined())
        let appObjects = apps.map {
            "\"\($0)\": {\"kind\": \"firstwords\", \"name\": \"Demo\", \"lists\": [\"Animals\"], \"languages\": [\"en\"]}"
        }
        try folder.write(
            "pipeline.json",
            "{\"version\": 1, \"apps\": {\(appObjects.joined(separator: ", "))}, \"images\": \(images)}")
        let project = Project(root: root)
        let configuration = try project.loadConfiguration()
        return StageContext(project: project, catalogue: Ingest(project: project).run(), configuration: configuration)
    }

    /// An output file, `outputs/firstwords/demo/Words/Animals/<path>` by default.
    func output(_ path: String, app: String = "demo") throws -> Data {
        try Data(contentsOf: folder.file("outputs/firstwords/\(app)/Words/Animals/\(path)"))
    }
}

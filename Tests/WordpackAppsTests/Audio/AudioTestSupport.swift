import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackSound
import WordpackTestSupport

/// A small FirstWords project for the stage: one list (Animals: ant, bee, cat, dog, elk), one language (en)
/// with the recordings a test puts in place; nothing else the audio stage does not need.
package final class AudioProject {
    package let folder: TemporaryFolder
    package var project: Project { Project(root: folder.url) }
    package static let keys = ["ant", "bee", "cat", "dog", "elk"]

    package init(audio: String = "{}") throws {
        folder = try TemporaryFolder()
        try folder.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"app": {"kind": "firstwords", "name": "App", "lists": ["Animals"], "languages": ["en"]}},
             "audio": \(audio)}
            """)
        try folder.write("inputs/lists/Animals.csv", "key\n" + Self.keys.joined(separator: "\n") + "\n")
        try folder.write(
            "inputs/languages/en/words.csv",
            "list,key,word\n" + Self.keys.map { "Animals,\($0),\($0)" }.joined(separator: "\n"))
    }

    /// Puts a recording at `inputs/<path>`.
    package func put(_ path: String, _ data: Data) throws {
        try folder.write("inputs/\(path)", data)
    }

    package func copy(fixture: String, to path: String) throws {
        try put(path, try Data(contentsOf: Fixtures.url("audio/\(fixture)")))
    }

    package var context: StageContext {
        get throws {
            StageContext(
                project: project, catalogue: Ingest(project: project).run(),
                configuration: try project.loadConfiguration())
        }
    }
}

/// A word-like test signal: a tone of `seconds` at `amplitude`, between `silence` seconds of silence.
package func spokenWord(seconds: Double, amplitude: Double = 0.5, silence: Double = 0.2, rate: Int = 22050) -> [Float] {
    SyntheticWAV.silence(silence, rate: rate)
        + sine(frequency: 300, rate: Double(rate), count: Int(seconds * Double(rate)), amplitude: amplitude)
        + SyntheticWAV.silence(silence, rate: rate)
}

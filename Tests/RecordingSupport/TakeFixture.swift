import Foundation
import WordpackCatalogue
import WordpackSound
import WordpackTestSupport

@testable import WordpackRecording

/// A take in `Tests/Fixtures/takes/` and the true boundaries of its words (`<take>.truth.tsv`, written by
/// `make-takes.sh` as it put the take together).
package struct TakeFixture {
    package struct Word {
        package var number: Int
        package var key: String
        package var text: String
        /// Seconds.
        package var start: Double
        package var end: Double

        package init(number: Int, key: String, text: String, start: Double, end: Double) {
            self.number = number
            self.key = key
            self.text = text
            self.start = start
            self.end = end
        }
    }

    package let name: String
    package let words: [Word]

    package var url: URL { Fixtures.url("takes/\(name)") }

    /// A take with no words (and no truth file).
    package static func silent(_ name: String) -> TakeFixture {
        TakeFixture(name: name, words: [])
    }

    private init(name: String, words: [Word]) {
        self.name = name
        self.words = words
    }

    package init(_ name: String) throws {
        self.name = name
        let base = (name as NSString).deletingPathExtension
        let text = try String(contentsOf: Fixtures.url("takes/\(base).truth.tsv"), encoding: .utf8)
        words = text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Word(
                number: Int(fields[0]) ?? 0, key: fields[1], text: fields[2], start: Double(fields[3]) ?? 0,
                end: Double(fields[4]) ?? 0)
        }
    }

    /// A script TSV for these words, as `wordpack script` writes it, each going to `speech/Takes/<key>.wav`.
    package static func script(_ words: [Word]) -> String {
        "number\ttext\tlist\tkey\tpath\n"
            + words.map {
                "\($0.number)\t\($0.text)\tTakes\t\($0.key)\t\(path($0.key))\n"
            }.joined()
    }

    package static func path(_ key: String) -> String { "inputs/languages/es/speech/Takes/\(key).wav" }

    /// A project folder holding `scripts/es.tsv` for `words` (this take's own by default) and a copy of the take.
    package func project(words: [Word]? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("scripts/es.tsv", Self.script(words ?? self.words))
        try folder.write("takes/\(name)", try Data(contentsOf: url))
        return folder
    }

    /// The take's frame energies, measured.
    package func energies() throws -> FrameEnergies {
        try FrameEnergies.measure(SoundFile(reading: url, displayPath: "takes/\(name)"))
    }

    /// The split's plan for this take and script.
    package func plan(words: [Word]? = nil, detector: SpeechDetector = SpeechDetector()) throws -> TakeSplit {
        let folder = try project(words: words)
        let script = try TakeScript.read(folder.file("scripts/es.tsv"), displayPath: "scripts/es.tsv")
        return try TakeSplit.plan(take: url, takePath: "takes/\(name)", script: script, detector: detector)
    }
}

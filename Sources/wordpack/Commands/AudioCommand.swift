import ArgumentParser
import WordpackPipeline

/// `wordpack audio`: the recordings the apps play as CAF files (the audio stage, shared by every kind).
struct AudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audio",
        abstract: "Convert the recordings the apps play to CAF: speech, letter sounds, reward sounds, pronunciations.",
        discussion: """
            Reads the catalogue an earlier `wordpack ingest` wrote. Each role's format and clean-up are \
            pipeline.json's `audio` settings; a recording that cannot be converted is reported and the others \
            still are.
            """)

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try Workflows.stage("audio", options.build(), progress: options.show) }
    }
}

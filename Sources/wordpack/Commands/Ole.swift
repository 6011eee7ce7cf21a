import ArgumentParser
import WordpackKit

/// `wordpack ole`: Olé's words.json from the catalogue.
struct Ole: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write outputs/ole/words.json: the English/Spanish pairs of the Olé app in pipeline.json.",
        discussion: "Reads the catalogue that `wordpack ingest` left in .wordpack/; `wordpack check` reports "
            + "what Olé would get wrong (an English text twice or inside another).")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try WordpackKit.Build.stage("ole", options.build(), progress: options.show) }
    }
}

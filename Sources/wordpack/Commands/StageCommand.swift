import ArgumentParser
import WordpackApps
import WordpackPipeline

/// `wordpack stage NAME`: any one stage alone, whatever kind of app it belongs to (`glyph`, `obz`, …).
struct StageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stage",
        abstract: "Run one stage alone on the catalogue that `wordpack ingest` left in .wordpack/.",
        discussion: "The stages, in the order a build runs them: \(AppKinds.stageNames.joined(separator: ", ")).")

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The stage to run.")
    var name: String

    func validate() throws {
        guard AppKinds.stageNames.contains(name) else {
            throw ValidationError(
                "there is no stage “\(name)”; the stages are \(AppKinds.stageNames.joined(separator: ", ")).")
        }
    }

    func run() throws {
        try options.running { try Workflows.stage(name, options.build(), progress: options.show) }
    }
}

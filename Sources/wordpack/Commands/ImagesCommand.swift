import ArgumentParser
import WordpackPipeline

/// `wordpack images`: scales every picture, background, icon and flag the apps need.
struct ImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "Scale the pictures, backgrounds, icons (@1x, @2x, @3x) and flags into outputs/ and copy PDFs.",
        discussion: "Works on the catalogue that `wordpack ingest` left in the build folder.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try Workflows.stage("images", options.build(), progress: options.show) }
    }
}

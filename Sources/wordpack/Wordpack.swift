import ArgumentParser
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPipeline

/// `wordpack`: turns the content in `inputs/` into the files the apps ship.
@main
struct Wordpack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordpack",
        abstract: "Turn word lists, translations, recordings and pictures into the files the apps ship.",
        discussion: "Each subcommand works on the project in the current folder, or on the one named by --project.",
        version: WordpackVersion.described,
        subcommands: [
            BuildCommand.self, IngestCommand.self, CheckCommand.self, AudioCommand.self, ImagesCommand.self,
            StageCommand.self, ManifestCommand.self, PublishCommand.self, ReviewCommand.self, ScriptCommand.self,
            SplitCommand.self, AcceptCommand.self, AddLanguageCommand.self, ExportXLIFFCommand.self,
            ImportXLIFFCommand.self, ExportPOCommand.self, ImportPOCommand.self,
            CacheCommand.self, DrawPictureCommand.self,
        ])

    /// Before any command: SVG and PDF masters are drawn with wordpack's fonts, in children of this program.
    static func main() {
        VectorDrawing.setUp(program: RunningProgram.path)
        main(nil)
    }
}

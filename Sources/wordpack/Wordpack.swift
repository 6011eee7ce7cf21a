import ArgumentParser
import WordpackAppKind
import WordpackBuild
import WordpackCatalogue
import WordpackCore

/// `wordpack`: turns the content in `inputs/` into the files the apps ship.
@main
struct Wordpack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordpack",
        abstract: "Turn word lists, translations, recordings and pictures into the files the apps ship.",
        discussion: "Each subcommand works on the project in the current folder, or on the one named by --project.",
        version: WordpackVersion.current,
        subcommands: [
            Build.self, Ingest.self, Check.self, Audio.self, Images.self, Stage.self,
            ManifestCommand.self, Publish.self, Review.self, Script.self, Split.self, AddLanguage.self,
            ExportXLIFF.self, ImportXLIFF.self,
            CacheCommand.self, DrawPicture.self,
        ])

    /// Before any command: SVG and PDF masters are drawn with wordpack's fonts, in children of this program.
    static func main() {
        VectorDrawing.setUp(program: RunningProgram.path)
        main(nil)
    }
}

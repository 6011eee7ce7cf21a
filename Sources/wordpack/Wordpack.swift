import ArgumentParser
import Foundation
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
            CacheCommand.self, GitSetupCommand.self, GitTakeCommand.self, GitTextconvCommand.self,
            GitMergeCommand.self, DrawPictureCommand.self,
        ])

    /// Before any command: SVG and PDF masters are drawn with wordpack's fonts, in children of this program.
    static func main() {
        // Findings still being written when a command ends (or exits on an error) are written first.
        atexit { Console.drain() }
        // A binary copied without its data folders says so before any command that would need them.
        let arguments = CommandLine.arguments.dropFirst()
        let informational = [
            "--help", "-h", "help", "--version", "--generate-completion-script",
            "--experimental-dump-help",
        ]
        if !arguments.contains(where: { informational.contains($0) }),
            let missing = InstalledResources.missingSentence(targets: dataTargets)
        {
            Console.standardError("error: \(missing)\n")
            Self.exit(withError: ExitCode.failure)
        }
        VectorDrawing.setUp(program: RunningProgram.path)
        LargeBlockReuse.giveBackFreedBlocks()
        main(nil)
    }

    /// The targets whose data (Package.swift's `resources:`) the program reads: each has a folder
    /// `wordpack_<target>.resources` beside the binary or in share/wordpack/.
    static let dataTargets = ["WordpackCore", "WordpackVocabulary"]
}

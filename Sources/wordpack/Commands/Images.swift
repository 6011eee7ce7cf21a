import ArgumentParser
import WordpackBuild

/// `wordpack images`: scales every picture, background, icon and flag the apps need.
struct Images: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scale the pictures, backgrounds, icons (@1x, @2x, @3x) and flags into outputs/ and copy PDFs.",
        discussion: "Works on the catalogue that `wordpack ingest` left in the build folder.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try WordpackBuild.Build.stage("images", options.build(), progress: options.show) }
    }
}

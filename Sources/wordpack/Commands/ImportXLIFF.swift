import ArgumentParser
import Foundation
import WordpackBuild

/// `wordpack import-xliff FILE --language fr`: a translator's XLIFF file checked, then copied into the language.
struct ImportXLIFF: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-xliff",
        abstract: "Check a translated XLIFF file, copy it to inputs/languages/<code>/ and print what changed.",
        discussion: """
            The file must be a translation into the language (its target-language), hold only units of lists and \
            words that exist, and plain text in its targets (no <g>, <x/>, <bpt> or other markup). On any problem \
            nothing is copied and every problem is printed. Otherwise each change against the current \
            translations is printed on one line (added, changed, removed), sorted.
            """)

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The XLIFF file the translation tool gave back.")
    var file: String

    @Option(name: .customLong("language"), help: "The language it translates into (its folder name).")
    var languageCode: String

    func run() throws {
        _ = try options.running {
            try WordpackBuild.Build.importXLIFF(
                URL(fileURLWithPath: file), displayPath: file, language: languageCode, options.build(),
                progress: options.show)
        }
    }
}

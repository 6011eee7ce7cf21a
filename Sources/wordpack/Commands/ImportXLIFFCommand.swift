import ArgumentParser
import Foundation
import WordpackPipeline

/// `wordpack import-xliff FILE --language fr`: a translator's XLIFF file checked, then copied into the language.
struct ImportXLIFFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-xliff",
        abstract: "Check a translated XLIFF file, copy it to inputs/languages/<code>/ and print what changed.",
        discussion: """
            The file must be a translation into the language (its target-language) from the reference language \
            (its source-language), hold only units of lists and words that exist, and plain text on one line in \
            its targets (no <g>, <x/>, <bpt> or other markup, no line break or tab). On any problem nothing is \
            copied and every problem is printed. Otherwise each change against the current translations is \
            printed on one line (added, changed, removed), sorted. A unit the file leaves out, or gives no \
            target, keeps its current translation (counted as kept) unless --remove-missing is given.
            """)

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The XLIFF file the translation tool gave back.")
    var file: String

    @Option(name: .customLong("language"), help: "The language it translates into (its folder name).")
    var languageCode: String

    @Flag(
        name: .customLong("remove-missing"),
        help:
            "Remove the current translations of units the file leaves out (or gives no target), instead of keeping them."
    )
    var removeMissing = false

    @Flag(
        help: """
            Refuse the file, copying nothing, when the translation checks find anything in its translations \
            (spelling, spaces, punctuation, the reference's text, outdated, lengths), warnings included.
            """)
    var strict = false

    func run() throws {
        _ = try options.running {
            try Workflows.importXLIFF(
                URL(fileURLWithPath: file), displayPath: file, language: languageCode, removeMissing: removeMissing,
                strict: strict, options.build(),
                progress: options.show)
        }
    }
}

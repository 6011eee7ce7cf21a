import ArgumentParser
import WordpackCore

/// What `export-xliff` and `export-po` are told: which languages, and which of their units: those some app ships
/// in the language (pipeline.json's apps), every unit (`--all`), or only what is not translated yet.
struct TranslationExportOptions: ParsableArguments {
    @Option(name: .customLong("language"), help: "The language to export (its folder name under inputs/languages/).")
    var languageCode: String?

    @Flag(name: .customLong("every-language"), help: "Export every language but the reference language.")
    var everyLanguage = false

    @Flag(
        help: """
            Every unit, also of the lists no app ships in the language (without it, only what some app ships); \
            with no --language, of every language.
            """)
    var all = false

    @Flag(help: "Only the units that have no translation yet.")
    var untranslated = false

    func validate() throws {
        try LanguageArgument.validate(languageCode)
        if languageCode != nil, everyLanguage {
            throw ValidationError("name one language with --language CODE, or every language with --every-language.")
        }
        guard languageCode != nil || everyLanguage || all else {
            throw ValidationError(
                "name one language with --language CODE, or every language with --every-language (--all: every unit).")
        }
    }

    /// The languages named; nil for every one (`--every-language`, or `--all` without `--language`).
    var languages: [LanguageCode]? {
        get throws { try languageCode.map { [try LanguageArgument.parse($0)] } }
    }
}

/// What `import-xliff` and `import-po` are told: the translator's file, its language, and how to take it.
struct TranslationImportOptions: ParsableArguments {
    @Argument(help: "The file the translation tool gave back.")
    var file: String

    @Option(name: .customLong("language"), help: "The language it translates into (its folder name).")
    var languageCode: String

    func validate() throws { try LanguageArgument.validate(languageCode) }

    @Flag(
        name: .customLong("remove-missing"),
        help: """
            Remove the current translations of units the file leaves out (or leaves without a translation), \
            instead of keeping them.
            """)
    var removeMissing = false

    @Flag(
        help: """
            Refuse the file, copying nothing, when the translation checks find anything in its translations \
            (spelling, spaces, punctuation, the reference's text, outdated, lengths), warnings included.
            """)
    var strict = false
}

import ArgumentParser
import WordpackCatalogue
import WordpackCore

/// A language code given on the command line (`--language`, `add-language CODE`): refused by the parser, before
/// any project is read, when no language folder may be named so, in the sentence `check` says of such a folder
/// (`inputs/languages/French: … did you mean “fr”?`).
enum LanguageArgument {
    static func validate(_ code: String?) throws {
        guard let code, case .failure(let error) = LanguageCode.parse(code) else { return }
        throw ValidationError("\(Project.languageFolderPath(code)): \(error.message)")
    }
}

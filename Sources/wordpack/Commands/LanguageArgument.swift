import ArgumentParser
import WordpackCatalogue
import WordpackCore

/// A language code given on the command line (`--language`, `add-language CODE`): refused by the parser, before
/// any project is read, when no language folder may be named so, in the sentence `check` says of such a folder
/// (`inputs/languages/French: … did you mean “fr”?`); the commands give the library the code parsed.
enum LanguageArgument {
    static func validate(_ code: String?) throws {
        guard let code else { return }
        _ = try parse(code)
    }

    /// The code as the library takes it; the refusal `validate` gives.
    static func parse(_ code: String) throws -> LanguageCode {
        switch LanguageCode.parse(code) {
        case .success(let parsed): return parsed
        case .failure(let error): throw ValidationError("\(Project.languageFolderPath(named: code)): \(error.message)")
        }
    }
}

/// Why a folder name, or a setting, is not a language code, as a sentence for the content team.
package struct LanguageCodeError: Error, Equatable, Sendable {
    package var text: String
    package var suggestion: String?

    /// For a folder's name (`inputs/languages/EN/`) or a command's argument.
    package var message: String {
        explained(
            "the folder name “\(text)” is not a language code: name a language folder with its ISO 639 code, "
                + "then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam)",
            country: "A folder is named by its language, not its country.")
    }

    /// For a setting (pipeline.json's `"languages": ["EN"]`), after the key path that names it.
    package var settingMessage: String {
        explained(
            "“\(text)” is not a language code: name a language by its ISO 639 code, then optional variants joined "
                + "by “-” (en, en-GB, en-phonics, ja, jam)",
            country: "A language is named by its own code, not its country's.")
    }

    /// `sentence`, then the suggestion, if any; when the text is a country's code or name, why it is not a
    /// language's (`countryName`: for a country's name).
    private func explained(_ sentence: String, country countryName: String) -> String {
        guard let suggestion else { return sentence + "." }
        guard let miss = LanguageNearMisses.miss(text), miss.code == suggestion else {
            return sentence + "; did you mean “\(suggestion)”?"
        }
        let language = LanguageCode.names[suggestion].map { ", \($0)" } ?? ""
        let why = miss.country.map { "“\(text)” is the country code of \($0), not a language's." } ?? countryName
        return sentence + "; did you mean “\(suggestion)”\(language)? " + why
    }
}

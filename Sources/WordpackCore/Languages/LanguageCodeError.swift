/// Why a folder name is not a language code, as a sentence for the content team.
package struct LanguageCodeError: Error, Equatable, Sendable {
    package var text: String
    package var suggestion: String?

    package var message: String {
        let sentence =
            "the folder name “\(text)” is not a language code: name a language folder with its ISO 639 code, "
            + "then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam)"
        guard let suggestion else { return sentence + "." }
        guard let miss = LanguageNearMisses.miss(text), miss.code == suggestion else {
            return sentence + "; did you mean “\(suggestion)”?"
        }
        let language = LanguageCode.names[suggestion].map { ", \($0)" } ?? ""
        let why =
            miss.country.map { "“\(text)” is the country code of \($0), not a language's." }
            ?? "A folder is named by its language, not its country."
        return sentence + "; did you mean “\(suggestion)”\(language)? " + why
    }
}

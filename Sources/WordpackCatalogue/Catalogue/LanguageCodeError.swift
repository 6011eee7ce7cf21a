/// Why a folder name is not a language code, as a sentence for the content team.
package struct LanguageCodeError: Error, Equatable, Sendable {
    package var text: String
    package var suggestion: String?

    package var message: String {
        var sentence =
            "the folder name “\(text)” is not a language code: name a language folder with its ISO 639 code, "
            + "then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam)"
        if let suggestion { sentence += "; did you mean “\(suggestion)”?" } else { sentence += "." }
        return sentence
    }
}

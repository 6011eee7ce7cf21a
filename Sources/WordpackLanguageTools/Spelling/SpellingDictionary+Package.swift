import WordpackCore

extension SpellingDictionary {
    /// The Debian package that installs the Hunspell dictionary of a language folder's code (`de` →
    /// `hunspell-de-de`, `pt-BR` → `hunspell-pt-br`), as `scripts/spelling-packages` names them; nil for a
    /// language Debian has no dictionary for (ja, jam). The two must agree: `SpellingPackageTests` compares them.
    package static func debianPackage(language code: LanguageCode) -> String? {
        let language = code.language
        let region = code.variants.first?.uppercased() ?? ""
        switch language {
        case "en":
            let regions = ["GB": "gb", "AU": "au", "CA": "ca", "ZA": "za"]
            return "hunspell-en-" + (regions[region] ?? "us")
        case "de":
            return "hunspell-de-" + (["AT": "at", "CH": "ch"][region] ?? "de")
        case "pt":
            return region == "BR" ? "hunspell-pt-br" : "hunspell-pt-pt"
        case "no", "nb", "nn":
            return "hunspell-no"
        case "eo", "et", "fo", "tl":
            return "myspell-" + language
        default:
            return hunspellLanguages.contains(language) ? "hunspell-" + language : nil
        }
    }

    /// The languages whose dictionary is Debian's `hunspell-<language>`.
    private static let hunspellLanguages: Set<String> = [
        "es", "fr", "gl", "sv", "af", "an", "ar", "be", "bg", "bn", "bo", "br", "bs", "ca", "cs", "da", "dz", "el",
        "eu", "gd", "gu", "gug", "he", "hi", "hr", "hu", "id", "is", "it", "kk", "kmr", "ko", "lo", "lt", "lv", "ml",
        "mn", "ne", "nl", "oc", "pl", "ro", "ru", "si", "sk", "sl", "sr", "sw", "te", "th", "tr", "uk", "uz", "vi",
    ]
}

import WordpackAppKind

extension FirstWordsKind {
    /// The app's files by list and language, as `FirstWordsLayout` places them.
    package static func contentAccessors(_ app: AppPlanRequest<FirstWordsApp>) -> [ContentAccessor] {
        let localization = "Localization/{list}_{language}"
        return [
            ContentAccessor(
                "wordsPlist", "The `words.plist` of a list in a language.", parameters: ["list", "language"],
                paths: ["\(localization)/words.plist"]),
            ContentAccessor(
                "freeWordsPlist", "The `words.plist` of a list's free subset in a language.",
                parameters: ["list", "language"], paths: ["Localization/{list}.free_{language}/words.plist"]),
            ContentAccessor(
                "listName", "The `name.txt` of a list in a language (an app with more than one list).",
                parameters: ["list", "language"], paths: ["\(localization)/name.txt"]),
            ContentAccessor(
                "speech", "A word spoken in a language, by the name its `words.plist` gives (`speech`, else the key).",
                parameters: ["list", "language", "name"], paths: ["\(localization)/Speech/{name}.caf"]),
            ContentAccessor(
                "picture", "A word's picture: a PNG, or the PDF the app draws itself.", parameters: ["list", "name"],
                paths: ["Words/{list}/picture/{name}.png", "Words/{list}/picture/{name}.pdf"]),
            ContentAccessor(
                "background", "A word's background: a PNG, or the PDF the app draws itself.",
                parameters: ["list", "name"],
                paths: ["Words/{list}/background/{name}.png", "Words/{list}/background/{name}.pdf"]),
            ContentAccessor(
                "sound", "A word's reward sound.", parameters: ["list", "name"],
                paths: ["Words/{list}/sound/{name}.caf"]),
            ContentAccessor(
                "icon", "A list's `icon.png` (beside it `icon@2x.png` and `icon@3x.png`).", parameters: ["list"],
                paths: ["Words/{list}/icon.png"]),
            ContentAccessor(
                "letterSound", "A letter's sound in a language (`A`, or `A-final` and `A-other`).",
                parameters: ["language", "letter"], paths: ["Alphabets/{language}/Letters/{letter}.caf"]),
            ContentAccessor(
                "flag", "A language's flag.", parameters: ["language"], paths: ["Alphabets/{language}/flag.png"]),
            ContentAccessor(
                "allWordsText", "A language's `all.txt` (“All Words”).", parameters: ["language"],
                paths: ["Alphabets/{language}/all.txt"]),
            ContentAccessor(
                "otherText", "A language's `other.txt` (“Other…”).", parameters: ["language"],
                paths: ["Alphabets/{language}/other.txt"]),
        ]
    }
}

import WordpackAppKind

extension GlyphKind {
    /// Each language's folder and Open Board package, as `GlyphLayout` places them.
    package static func contentAccessors(_ app: AppPlanRequest<GlyphApp>) -> [ContentAccessor] {
        [
            ContentAccessor(
                "tiles", "The `tiles.json` of a language: its tile sets and keyboards.", parameters: ["language"],
                paths: ["{language}/tiles.json"]),
            ContentAccessor(
                "openBoardPackage", "The Open Board package (`.obz`) of a language, for other AAC apps.",
                parameters: ["language"], paths: ["{language}.obz"]),
            ContentAccessor(
                "picture", "A tile's picture in a language's folder.", parameters: ["language", "list", "name"],
                paths: ["{language}/images/{list}/{name}.png"]),
            ContentAccessor(
                "sound", "A tile's recording in a language's folder.", parameters: ["language", "list", "name"],
                paths: ["{language}/sounds/{list}/{name}.caf"]),
        ]
    }
}

import WordpackCatalogue
import WordpackCore

/// Where one Glyph app's files go under `outputs/`: `glyph/<app>/<lang>/tiles.json` with its pictures and
/// recordings beside it (`images/<List>/<name>.png`, `sounds/<List>/<name>.caf`), and the Open Board package
/// `glyph/<app>/<lang>.obz`. Each language's folder stands alone, so an app loads one folder.
package struct GlyphLayout: Sendable, Equatable {
    var appID: String
    var app: GlyphApp
    /// Each language's set, in language order.
    var sets: [GlyphSet]

    package init(appID: String, app: GlyphApp, catalogue: Catalogue) {
        self.appID = appID
        self.app = app
        sets = app.languages.resolve(from: catalogue.languages.map(\.code), excluding: app.excludeLanguages)
            .filter { catalogue.language($0) != nil }
            .map { GlyphSet(app: app, language: $0, catalogue: catalogue) }
    }

    package var folder: String { "glyph/\(appID)" }

    func languageFolder(_ language: LanguageCode) -> String { "\(folder)/\(language)" }

    func tilesFile(_ language: LanguageCode) -> String { "\(languageFolder(language))/\(GlyphTilesFile.name)" }

    func package(_ language: LanguageCode) -> String { "\(folder)/\(language).obz" }

    /// A tile's picture, relative to its language's folder.
    static func picture(of tile: GlyphSet.Tile) -> String { "images/\(tile.list)/\(tile.pictureName).png" }

    /// A word's recording, relative to its language's folder.
    static func recording(of tile: GlyphSet.Tile) -> String { "sounds/\(tile.list)/\(tile.speechName).caf" }

    /// The BCP 47 tag of a language folder's code: `en-phonics` is `en`, `zh-traditional` is `zh-Hant`,
    /// `en-GB` stays `en-GB`.
    static func locale(_ code: LanguageCode) -> String {
        var tag = [code.language]
        for variant in code.variants {
            switch variant.lowercased() {
            case "traditional": tag.append("Hant")
            case "simplified": tag.append("Hans")
            case _ where LanguageCode.parse("\(code.language)-\(variant)").map(\.isRegional) == .success(true):
                tag.append(variant)
            default: break  // phonics and other written forms the tag cannot say
            }
        }
        return tag.joined(separator: "-")
    }
}

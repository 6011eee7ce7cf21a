/// `Common.xcassets` as Xcode keeps it (Apple's “Asset Catalog Format Reference”): the catalog's
/// `Contents.json`, a namespace folder per part of a colour's name (`provides-namespace`, so that the colour is
/// found as `Letter Tiles/Background`), and a `<Name>.colorset/Contents.json` per colour, its universal colour
/// first and then its dark variant.
enum AssetCatalog {
    /// The catalog's folder in the app's tree.
    static let folder = "Common.xcassets"

    private static let info = XcodeJSON.object(["author": .string("xcode"), "version": .number(1)])

    /// The catalog's own `Contents.json`.
    static let catalogContents = XcodeJSON.object(["info": info]).text

    /// A namespace folder's `Contents.json`.
    static let namespaceContents =
        XcodeJSON.object(["info": info, "properties": .object(["provides-namespace": .bool(true)])]).text

    /// A colour set's `Contents.json`.
    static func colorSetContents(_ color: NamedColor) -> String {
        var colors = [XcodeJSON.object(["color": json(color.light), "idiom": .string("universal")])]
        if let dark = color.dark {
            colors.append(
                .object([
                    "appearances": .array([
                        .object(["appearance": .string("luminosity"), "value": .string("dark")])
                    ]),
                    "color": json(dark), "idiom": .string("universal"),
                ]))
        }
        return XcodeJSON.object(["colors": .array(colors), "info": info]).text
    }

    /// Every file of a catalog of `colors`, by its path under `folder`, with its text.
    static func files(_ colors: [NamedColor]) -> [(path: String, text: String)] {
        var files = [(path: "Contents.json", text: catalogContents)]
        let namespaces = Set(colors.flatMap { UXColors.namespaces(of: $0.name) })
        for namespace in namespaces.sorted() {
            files.append((path: "\(namespace)/Contents.json", text: namespaceContents))
        }
        for color in colors {
            files.append((path: "\(color.name).colorset/Contents.json", text: colorSetContents(color)))
        }
        return files
    }

    private static func json(_ color: SRGBColor) -> XcodeJSON {
        let components = [
            "red": color.red.xcodeText, "green": color.green.xcodeText, "blue": color.blue.xcodeText,
            "alpha": ColorComponent.fraction(color.alpha).xcodeText,
        ]
        return .object(["color-space": .string("srgb"), "components": .object(components.mapValues { .string($0) })])
    }
}

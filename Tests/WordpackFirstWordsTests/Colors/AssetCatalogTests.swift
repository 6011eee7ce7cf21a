import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackFirstWords

/// `Common.xcassets` byte for byte as Xcode writes it: the golden files were written by hand from Apple's format
/// reference and a catalog saved by Xcode (keys sorted, two spaces, ` : `, a final newline), not recorded from this
/// code.
@Suite struct AssetCatalogTests {
    @Test func aColourSetWithADarkVariant() throws {
        let color = NamedColor(
            name: "Purchase Dialog/Buttons/Background", light: try SRGBColor.parse("#34C759").get(),
            dark: try SRGBColor.parse("srgb(0.188, 0.82, 0.345)").get())
        try Golden.check(
            Data(AssetCatalog.colorSetContents(color).utf8), against: "xcassets/colorset-with-dark.json")
    }

    @Test func aColourSetWithoutADarkVariant() throws {
        let color = NamedColor(name: "Letter Tiles/Background", light: try SRGBColor.parse("#F4C54280").get())
        let text = AssetCatalog.colorSetContents(color)
        #expect(!text.contains("appearances"))
        #expect(text.contains("\"alpha\" : \"0.502\",\n"))
        #expect(
            text.hasPrefix("{\n  \"colors\" : [\n    {\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n"))
    }

    @Test func aNamespaceFolderAndTheCatalog() throws {
        try Golden.check(Data(AssetCatalog.namespaceContents.utf8), against: "xcassets/namespace-folder.json")
        #expect(
            AssetCatalog.catalogContents
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    @Test func theCatalogsFilesForSomeColours() throws {
        let colors = NamedColor.valid([
            "Target Tiles/Normal/Text": ColorSetting(light: "#000000"),
            "Target Tiles/Highlighted/Text": ColorSetting(light: "#FFFFFF", dark: "#FFFFF"),  // not a colour
            "Purchase Dialog/Gradient/End": ColorSetting(light: "#FFFFFF", dark: "#000000"),
            "Unknown/Colour": ColorSetting(light: "#FFFFFF"),
        ])
        #expect(colors.map(\.name) == ["Target Tiles/Normal/Text", "Purchase Dialog/Gradient/End"])
        #expect(
            AssetCatalog.files(colors).map(\.path) == [
                "Contents.json", "Purchase Dialog/Contents.json", "Purchase Dialog/Gradient/Contents.json",
                "Target Tiles/Contents.json", "Target Tiles/Normal/Contents.json",
                "Target Tiles/Normal/Text.colorset/Contents.json",
                "Purchase Dialog/Gradient/End.colorset/Contents.json",
            ])
    }

    @Test func jsonStringsAreEscaped() {
        #expect(XcodeJSON.string("a\"b\\c\u{01}").text == "\"a\\\"b\\\\c\\u0001\"\n")
        #expect(
            XcodeJSON.object(["b": .bool(false), "a": .array([])]).text
                == "{\n  \"a\" : [\n\n  ],\n  \"b\" : false\n}\n")
    }
}

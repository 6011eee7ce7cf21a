import Testing

@testable import WordpackFirstWords

/// The colour texts of pipeline.json's `colors`: the four forms read, each component kept as Xcode writes it, and
/// every other text refused with why.
@Suite struct ColorParsingTests {
    private func color(_ text: String) throws -> SRGBColor {
        try SRGBColor.parse(text).get()
    }

    private func components(_ color: SRGBColor) -> [String] {
        [color.red, color.green, color.blue, .fraction(color.alpha)].map(\.xcodeText)
    }

    @Test func hexadecimalComponentsAreWrittenAsXcodeWritesThem() throws {
        #expect(components(try color("#5AA6F4")) == ["0x5A", "0xA6", "0xF4", "1.000"])
        #expect(components(try color("#5aa6f4")) == ["0x5A", "0xA6", "0xF4", "1.000"])
        #expect(components(try color("#00010a")) == ["0x00", "0x01", "0x0A", "1.000"])
        // AA/255, rounded to three places: 0xCC is 0.8, 0x80 is 0.50196…
        #expect(components(try color("#FFE0B2CC")) == ["0xFF", "0xE0", "0xB2", "0.800"])
        #expect(components(try color("#00000080")) == ["0x00", "0x00", "0x00", "0.502"])
        #expect(components(try color("  #FFFFFF ")) == ["0xFF", "0xFF", "0xFF", "1.000"])
    }

    @Test func srgbComponentsAreDecimalsOfThreePlaces() throws {
        #expect(components(try color("srgb(0.965, 0.5, 1)")) == ["0.965", "0.500", "1.000", "1.000"])
        #expect(components(try color("srgb(0,0,0,0.25)")) == ["0.000", "0.000", "0.000", "0.250"])
        #expect(components(try color("SRGB( .1 , 0.12345 , 0.9999 )")) == ["0.100", "0.123", "1.000", "1.000"])
    }

    @Test(arguments: [
        "", "#", "#12345", "#1234567", "#GG0000", "#12345678A", "5AA6F4", "rgb(1, 0, 0)", "srgb(1, 0)",
        "srgb(1, 0, 0, 1, 1)", "srgb(1, 0, zero)", "srgb(1, 0, 0", "srgb(1,, 0)", "srgb(1e0, 0, 0)", "red",
        "#５AA6F4",
    ])
    func textsThatAreNotColours(_ text: String) {
        #expect(SRGBColor.parse(text) == .failure(.notAColor), "\(text)")
    }

    @Test func componentsOutsideZeroToOneAreNamed() {
        #expect(
            SRGBColor.parse("srgb(0.2, 1.5, -0.1)")
                == .failure(
                    .outOfRange([.init(name: "green", text: "1.5"), .init(name: "blue", text: "-0.1")])))
        #expect(SRGBColor.parse("srgb(0, 0, 0, 255)") == .failure(.outOfRange([.init(name: "opacity", text: "255")])))
    }

    @Test func theReviewPagesValue() throws {
        #expect(try color("#5aa6f4").hex == "#5AA6F4")
        #expect(try color("srgb(1, 0.5, 0)").hex == "#FF8000")
        #expect(try color("#000000CC").hex == "#000000CC")
        #expect(try color("srgb(0, 0, 0, 1)").hex == "#000000")
    }

    @Test func theSeventeenNamesAndTheirNamespaces() {
        #expect(UXColors.names.count == 17)
        #expect(Set(UXColors.names).count == 17)
        #expect(UXColors.names.first == "Letter Tiles/Background")
        #expect(UXColors.names.contains("Target Tiles/Highlighted/Shade"))
        #expect(UXColors.names.last == "Purchase Dialog/Gradient/End")
        #expect(UXColors.namespaces(of: "Target Tiles/Normal/Text") == ["Target Tiles", "Target Tiles/Normal"])
        #expect(UXColors.namespaces(of: "Letter Tiles/Text") == ["Letter Tiles"])
    }

    @Test func aMisspeltNameFindsTheNearest() {
        #expect(UXColors.nearest(to: "Leter Tiles/Background") == "Letter Tiles/Background")
        #expect(UXColors.nearest(to: "letter tiles/background") == "Letter Tiles/Background")
        #expect(UXColors.nearest(to: "Purchase Dialog/Gradient/Stat") == "Purchase Dialog/Gradient/Start")
        #expect(UXColors.nearest(to: "Background") == nil)
        #expect(UXColors.nearest(to: "Tab Bar/Tint") == nil)
    }
}

import Testing
import WordpackCore

@testable import WordpackFirstWords

/// `check`'s sentences about `colors`: every problem of one app in one run, each naming its setting.
@Suite struct ColorsCheckTests {
    private let location = Location(file: "pipeline.json")

    private func complete() -> [String: ColorSetting] {
        Dictionary(uniqueKeysWithValues: UXColors.names.map { ($0, ColorSetting(light: "#808080")) })
    }

    @Test func allSeventeenValidColoursAreFine() {
        var colors = complete()
        colors["Purchase Dialog/Gradient/End"] = ColorSetting(light: "srgb(1, 1, 1)", dark: "#000000CC")
        #expect(ColorsCheck.findings(colors, path: "apps.animals.colors", location: location) == [])
    }

    @Test func everyProblemIsReportedInOneRun() {
        var colors = complete()
        colors["Letter Tiles/Text"] = ColorSetting(light: "#12345")
        colors["Purchase Dialog/Buttons/Border"] = ColorSetting(light: "#FFFFFF", dark: "srgb(0.2, 1.5, 0.3)")
        colors["Leter Tiles/Background"] = colors.removeValue(forKey: "Letter Tiles/Background")
        colors["Target Tiles/Normal/Shade"] = nil
        let messages = ColorsCheck.findings(colors, path: "apps.animals.colors", location: location).map(\.message)
        #expect(
            messages == [
                "`apps.animals.colors.Leter Tiles/Background` is not a colour FirstWords uses; did you mean "
                    + "“Letter Tiles/Background”?",
                "`apps.animals.colors.Letter Tiles/Text` is “#12345”, which is not a colour; write it as #RRGGBB or "
                    + "#RRGGBBAA in hexadecimal digits (#5AA6F4) or as srgb(red, green, blue) with numbers from 0 to 1 "
                    + "(srgb(0.35, 0.65, 0.96)), with a fourth number for the opacity if it is not opaque.",
                "`apps.animals.colors.Purchase Dialog/Buttons/Border.dark` gives green as 1.5 in "
                    + "“srgb(0.2, 1.5, 0.3)”, but every number of srgb(…) goes from 0 to 1 (255 is written 1, 128 is "
                    + "about 0.5).",
                // Letter Tiles/Background is said once, as the misspelt name's.
                "`apps.animals.colors` leaves out “Target Tiles/Normal/Shade”, so the app's Xcode project would lack "
                    + "a named colour it uses; give all 17 colours (listed in the “Colours” part of "
                    + "docs/apps/firstwords.md).",
            ], "\(messages)")
    }

    @Test func aNameFarFromEveryColourPointsToTheDocs() {
        var colors = complete()
        colors["Tab Bar/Tint"] = ColorSetting(light: "#000000")
        let findings = ColorsCheck.findings(colors, path: "apps.x.colors", location: location)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.location == location)
        #expect(
            findings.first?.message
                == "`apps.x.colors.Tab Bar/Tint` is not a colour FirstWords uses; the names of the 17 colours are "
                + "listed in the “Colours” part of docs/apps/firstwords.md.")
    }

    @Test func aLightTextOfAnObjectIsNamedByItsKey() {
        var colors = complete()
        colors["Letter Tiles/Shade"] = ColorSetting(light: "blue", dark: "#000000")
        let messages = ColorsCheck.findings(colors, path: "apps.x.colors", location: location).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("`apps.x.colors.Letter Tiles/Shade.light` is “blue”") == true, "\(messages)")
    }
}

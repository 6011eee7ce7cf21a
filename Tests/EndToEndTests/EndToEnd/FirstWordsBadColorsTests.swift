import Foundation
import Testing
import WordpackTestSupport

/// A copy of the sample whose `animals` app has a colour that is not one, a number of srgb(…) above 1, a
/// misspelt name (whose colour is then not also said to be left out) and a colour left out: `check` says all
/// four in one run, and `build` stops before writing.
@Suite struct FirstWordsBadColorsTests {
    static let expected = [
        "pipeline.json: error: `apps.animals.colors.Leter Tiles/Background` is not a colour FirstWords uses; did you "
            + "mean “Letter Tiles/Background”?",
        "pipeline.json: error: `apps.animals.colors.Letter Tiles/Text` is “#1F2A4”, which is not a colour; write it "
            + "as #RRGGBB or #RRGGBBAA in hexadecimal digits (#5AA6F4) or as srgb(red, green, blue) with numbers from "
            + "0 to 1 (srgb(0.35, 0.65, 0.96)), with a fourth number for the opacity if it is not opaque.",
        "pipeline.json: error: `apps.animals.colors.Target Tiles/Normal/Text` gives green as 1.4 in "
            + "“srgb(0.4, 1.4, 0.4)”, but every number of srgb(…) goes from 0 to 1 (255 is written 1, 128 is about "
            + "0.5).",
        "pipeline.json: error: `apps.animals.colors` leaves out “Target Tiles/Normal/Shade”, so the app's Xcode "
            + "project would lack a named colour it uses; give all 17 colours (listed in the “Colours” part of "
            + "docs/apps/firstwords.md).",
    ]

    /// The sample's pipeline.json with the four mistakes.
    static func spoil(_ folder: TemporaryFolder) throws {
        var text = try String(contentsOf: folder.file("pipeline.json"), encoding: .utf8)
        for (from, to) in [
            ("\"Letter Tiles/Text\": \"#1F2A44\"", "\"Letter Tiles/Text\": \"#1F2A4\""),
            ("\"srgb(0.4, 0.4, 0.4)\"", "\"srgb(0.4, 1.4, 0.4)\""),
            ("\"Letter Tiles/Background\"", "\"Leter Tiles/Background\""),
            ("\"Target Tiles/Normal/Shade\": \"#9E9E9E\",", ""),
        ] {
            #expect(text.contains(from), "the sample's pipeline.json has no \(from)")
            text = text.replacingOccurrences(of: from, with: to)
        }
        try folder.write("pipeline.json", text)
    }

    private static func errors(_ result: WordpackBinary.Result) -> [String] {
        result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    @Test func checkSaysEveryMistakeAndBuildWritesNoCatalog() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        try Self.spoil(folder)
        let check = try WordpackBinary.run(["check"], in: folder.url)
        #expect(check.status != 0)
        #expect(Self.errors(check) == Self.expected, "\(check.standardError)")

        let build = try WordpackBinary.run(["build"], in: folder.url)
        #expect(build.status != 0)
        #expect(Self.errors(build) == Self.expected, "\(build.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file(FirstWordsColorsTests.catalog).path))
    }

    @Test func aBuildStoppedByAColourLeavesTheLastBuildsOutputs() throws {
        let folder = try WordpackBinary.builtSample().folder
        let before = try FolderContents.files(in: folder.file("outputs"))
        #expect(before.keys.contains { $0.hasPrefix("firstwords/animals/Common.xcassets/") })
        try Self.spoil(folder)
        let build = try WordpackBinary.run(["build"], in: folder.url)
        #expect(build.status != 0)
        #expect(Self.errors(build) == Self.expected, "\(build.standardError)")
        let after = try FolderContents.files(in: folder.file("outputs"))
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after == before)
    }
}

import Foundation
import Testing
import WordpackTestSupport

/// The sample's `animals` app gives its 17 UX colours in pipeline.json: the build writes them as Xcode's
/// `Common.xcassets`, which Python's jsonschema holds to the shape of Apple's format reference
/// (`Tests/Fixtures/xcassets/`), and `check` reports every wrong colour of a copy in one run.
@Suite struct FirstWordsColorsTests {
    static let catalog = "outputs/firstwords/animals/Common.xcassets"

    /// Every `Contents.json` under `folder`, by its path there.
    private static func contentsFiles(in folder: URL) throws -> [String] {
        try FolderContents.files(in: folder).keys.filter { $0.hasSuffix("Contents.json") }.sorted()
    }

    /// Runs the fixture's validator on `files`: its exit status and its errors by file.
    private static func validate(_ files: [URL]) throws -> (status: Int32, errors: [String: [String]]) {
        let python = try #require(ExternalTool.find("python3"), "python3 is missing: make test installs it")
        let output = try ExternalTool.run(python, [Fixtures.url("xcassets/check_contents.py").path] + files.map(\.path))
        let errors = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: [String]]
        return (output.status, try #require(errors, "\(output.standardOutput) \(output.standardError)"))
    }

    private static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func theSamplesColoursAreACatalogOfXcodesShape() throws {
        let folder = try WordpackBinary.builtSample().folder
        let catalog = folder.file(Self.catalog)
        let files = try Self.contentsFiles(in: catalog)
        let colorSets = files.filter { $0.hasSuffix(".colorset/Contents.json") }
            .map { String($0.dropLast(".colorset/Contents.json".count)) }
        #expect(
            colorSets.sorted()
                == [
                    "Letter Tiles/Background", "Letter Tiles/Highlight", "Letter Tiles/Shade", "Letter Tiles/Text",
                    "Purchase Dialog/Buttons/Background", "Purchase Dialog/Buttons/Border",
                    "Purchase Dialog/Gradient/End",
                    "Purchase Dialog/Gradient/Start", "Purchase Dialog/Header/Background",
                    "Target Tiles/Highlighted/Background", "Target Tiles/Highlighted/Highlight",
                    "Target Tiles/Highlighted/Shade", "Target Tiles/Highlighted/Text", "Target Tiles/Normal/Background",
                    "Target Tiles/Normal/Highlight", "Target Tiles/Normal/Shade", "Target Tiles/Normal/Text",
                ].sorted(), "\(files)")
        let namespaces = files.filter { !$0.contains(".colorset/") && $0 != "Contents.json" }
            .map { String($0.dropLast("/Contents.json".count)) }
        #expect(
            namespaces.sorted() == [
                "Letter Tiles", "Purchase Dialog", "Purchase Dialog/Buttons", "Purchase Dialog/Gradient",
                "Purchase Dialog/Header", "Target Tiles", "Target Tiles/Highlighted", "Target Tiles/Normal",
            ])
        #expect(files.contains("Contents.json"))

        // jsonschema, against the schemas of Apple's documented shape.
        let validation = try Self.validate(files.map { catalog.appendingPathComponent($0) })
        #expect(validation.status == 0, "\(validation.errors)")
        #expect(validation.errors.count == files.count)
        #expect(validation.errors.values.allSatisfy { $0.isEmpty }, "\(validation.errors)")

        // Each namespace folder provides its namespace, so that the colour's name is the whole path.
        for namespace in namespaces {
            let properties = try Self.json(catalog.appendingPathComponent("\(namespace)/Contents.json"))["properties"]
            #expect((properties as? [String: Any])?["provides-namespace"] as? Bool == true, "\(namespace)")
        }

        // A colour with a dark variant given as srgb(0.188, 0.82, 0.345), and its light one as #34C759.
        let buttons = try Self.json(
            catalog.appendingPathComponent("Purchase Dialog/Buttons/Background.colorset/Contents.json"))
        let colors = try #require(buttons["colors"] as? [[String: Any]])
        #expect(colors.count == 2)
        #expect(colors.first?["appearances"] == nil)
        let appearances = try #require(colors.last?["appearances"] as? [[String: String]])
        #expect(appearances == [["appearance": "luminosity", "value": "dark"]])
        let components = { (entry: [String: Any]?) in
            ((entry?["color"] as? [String: Any])?["components"] as? [String: String]) ?? [:]
        }
        #expect(components(colors.last) == ["red": "0.188", "green": "0.820", "blue": "0.345", "alpha": "1.000"])
        #expect(components(colors.first) == ["red": "0x34", "green": "0xC7", "blue": "0x59", "alpha": "1.000"])
        let end = try Self.json(catalog.appendingPathComponent("Purchase Dialog/Gradient/End.colorset/Contents.json"))
        let endColors = try #require(end["colors"] as? [[String: Any]])
        #expect(components(endColors.last) == ["red": "0x00", "green": "0x00", "blue": "0x00", "alpha": "0.800"])

        // The apps without `colors` keep their own catalogs.
        for app in ["deluxe", "japanese"] {
            #expect(
                !FileManager.default.fileExists(atPath: folder.file("outputs/firstwords/\(app)/Common.xcassets").path))
        }
    }

    /// A colour changed in pipeline.json remakes its colour set and nothing else: the other colour sets, and the
    /// app's plists, are keyed by their own texts, not by the app's settings as a whole.
    @Test func aChangedColourRemakesOnlyItsColourSet() throws {
        let folder = try WordpackBinary.builtSample().folder
        let before = try FolderContents.files(in: folder.file("outputs"))
        let pipeline = try String(contentsOf: folder.file("pipeline.json"), encoding: .utf8)
        let old = "\"Letter Tiles/Shade\": \"#B8860B\""
        #expect(pipeline.contains(old))
        try folder.write(
            "pipeline.json", pipeline.replacingOccurrences(of: old, with: "\"Letter Tiles/Shade\": \"#B8860C\""))
        let build = try WordpackBinary.run(["build"], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("plists: 1 file written, 0 unchanged\n"), "\(build.standardError)")
        #expect(build.standardError.firstMatch(of: /\nbuild: 1 of \d+ outputs made/) != nil, "\(build.standardError)")
        let after = try FolderContents.files(in: folder.file("outputs"))
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(
            changed == [
                "firstwords/animals/Common.xcassets/Letter Tiles/Shade.colorset/Contents.json", "manifest.json",
            ])
    }

    /// The validator fails what Xcode would not read: a colour space, an idiom, a component and an appearance
    /// that are not in the format, and a colour set without `info`.
    @Test func theSchemasRefuseWhatTheFormatDoesNot() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Common.xcassets/Wrong.colorset/Contents.json",
            """
            {"colors": [{"color": {"color-space": "rgb", "components": {"red": "F4", "green": "0x00", "blue": "2",
             "alpha": "1.5"}}, "idiom": "phone", "appearances": [{"appearance": "luminosity", "value": "dim"}]}]}
            """)
        try folder.write("Common.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 2}}")
        try folder.write("Common.xcassets/Tiles/Contents.json", "{\"properties\": {\"provides-namespace\": \"yes\"}}")
        let files = ["Wrong.colorset/Contents.json", "Contents.json", "Tiles/Contents.json"]
        let validation = try Self.validate(files.map { folder.file("Common.xcassets/\($0)") })
        #expect(validation.status == 1)
        let wrong = validation.errors[folder.file("Common.xcassets/Wrong.colorset/Contents.json").path] ?? []
        for part in ["'info' is a required property", "color-space", "idiom", "components", "appearances/0"] {
            #expect(wrong.contains { $0.contains(part) }, "\(part): \(wrong)")
        }
        #expect(validation.errors[folder.file("Common.xcassets/Contents.json").path]?.isEmpty == false)
        #expect(validation.errors[folder.file("Common.xcassets/Tiles/Contents.json").path]?.count == 2)
    }
}

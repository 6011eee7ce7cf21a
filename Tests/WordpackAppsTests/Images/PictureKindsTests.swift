import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackPictures
import WordpackPipeline
import WordpackTestSupport

/// Every colour type and bit depth PNG allows, plain and interlaced, with and without tRNS, becomes an 8-bit
/// picture of its role's size: RGB when the master is opaque, RGBA when it has transparency.
@Suite struct PictureKindsTests {
    /// The fixtures of `Tests/Fixtures/png/kinds/` (see its README), and whether each has transparent pixels.
    static let kinds: [(file: String, transparent: Bool)] = {
        var kinds: [(String, Bool)] = []
        for (name, depths, transparent) in [
            ("gray", [1, 2, 4, 8, 16], false), ("rgb", [8, 16], false), ("palette", [1, 2, 4, 8], false),
            ("gray-alpha", [8, 16], true), ("rgba", [8, 16], true),
        ] {
            for depth in depths {
                kinds.append(("\(name)-\(depth)bit", transparent))
                kinds.append(("\(name)-\(depth)bit-interlaced", transparent))
            }
        }
        for name in [
            "gray-8bit-trns", "gray-16bit-trns", "rgb-8bit-trns", "rgb-16bit-trns", "palette-8bit-trns",
            "palette-8bit-trns-interlaced",
        ] {
            kinds.append((name, true))
        }
        return kinds
    }()

    @Test func theFixturesAreEveryKind() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("png/kinds").path)
        #expect(Set(files) == Set(Self.kinds.map { "\($0.file).png" }))
        var seen: Set<String> = []
        for (file, _) in Self.kinds {
            let header = try #require(PNGFileHeader(try Data(contentsOf: Fixtures.url("png/kinds/\(file).png"))))
            seen.insert("\(header.colourType)/\(header.bitDepth)/\(header.interlaced)")
        }
        // Gray 1, 2, 4, 8, 16; RGB 8, 16; palette 1, 2, 4, 8; gray and alpha 8, 16; RGBA 8, 16: each both ways.
        #expect(seen.count == 15 * 2)
    }

    @Test func everyKindBecomesAPictureOfTheRoleSizeAndTheRightType() throws {
        let project = try PictureProject()
        for (file, _) in Self.kinds {
            try project.picture("\(file).png", fixture: "png/kinds/\(file).png")
        }
        // fill: the 48x32 masters are cropped, not padded, so only their own transparency makes RGBA.
        let context = try project.context(images: #"{"picture": {"width": 30, "height": 20, "fit": "fill"}}"#)
        let report = ImagesStage.run(context)
        #expect(report.findings.map(\.description) == [])
        #expect(report.written.count == Self.kinds.count)
        for (file, transparent) in Self.kinds {
            let data = try project.output("picture/\(file).png")
            #expect(
                PNGFileHeader(data) == PNGFileHeader(width: 30, height: 20, rgba: transparent),
                "\(file).png")
            let picture = try PNGImage.read(from: data, displayPath: file)
            // The top-left block is transparent (or half so) in every master with transparency.
            #expect((picture.pixel(x: 0, y: 0).last != 255) == transparent, "\(file).png")
        }
    }

    @Test
    func pngcheckFindsNoErrorInAnyOutput() throws {
        let project = try PictureProject()
        for (file, _) in Self.kinds {
            try project.picture("\(file).png", fixture: "png/kinds/\(file).png")
        }
        let context = try project.context(images: #"{"picture": {"width": 40, "height": 40, "fit": "fit"}}"#)
        let report = ImagesStage.run(context)
        let files = report.written.map { project.folder.file("outputs/\($0)") }
        #expect(files.count == Self.kinds.count)
        #expect(try PNGCheck.problems(files) == nil)
    }

    @Test func anOutputHasNoTimeTextOrOtherMetadataChunk() throws {
        let project = try PictureProject()
        try project.picture("rgba.png", fixture: "png/kinds/rgba-16bit-interlaced.png")
        try project.picture("rgb.png", fixture: "png/kinds/rgb-8bit.png")
        _ = ImagesStage.run(try project.context(images: #"{"picture": {"width": 30, "height": 20, "fit": "fill"}}"#))
        for file in ["rgba", "rgb"] {
            let chunks = PNGFileHeader.chunks(try project.output("picture/\(file).png"))
            #expect(chunks.first == "IHDR" && chunks.last == "IEND")
            #expect(Set(chunks) == ["IHDR", "sRGB", "IDAT", "IEND"], "\(file).png: \(chunks)")
        }
    }
}

import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackPictures

@Suite struct PNGImageWritingTests {
    static let fixtures = [
        "gray-1bit.png", "gray-8bit.png", "gray-alpha.png", "palette.png", "palette-trns.png", "rgb.png", "rgba.png",
        "rgb-16bit.png", "gradient.png", "adam7-interlaced.png",
    ]

    /// IHDR's bit depth and colour type: bytes 24 and 25 of a PNG file.
    static func bitDepthAndColorType(_ data: Data) -> [UInt8] {
        Array([UInt8](data)[24...25])
    }

    @Test(arguments: fixtures)
    func writesRGBAThatReadsBackIdentically(file: String) throws {
        let picture = try PNGImage.read(from: Fixtures.url("png/\(file)"), displayPath: file)
        let data = try picture.pngData(displayPath: "outputs/\(file)")
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(Self.bitDepthAndColorType(data) == [8, 6], "8-bit RGBA")
        #expect(try PNGImage.read(from: data, displayPath: "outputs/\(file)") == picture)
    }

    @Test func writesRGBWithoutAlpha() throws {
        let rgba = try PNGImage.read(from: Fixtures.url("png/gradient.png"), displayPath: "gradient.png")
        let rgbPixels = stride(from: 0, to: rgba.pixels.count, by: 4).flatMap { rgba.pixels[$0..<$0 + 3] }
        let rgb = try #require(PNGImage(width: 16, height: 16, layout: .rgb, pixels: rgbPixels))
        #expect(rgb.pixel(x: 3, y: 2) == [255 - 34, 255 - 51, 34])

        let data = try rgb.pngData(displayPath: "outputs/gradient.png")
        #expect(Self.bitDepthAndColorType(data) == [8, 2], "8-bit RGB")
        let header = try PNGImage.readHeader(from: data, displayPath: "outputs/gradient.png")
        #expect(!header.hasAlpha && header.isColor && !header.is16Bit && !header.hasPalette)
        #expect(try PNGImage.read(from: data, displayPath: "outputs/gradient.png") == rgba)
    }

    @Test func writesNoiseThatDoesNotCompress() throws {
        var seed: UInt32 = 12345
        let pixels = (0..<64 * 64 * 4).map { _ -> UInt8 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: seed >> 24)
        }
        let noise = try #require(PNGImage(width: 64, height: 64, layout: .rgba, pixels: pixels))
        let data = try noise.pngData(displayPath: "noise.png")
        #expect(try PNGImage.read(from: data, displayPath: "noise.png") == noise)
    }

    @Test func writesAFile() throws {
        let folder = try TemporaryFolder()
        let picture = try PNGImage.read(from: Fixtures.url("png/palette-trns.png"), displayPath: "a.png")
        let url = folder.file("a.png")
        try picture.write(to: url, displayPath: "outputs/a.png")
        #expect(try PNGImage.read(from: url, displayPath: "outputs/a.png") == picture)
    }

    @Test func refusesPixelsThatDoNotFitTheSize() {
        #expect(PNGImage(width: 2, height: 2, layout: .rgb, pixels: [UInt8](repeating: 0, count: 12)) != nil)
        #expect(PNGImage(width: 2, height: 2, layout: .rgba, pixels: [UInt8](repeating: 0, count: 12)) == nil)
        #expect(PNGImage(width: 0, height: 0, layout: .rgba, pixels: []) == nil)
        #expect(PNGImage(width: Int.max / 2, height: 3, layout: .rgba, pixels: []) == nil)
    }

    @Test func namesAFolderThatIsNotThere() throws {
        let folder = try TemporaryFolder()
        let picture = try PNGImage.read(from: Fixtures.url("png/rgb.png"), displayPath: "rgb.png")
        let found = problem {
            try picture.write(to: folder.file("missing/a.png"), displayPath: "outputs/missing/a.png")
        }
        #expect(found?.location == Location(file: "outputs/missing/a.png"))
        #expect(
            found?.message == "could not be saved: No such file or directory. Check that the folder exists and "
                + "that you may write to it.")
    }
}

import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackPictures

@Suite struct PNGImageReadingTests {
    typealias RGBA = [UInt8]

    struct Expected: CustomTestStringConvertible, Sendable {
        let file: String
        let isColor: Bool
        let hasAlpha: Bool
        let hasPalette: Bool
        let is16Bit: Bool
        /// The colour of each 8x8 quadrant: top left, top right, bottom left, bottom right.
        let quadrants: [RGBA]
        var testDescription: String { file }
    }

    static let red: RGBA = [255, 0, 0, 255], lime: RGBA = [0, 255, 0, 255], blue: RGBA = [0, 0, 255, 255]
    static let black: RGBA = [0, 0, 0, 255], white: RGBA = [255, 255, 255, 255], clear: RGBA = [0, 0, 0, 0]
    static let halfLime: RGBA = [0, 255, 0, 128]

    static let quadrantPictures: [Expected] = [
        Expected(
            file: "gray-1bit.png", isColor: false, hasAlpha: false, hasPalette: false, is16Bit: false,
            quadrants: [black, white, white, black]),
        Expected(
            file: "gray-8bit.png", isColor: false, hasAlpha: false, hasPalette: false, is16Bit: false,
            quadrants: [black, white, [128, 128, 128, 255], [64, 64, 64, 255]]),
        Expected(
            file: "gray-alpha.png", isColor: false, hasAlpha: true, hasPalette: false, is16Bit: false,
            quadrants: [black, [255, 255, 255, 128], clear, [128, 128, 128, 255]]),
        Expected(
            file: "palette.png", isColor: true, hasAlpha: false, hasPalette: true, is16Bit: false,
            quadrants: [red, lime, blue, white]),
        // tRNS gives palette entry 1 (lime) alpha 128 and entry 0 (black) alpha 0.
        Expected(
            file: "palette-trns.png", isColor: true, hasAlpha: true, hasPalette: true, is16Bit: false,
            quadrants: [red, halfLime, clear, white]),
        Expected(
            file: "rgb.png", isColor: true, hasAlpha: false, hasPalette: false, is16Bit: false,
            quadrants: [red, lime, blue, [128, 64, 32, 255]]),
        Expected(
            file: "rgba.png", isColor: true, hasAlpha: true, hasPalette: false, is16Bit: false,
            quadrants: [red, halfLime, clear, [128, 64, 32, 64]]),
        // 32896 = 128 × 257 and 16448 = 64 × 257: exactly 128 and 64 once taken as sRGB, not linear.
        Expected(
            file: "rgb-16bit.png", isColor: true, hasAlpha: false, hasPalette: false, is16Bit: true,
            quadrants: [red, lime, blue, [128, 64, 0, 255]]),
    ]

    @Test(arguments: quadrantPictures)
    func readsTheHeader(expected: Expected) throws {
        let header = try PNGImage.readHeader(from: Fixtures.url("png/\(expected.file)"), displayPath: expected.file)
        #expect(header.width == 16)
        #expect(header.height == 16)
        #expect(header.pixelCount == 256)
        #expect(header.isColor == expected.isColor)
        #expect(header.hasAlpha == expected.hasAlpha)
        #expect(header.hasPalette == expected.hasPalette)
        #expect(header.is16Bit == expected.is16Bit)
    }

    @Test(arguments: quadrantPictures)
    func decodesToRGBA(expected: Expected) throws {
        let picture = try PNGImage.read(from: Fixtures.url("png/\(expected.file)"), displayPath: expected.file)
        #expect(picture.width == 16)
        #expect(picture.height == 16)
        #expect(picture.layout == .rgba)
        #expect(picture.pixels.count == 16 * 16 * 4)
        for (index, colour) in expected.quadrants.enumerated() {
            let left = index % 2 * 8
            let top = index / 2 * 8
            for y in top..<top + 8 {
                for x in left..<left + 8 {
                    #expect(picture.pixel(x: x, y: y) == colour, "pixel (\(x), \(y))")
                }
            }
        }
    }

    /// The gradient's pixel (x, y) is (255 − 17y, 255 − 17x, 17y): every pixel differs from its neighbours, so
    /// a pass of Adam7 put in the wrong place shows.
    @Test(arguments: ["gradient.png", "adam7-interlaced.png"])
    func decodesEveryPixelOfTheGradient(file: String) throws {
        let picture = try PNGImage.read(from: Fixtures.url("png/\(file)"), displayPath: file)
        for y in 0..<16 {
            for x in 0..<16 {
                let expected: RGBA = [UInt8(255 - 17 * y), UInt8(255 - 17 * x), UInt8(17 * y), 255]
                #expect(picture.pixel(x: x, y: y) == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func readsDataLikeAFile() throws {
        let url = Fixtures.url("png/palette-trns.png")
        let fromFile = try PNGImage.read(from: url, displayPath: "a.png")
        let data = try Data(contentsOf: url)
        #expect(try PNGImage.read(from: data, displayPath: "a.png") == fromFile)
        #expect(try PNGImage.readHeader(from: data, displayPath: "a.png").hasPalette)
    }

    @Test func readsTheHeaderOfATruncatedPicture() throws {
        // The probe stops after the header, so it can size up a picture before it is decoded.
        let header = try PNGImage.readHeader(from: Fixtures.url("png/truncated.png"), displayPath: "truncated.png")
        #expect(header.width == 16 && header.height == 16 && header.hasAlpha)
    }

    @Test func pixelOutsideThePictureIsEmpty() throws {
        let picture = try PNGImage.read(from: Fixtures.url("png/rgb.png"), displayPath: "rgb.png")
        #expect(picture.pixel(x: 16, y: 0) == [])
        #expect(picture.pixel(x: 0, y: -1) == [])
    }

    // MARK: - Problems

    @Test func refusesAPictureCutShort() {
        let found = problem {
            _ = try PNGImage.read(from: Fixtures.url("png/truncated.png"), displayPath: "inputs/words/Animals/ant.png")
        }
        #expect(found?.location == Location(file: "inputs/words/Animals/ant.png"))
        #expect(found?.message == Self.cutShort)
    }

    static let cutShort = ExpectedSentences.pictureCutShort

    /// `truncated-idat.png` ends in the middle of its pixel data: its header reads, its pixels do not, from a
    /// file or from memory.
    @Test func refusesAPictureCutInTheMiddleOfItsData() throws {
        let url = Fixtures.url("png/truncated-idat.png")
        let header = try PNGImage.readHeader(from: url, displayPath: "truncated-idat.png")
        #expect(header.width == 48 && header.height == 32)
        let fromFile = problem { _ = try PNGImage.read(from: url, displayPath: "inputs/words/Animals/ant.png") }
        #expect(fromFile?.message == Self.cutShort)
        let fromMemory = problem {
            _ = try PNGImage.read(from: try Data(contentsOf: url), displayPath: "inputs/words/Animals/ant.png")
        }
        #expect(fromMemory?.message == Self.cutShort)
    }

    /// Whole, but with ten bytes of its compressed pixel data overwritten.
    @Test func refusesAPictureWithDamagedData() throws {
        var bytes = [UInt8](try Data(contentsOf: Fixtures.url("png/kinds/rgba-8bit.png")))
        // IDAT's data starts at byte 41 + 4 (its length and type after the 8-byte signature and 25-byte IHDR).
        for index in 55..<65 { bytes[index] = 0xFF }
        let found = problem { _ = try PNGImage.read(from: Data(bytes), displayPath: "inputs/words/Animals/ant.png") }
        #expect(found?.message.hasPrefix("is damaged: part of its pixels cannot be read (libpng says \"") == true)
        #expect(
            found?.message.hasSuffix(
                "so the picture cannot be made. Copy the picture again from where it came "
                    + "from, or export it again from the picture editor.") == true, "\(String(describing: found))")
    }

    /// libpng reads pictures up to 1,000,000 pixels wide or high: a wider one is refused at its header, in words.
    @Test func refusesAPictureWiderThanLibpngReads() throws {
        // rgb.png with its IHDR's width made 1,000,001 (0x000F4241) and the chunk's CRC made right again
        // (libpng's writer refuses such a width, so the file is made by hand).
        var bytes = [UInt8](try Data(contentsOf: Fixtures.url("png/rgb.png")))
        bytes.replaceSubrange(16..<20, with: [0x00, 0x0F, 0x42, 0x41])
        let crc = Self.crc32(bytes[12..<29])
        bytes.replaceSubrange(29..<33, with: (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) })
        let wide = Data(bytes)
        let found = problem { _ = try PNGImage.readHeader(from: wide, displayPath: "inputs/words/Animals/ant.png") }
        #expect(
            found?.message == "is 1000001x16 pixels, wider or taller than the 1,000,000 pixels libpng reads. "
                + "Scale it down in a picture editor and export it again.")
    }

    /// The CRC-32 of PNG chunks (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func refusesAJPEGNamedPNG() {
        let found = problem {
            _ = try PNGImage.read(
                from: Fixtures.url("png/jpeg-named-png.png"), displayPath: "inputs/words/Animals/bee.png")
        }
        #expect(found?.location == Location(file: "inputs/words/Animals/bee.png"))
        #expect(
            found?.message == "is named .png but is not a PNG picture: it looks like a JPEG photo. Open it in a "
                + "picture editor and export it as PNG.")
    }

    @Test func namesAMissingFile() {
        let found = problem {
            _ = try PNGImage.read(from: Fixtures.url("png/no-such-file.png"), displayPath: "inputs/flag.png")
        }
        #expect(found?.location == Location(file: "inputs/flag.png"))
        #expect(
            found?.message == "could not be opened: No such file or directory. Check that the file is there and "
                + "that you may read it.")
    }

    @Test func refusesAPictureTooBigBeforeDecodingIt() {
        let found = problem {
            _ = try PNGImage.read(
                from: Fixtures.url("png/rgb.png"), displayPath: "inputs/big.png", maximumPixelCount: 255)
        }
        #expect(found?.location == Location(file: "inputs/big.png"))
        #expect(
            found?.message == "is 16x16 pixels, more than the 255 pixels wordpack accepts. Scale it down in a "
                + "picture editor and export it again.")
        #expect(PNGProblem.grouped(16_777_216) == "16,777,216")
        #expect(PNGProblem.grouped(999) == "999")
        #expect(
            (try? PNGImage.read(from: Fixtures.url("png/rgb.png"), displayPath: "a.png", maximumPixelCount: 256))
                != nil)
    }

    @Test(arguments: [
        (
            "%PDF-1.4\n",
            "is named .png but is not a PNG picture: it looks like a PDF document. Open it in a picture "
                + "editor and export it as PNG."
        ),
        (
            "GIF89a",
            "is named .png but is not a PNG picture: it looks like a GIF picture. Open it in a picture editor "
                + "and export it as PNG."
        ),
        ("Hello", "is named .png but is not a PNG picture. Open it in a picture editor and export it as PNG."),
        (
            "Hello, this text is longer than a PNG signature",
            "is named .png but is not a PNG picture. Open it in a "
                + "picture editor and export it as PNG."
        ),
        ("", "is empty. Copy or export the picture again."),
    ])
    func saysWhatAFileThatIsNotAPNGLooksLike(contents: String, message: String) throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("a.png", contents)
        let fromFile = problem { _ = try PNGImage.read(from: url, displayPath: "inputs/a.png") }
        #expect(fromFile?.message == message)
        let fromData = problem { _ = try PNGImage.readHeader(from: Data(contents.utf8), displayPath: "inputs/a.png") }
        #expect(fromData?.message == message)
    }

    @Test func doesNotSayNamedPNGForAnotherName() {
        let found = problem {
            _ = try PNGImage.read(from: Fixtures.url("png/jpeg-named-png.png"), displayPath: "inputs/photo.jpg")
        }
        #expect(
            found?.message == "is not a PNG picture: it looks like a JPEG photo. Open it in a picture editor "
                + "and export it as PNG.")
    }

    @Test func refusesADamagedHeader() throws {
        var bytes = [UInt8](try Data(contentsOf: Fixtures.url("png/rgb.png")))
        bytes[29] ^= 0xFF  // inside the IHDR chunk's CRC
        let found = problem { _ = try PNGImage.readHeader(from: Data(bytes), displayPath: "inputs/a.png") }
        #expect(found?.location == Location(file: "inputs/a.png"))
        #expect(
            found?.message == "is a damaged PNG picture: libpng says \"IHDR: CRC error\". Copy or export the "
                + "picture again.")
    }
}

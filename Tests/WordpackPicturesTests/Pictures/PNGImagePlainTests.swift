import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackPictures

/// The libdeflate path (`PNGImage+Plain.swift`) against libpng: every PNG the project has, committed fixtures and
/// the sample's masters alike, decodes to libpng's pixels byte for byte, or is left to libpng.
@Suite struct PNGImagePlainTests {
    /// Every committed PNG: the fixtures of every colour type, depth and chunk, and the sample's `inputs/`.
    static let everyPNG: [URL] = [Fixtures.root, Fixtures.repository.appendingPathComponent("inputs")]
        .flatMap { folder -> [URL] in
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "png" }
        }
        .sorted { $0.path < $1.path }

    /// The files the libdeflate path must take: 8-bit RGB, RGBA, grey and grey with alpha, not interlaced, with
    /// only chunks that leave libpng's pixels as stored.
    static let plainFiles = [
        "png/kinds/rgb-8bit.png", "png/kinds/rgba-8bit.png", "png/kinds/gray-8bit.png", "png/kinds/gray-alpha-8bit.png",
        "png/rgb.png", "png/rgba.png", "png/gradient.png", "png/gray-8bit.png",
        "png/chunks/gama-srgb.png", "png/chunks/gama-chrm.png", "png/chunks/srgb-gama-chrm.png", "png/chunks/iccp.png",
        "png/chunks/text-before-and-after.png", "png/chunks/rgba-many-idat.png",
        "png/chunks/gray-alpha-many-idat.png", "png/chunks/gray-gama-srgb.png", "png/chunks/trailing-zlib-bytes.png",
        "png/chunks/pillow-photo-iccp.png", "png/chunks/pillow-photo-alpha.png",
    ]

    @Test func everyPNGDecodesToLibpngsPixelsOrIsLeftToIt() throws {
        #expect(Self.everyPNG.count > 60)
        var plainCount = 0
        for url in Self.everyPNG {
            let data = try Data(contentsOf: url)
            guard let plain = PNGImage.readPlain(data, maximumPixelCount: 4_000_000) else { continue }
            plainCount += 1
            let libpng = try PNGImage.readWithLibpng(from: data, displayPath: url.lastPathComponent)
            let same = plain == libpng  // compared outside #expect, which would print every pixel
            #expect(same, "\(url.path) decodes to other pixels than libpng's")
        }
        #expect(plainCount >= Self.plainFiles.count)
    }

    @Test(arguments: plainFiles)
    func theCommonKindsTakeTheLibdeflatePath(file: String) throws {
        let url = Fixtures.url(file)
        let plain = try #require(PNGImage.readPlain(try Data(contentsOf: url), maximumPixelCount: nil))
        let sameAsLibpng = plain == (try PNGImage.readWithLibpng(from: url, displayPath: file))
        #expect(sameAsLibpng)
        // Through the file, as the images stage reads it.
        let sameFromFile = try PNGImage.readPlain(from: url, displayPath: file, maximumPixelCount: nil) == plain
        #expect(sameFromFile)
    }

    @Test(arguments: [
        "png/chunks/libpng-gama-linear.png", "png/chunks/libpng-trns.png", "png/chunks/libpng-sbit.png",
        "png/chunks/libpng-plte-suggested.png", "png/chunks/libpng-idat-split-by-text.png",
        "png/kinds/rgb-8bit-interlaced.png", "png/kinds/rgb-16bit.png", "png/kinds/palette-8bit.png",
        "png/kinds/gray-4bit.png", "png/kinds/rgb-8bit-trns.png", "png/truncated-idat.png", "png/truncated.png",
    ])
    func whatChangesThePixelsOrIsDamagedIsLeftToLibpng(file: String) throws {
        #expect(PNGImage.readPlain(try Data(contentsOf: Fixtures.url(file)), maximumPixelCount: nil) == nil)
    }

    @Test func aPictureBeyondTheLimitIsLibpngsToRefuse() throws {
        let url = Fixtures.url("png/kinds/rgb-8bit.png")  // 48x32
        #expect(PNGImage.readPlain(try Data(contentsOf: url), maximumPixelCount: 48 * 32 - 1) == nil)
        let problem = problem { _ = try PNGImage.read(from: url, displayPath: "big.png", maximumPixelCount: 100) }
        #expect(problem?.message.contains("48x32") == true)
    }

    /// Damaged image data under a correct chunk checksum: libdeflate refuses it, and the sentence is libpng's.
    @Test(arguments: [("a byte changed", 60), ("the checksum of the data", -1)])
    func damagedDataIsWordedByLibpng(damage: String, offsetIntoData: Int) throws {
        var bytes = [UInt8](try Data(contentsOf: Fixtures.url("png/kinds/rgb-8bit.png")))
        let idat = try #require(Self.chunk("IDAT", in: bytes))
        let index = offsetIntoData >= 0 ? idat.lowerBound + offsetIntoData : idat.upperBound - 1
        bytes[index] ^= 0x5A
        let crc = PNGImageReadingTests.crc32(bytes[idat.lowerBound - 4..<idat.upperBound])
        bytes.replaceSubrange(
            idat.upperBound..<idat.upperBound + 4, with: withUnsafeBytes(of: crc.bigEndian, Array.init))
        let data = Data(bytes)
        #expect(PNGImage.readPlain(data, maximumPixelCount: nil) == nil, "\(damage)")
        let folder = try TemporaryFolder()
        let url = try folder.write("damaged.png", data)
        let viaRead = problem { _ = try PNGImage.read(from: url, displayPath: "damaged.png") }
        let viaLibpng = problem { _ = try PNGImage.readWithLibpng(from: url, displayPath: "damaged.png") }
        #expect(viaRead?.message == viaLibpng?.message)
        #expect(viaRead?.message.contains("libpng says") == true)
    }

    @Test func aChunkWithAWrongChecksumIsLeftToLibpng() throws {
        var bytes = [UInt8](try Data(contentsOf: Fixtures.url("png/kinds/rgba-8bit.png")))
        let idat = try #require(Self.chunk("IDAT", in: bytes))
        bytes[idat.lowerBound + 10] ^= 1
        #expect(PNGImage.readPlain(Data(bytes), maximumPixelCount: nil) == nil)
    }

    /// The data range of the first chunk of `type`.
    static func chunk(_ type: String, in bytes: [UInt8]) -> Range<Int>? {
        var position = 8
        while position + 12 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            if bytes[position + 4..<position + 8].elementsEqual(type.utf8) {
                return position + 8..<position + 8 + length
            }
            position += 12 + length
        }
        return nil
    }
}

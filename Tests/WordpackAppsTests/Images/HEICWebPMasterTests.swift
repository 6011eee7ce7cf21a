import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore
@testable import WordpackPictures

/// WebP masters through libwebp and HEIC masters through libheif, against what their writers (Pillow, heif-enc)
/// were given (`Tests/Fixtures/heic-webp/README.md`).
@Suite struct HEICWebPMasterTests {
    static func read(_ name: String) throws -> PNGImage {
        guard
            case .raster(let image) = try PictureMaster.open(
                Fixtures.url("heic-webp/\(name)"), displayPath: name, maximumPixelCount: 64_000_000)
        else { throw CanvasProblem(reason: "\(name) was not read as pixels") }
        return image
    }

    /// rotated-6.heic and rotated-8.heic are stored 48x64, turned, with the irot box of EXIF orientation 6 or 8.
    @Test(arguments: [
        "lossy.webp", "lossless-alpha.webp", "photo.heic", "alpha.heic", "rotated-6.heic", "rotated-8.heic",
    ])
    func theMarkedPictureComesOutWithItsRedCorner(_ name: String) throws {
        let image = try Self.read(name)
        #expect(image.width == 64 && image.height == 48)
        #expect(
            JPEGMasterTests.close(image.pixel(x: 6, y: 6), [255, 0, 0, 255], within: 24), "\(image.pixel(x: 6, y: 6))")
        #expect(
            JPEGMasterTests.close(image.pixel(x: 24, y: 30), [255, 255, 255, 255], within: 12),
            "\(image.pixel(x: 24, y: 30))")
        if name.contains("alpha") { #expect(image.pixel(x: 50, y: 30)[3] < 8, "\(image.pixel(x: 50, y: 30))") }
        if name == "lossless-alpha.webp" { #expect(image.pixel(x: 6, y: 6) == [255, 0, 0, 255]) }
    }

    /// thumbnail.heic is 64x48 with a 32x24 thumbnail. Made into a picture fitted in 16x16 (16x12: twice is
    /// 32x24) the thumbnail is enough and is decoded instead; fitted in 20x20 (20x15: twice is 40x30) it is not.
    @Test func aLargeEnoughThumbnailIsDecodedInsteadOfTheWholePicture() throws {
        func read(_ width: Int, _ height: Int, covers: Bool = false) throws -> PNGImage {
            try HEIFPicture.read(
                from: Fixtures.url("heic-webp/thumbnail.heic"), displayPath: "thumbnail.heic", maximumPixelCount: nil,
                for: DecodeTarget(width: width, height: height, covers: covers))
        }
        let small = try read(16, 16)
        #expect(small.width == 32 && small.height == 24, "\(small.width)x\(small.height)")
        #expect(
            JPEGMasterTests.close(small.pixel(x: 3, y: 3), [255, 0, 0, 255], within: 32), "\(small.pixel(x: 3, y: 3))")
        let larger = try read(20, 20)
        #expect(larger.width == 64 && larger.height == 48)
        // Covering 16x16 it is 21x16: twice is 43x32, more than the thumbnail.
        let covering = try read(16, 16, covers: true)
        #expect(covering.width == 64 && covering.height == 48)
        // With no size asked, and for a file without a thumbnail, the whole picture.
        #expect(try Self.read("thumbnail.heic").width == 64)
        let photo = try HEIFPicture.read(
            from: Fixtures.url("heic-webp/photo.heic"), displayPath: "photo.heic", maximumPixelCount: nil,
            for: DecodeTarget(width: 4, height: 3, covers: false))
        #expect(photo.width == 64 && photo.height == 48)
    }

    @Test func aWebPsDisplayP3ProfileIsConvertedToSRGB() throws {
        let image = try Self.read("display-p3.webp")
        #expect(
            JPEGMasterTests.close(image.pixel(x: 8, y: 8), [213, 115, 42, 255], within: 2), "\(image.pixel(x: 8, y: 8))"
        )
    }

    @Test(arguments: [
        ("animated.webp", "is an animated WebP; a card shows one picture"),
        ("truncated.heic", "is a damaged HEIC picture: libheif says"),
    ])
    func aPictureWordpackCannotTakeIsOneSentence(_ name: String, _ says: String) throws {
        do {
            _ = try Self.read(name)
            Issue.record("\(name) was taken")
        } catch let problem as FileProblem {
            #expect(problem.location.file == name && problem.message.contains(says), "\(problem.message)")
        }
    }

    @Test func aFileNamedAsOneFormatButHoldingAnotherIsNamed() throws {
        let folder = try TemporaryFolder()
        let png = try Data(contentsOf: Fixtures.url("png/rgb.png"))
        for name in ["photo.heic", "picture.webp"] {
            let url = try folder.write(name, png)
            do {
                _ = try PictureMaster.open(url, displayPath: name, maximumPixelCount: 1_000_000)
                Issue.record("\(name) was taken")
            } catch let problem as FileProblem {
                #expect(
                    problem.message.contains("is named .\(url.pathExtension) but is not")
                        && problem.message.contains("a PNG picture"),
                    "\(problem.message)")
            }
        }
    }

    /// Through the stage, with pngcheck reading the outputs.
    @Test func theStageMakesPNGsFromHEICAndWebP() throws {
        let project = try PictureProject()
        try project.picture("ant.heic", fixture: "heic-webp/alpha.heic")
        try project.picture("bat.webp", fixture: "heic-webp/lossy.webp")
        let context = try project.context(images: #"{"picture": {"width": 100, "height": 100, "fit": "fit"}}"#)
        #expect(ImagesStage.inspect(context).filter { $0.severity == .error }.map(\.description) == [])
        #expect(ImagesStage.run(context).findings.filter { $0.severity == .error }.map(\.description) == [])
        let folder = project.folder.file("outputs/firstwords/demo/Words/Animals/picture")
        #expect(try PNGCheck.problems(["ant.png", "bat.png"].map { folder.appendingPathComponent($0) }) == nil)
        #expect(PNGFileHeader(try project.output("picture/ant.png"))?.width == 100)
    }
}

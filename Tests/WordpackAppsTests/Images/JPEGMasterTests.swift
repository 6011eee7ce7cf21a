import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCore
import WordpackPictures
import WordpackPipeline
import WordpackTestSupport

/// JPEG masters through libjpeg-turbo, libexif and lcms2, against what Pillow (an independent decoder, with its
/// own lcms2) says of the same files (`Tests/Fixtures/jpeg/README.md`).
@Suite struct JPEGMasterTests {
    static func read(_ name: String, for target: DecodeTarget? = nil) throws -> PNGImage {
        try JPEGPicture.read(
            from: Fixtures.url("jpeg/\(name)"), displayPath: name, maximumPixelCount: 64_000_000, for: target)
    }

    static func close(_ pixel: [UInt8], _ expected: [UInt8], within tolerance: Int = 3) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// A photo taken sideways comes out upright: the stored top-left red block lands where EXIF says.
    @Test(arguments: [(6, 40, 8, 8, 56), (8, 8, 56, 40, 8)])
    func thePictureComesOutUpright(_ orientation: Int, redX: Int, redY: Int, whiteX: Int, whiteY: Int) throws {
        let image = try Self.read("orientation-\(orientation).jpg")
        #expect(image.width == 48 && image.height == 64)
        #expect(
            Self.close(image.pixel(x: redX, y: redY), [255, 0, 0, 255], within: 30), "\(image.pixel(x: redX, y: redY))")
        #expect(Self.close(image.pixel(x: whiteX, y: whiteY), [255, 255, 255, 255], within: 10))
        #expect(Self.close(image.pixel(x: 8, y: 8), [255, 255, 255, 255], within: 10))  // white in both
        let header = try JPEGPicture.readHeader(
            from: Fixtures.url("jpeg/orientation-\(orientation).jpg"), displayPath: "x")
        #expect(header.width == 48 && header.height == 64)
    }

    @Test func anAdobeCMYKPhotoComesOutInRGB() throws {
        let image = try Self.read("cmyk-adobe.jpg")
        #expect(Self.close(image.pixel(x: 4, y: 4), [255, 0, 0, 255]), "\(image.pixel(x: 4, y: 4))")
        #expect(Self.close(image.pixel(x: 24, y: 4), [127, 127, 127, 255]), "\(image.pixel(x: 24, y: 4))")
    }

    /// Display P3's red is beyond sRGB (both decoders give sRGB's red); its orange is inside, and moves as lcms2
    /// moves it, away from the stored (200, 120, 61).
    @Test func aDisplayP3ProfileIsConvertedToSRGB() throws {
        let image = try Self.read("display-p3.jpg")
        #expect(Self.close(image.pixel(x: 8, y: 8), [255, 0, 0, 255]), "\(image.pixel(x: 8, y: 8))")
        #expect(Self.close(image.pixel(x: 24, y: 8), [213, 115, 44, 255]), "\(image.pixel(x: 24, y: 8))")
    }

    @Test func aGreyPhotoComesOutInRGB() throws {
        let image = try Self.read("grey.jpg")
        #expect(image.width == 64 && image.height == 16)
        let pixel = image.pixel(x: 32, y: 8)
        #expect(
            pixel[0] == pixel[1] && pixel[1] == pixel[2] && Self.close(pixel, [128, 128, 128, 255], within: 4),
            "\(pixel)")
    }

    /// Made into a 200x150 output, a 1600x1200 photo is decoded at 2/8 (400x300, at least twice the output) and
    /// never whole; with no size asked, whole. What counts is the size the photo is scaled to: fitted into
    /// 300x300 it becomes 300x225, so 3/8 (600x450) will do; covering 300x300 it becomes 400x300, so 4/8.
    @Test func aLargePhotoIsShrunkOnLoad() throws {
        let small = try Self.read("photo-1600x1200.jpg", for: DecodeTarget(width: 200, height: 150, covers: false))
        #expect(small.width == 400 && small.height == 300, "\(small.width)x\(small.height)")
        let whole = try Self.read("photo-1600x1200.jpg")
        #expect(whole.width == 1600 && whole.height == 1200)
        let large = try Self.read("photo-1600x1200.jpg", for: DecodeTarget(width: 1000, height: 1000, covers: false))
        #expect(large.width == 1600 && large.height == 1200)
        let fitted = try Self.read("photo-1600x1200.jpg", for: DecodeTarget(width: 300, height: 300, covers: false))
        #expect(fitted.width == 600 && fitted.height == 450, "\(fitted.width)x\(fitted.height)")
        let covering = try Self.read("photo-1600x1200.jpg", for: DecodeTarget(width: 300, height: 300, covers: true))
        #expect(covering.width == 800 && covering.height == 600, "\(covering.width)x\(covering.height)")
    }

    @Test(arguments: [
        ("truncated.jpg", "is a damaged JPEG photo: libjpeg says"),
        ("text.jpg", "is named .jpg but is not a JPEG photo. Open it in a picture editor and export it again."),
        ("bomb-60000x60000.jpg", "is 60000x60000 pixels, more than the 64,000,000 pixels wordpack accepts."),
    ])
    func aBadJPEGIsOneSentenceNamingIt(_ name: String, _ says: String) throws {
        let started = Date()
        do {
            _ = try Self.read(name)
            Issue.record("\(name) was taken")
        } catch let problem as FileProblem {
            #expect(problem.location.file == name)
            #expect(problem.message.contains(says), "\(problem.message)")
        }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    /// Through the stage: a JPEG picture of a FirstWords app becomes a PNG of the picture's size that pngcheck
    /// reads, upright.
    @Test func theStageMakesAPNGFromAJPEG() throws {
        let project = try PictureProject()
        try project.picture("ant.jpg", fixture: "jpeg/orientation-6.jpg")
        try project.picture("bat.jpg", fixture: "jpeg/photo-1600x1200.jpg")
        let context = try project.context()
        #expect(ImagesStage.inspect(context).filter { $0.severity == .error }.map(\.description) == [])
        let report = ImagesStage.run(context)
        #expect(report.findings.filter { $0.severity == .error }.map(\.description) == [])
        let ant = try project.output("picture/ant.png")
        #expect(PNGFileHeader(ant)?.width == 680 && PNGFileHeader(ant)?.height == 680)
        let folder = project.folder.file("outputs/firstwords/demo/Words/Animals/picture")
        #expect(try PNGCheck.problems(["ant.png", "bat.png"].map { folder.appendingPathComponent($0) }) == nil)
        // Upright: 48x64 fitted into 680x680 is 510x680 in the middle; its red block is at its top right.
        let picture = try PNGImage.read(from: folder.appendingPathComponent("ant.png"), displayPath: "ant.png")
        #expect(
            Self.close(picture.pixel(x: 85 + 510 - 40, y: 40), [255, 0, 0, 255], within: 30),
            "\(picture.pixel(x: 555, y: 40))")
        #expect(picture.pixel(x: 40, y: 40)[3] == 0)
    }
}

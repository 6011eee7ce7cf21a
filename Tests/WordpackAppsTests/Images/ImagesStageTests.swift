import Foundation
import Testing
import WordpackAppKindTestSupport
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore
@testable import WordpackPictures
@testable import WordpackPipeline

/// The images stage on small projects: what it writes where, what it refuses and warns about, in which words.
@Suite struct ImagesStageTests {
    static let small =
        #"{"picture": {"width": 40, "height": 40, "fit": "fit"}, "background": {"width": 32, "height": 24, "fit": "fill"}, "icon": {"width": 10, "height": 10}, "flag": {"width": 23, "height": 16, "fit": "fill"}}"#

    static func png(_ picture: PNGImage) throws -> Data {
        try picture.pngData(displayPath: "test.png")
    }

    static let stripes = makePicture(width: 96, height: 64) { x, y in
        (UInt8(x * 2), UInt8(y * 3), x < 48 ? 200 : 40, 255)
    }

    @Test func writesEveryRoleAtItsSizeTimesItsScale() throws {
        let project = try PictureProject()
        try project.picture("ant.png", try Self.png(Self.stripes))
        try project.background("grass.png", try Self.png(Self.stripes))
        try project.icon(try Self.png(Self.stripes))
        try project.flag(try Self.png(Self.stripes))
        let report = ImagesStage.run(try project.context(images: Self.small))
        #expect(report.findings.map(\.description) == [])
        let expected: [(String, Int, Int)] = [
            ("Words/Animals/picture/ant.png", 40, 40), ("Words/Animals/background/grass.png", 32, 24),
            ("Words/Animals/icon.png", 10, 10), ("Words/Animals/icon@2x.png", 20, 20),
            ("Words/Animals/icon@3x.png", 30, 30), ("Alphabets/en/flag.png", 23, 16),
        ]
        #expect(report.written.sorted() == expected.map { "firstwords/demo/\($0.0)" }.sorted())
        for (path, width, height) in expected {
            let data = try Data(contentsOf: project.folder.file("outputs/firstwords/demo/\(path)"))
            let header = try #require(PNGFileHeader(data), "\(path)")
            #expect([header.width, header.height] as [Int] == [width, height], "\(path)")
            // An opaque 3:2 master fitted into a square has transparent bands; filled, it has none.
            #expect(header.colourType == (path.contains("picture") || path.contains("icon") ? 6 : 2), "\(path)")
        }
    }

    @Test func makesEachPictureOnceAndWritesItWhereverItIsNeeded() throws {
        let project = try PictureProject()
        try project.picture("ant.png", try Self.png(Self.stripes))
        try project.icon(try Self.png(Self.stripes))
        let context = try project.context(images: Self.small, apps: ["one", "two"])
        let jobs = PictureJob.plan(AppKinds.outputs(in: context))
        #expect(
            jobs.map { "\($0.source) \($0.kind)" } == [
                "inputs/words/Animals/icon.png an icon", "inputs/words/Animals/icon.png an icon at @2x",
                "inputs/words/Animals/icon.png an icon at @3x", "inputs/words/Animals/picture/ant.png a picture",
            ])
        #expect(
            jobs.last?.paths == [
                "firstwords/one/Words/Animals/picture/ant.png", "firstwords/two/Words/Animals/picture/ant.png",
            ])
        let report = ImagesStage.run(context)
        #expect(report.written.count == 8)
        #expect(try project.output("picture/ant.png", app: "one") == project.output("picture/ant.png", app: "two"))
    }

    @Test func theSameMasterGivesTheSameBytesAndARunAgainRewritesNothing() throws {
        let master = try Data(contentsOf: Fixtures.url("png/kinds/rgba-8bit-interlaced.png"))
        var outputs: [Data] = []
        for _ in 0..<2 {
            let project = try PictureProject()
            try project.picture("ant.png", master)
            try project.picture("bee.png", try Self.png(Self.stripes))
            let context = try project.context(images: Self.small)
            let first = ImagesStage.run(context)
            #expect(first.written.count == 2)
            outputs.append(try project.output("picture/ant.png"))
            outputs.append(try project.output("picture/bee.png"))
            let again = ImagesStage.run(context)
            #expect(again.written == [])
            #expect(again.unchanged.sorted() == first.written.sorted())
        }
        #expect(outputs[0] == outputs[2])
        #expect(outputs[1] == outputs[3])
    }

    @Test func copiesAPDFAsItIs() throws {
        let project = try PictureProject()
        let pdf = Data("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n".utf8)
        try project.picture("cake.pdf", pdf)
        let report = ImagesStage.run(try project.context())
        #expect(report.findings.map(\.description) == [])
        #expect(try project.output("picture/cake.pdf") == pdf)
    }

    /// Each bad master is refused in one sentence naming it; the good ones are still made.
    @Test func refusesBadMastersAndStillMakesTheOthers() throws {
        let project = try PictureProject()
        try project.picture("ant.png", try Self.png(Self.stripes))
        try project.picture("bat.png", fixture: "png/truncated.png")
        try project.picture("cat.png", fixture: "png/jpeg-named-png.png")
        try project.picture("dog.png", fixture: "png/too-many-pixels.png")
        try project.picture("eel.pdf", try Self.png(Self.stripes))
        try project.picture("fox.pdf", Data())
        try project.picture("gnu.png", try Self.png(Self.stripes))
        let report = ImagesStage.run(try project.context(images: Self.small))
        let folder = "inputs/words/Animals/picture"
        #expect(
            report.findings.map(\.description).sorted() == [
                "\(folder)/bat.png: error: " + ExpectedSentences.pictureCutShort,
                "\(folder)/cat.png: error: is named .png but is not a PNG picture: it looks like a JPEG photo. "
                    + "Open it in a picture editor and export it as PNG.",
                "\(folder)/dog.png: error: is 10000x10000 pixels, more than the 64,000,000 pixels wordpack accepts. "
                    + "Scale it down in a picture editor and export it again.",
                "\(folder)/eel.pdf: error: is named .pdf but is not a PDF document: it looks like a PNG picture. "
                    + "Export it from the drawing program as PDF again.",
                "\(folder)/fox.pdf: error: is empty. Copy or export the picture again.",
            ])
        #expect(
            report.written.sorted() == [
                "firstwords/demo/Words/Animals/picture/ant.png", "firstwords/demo/Words/Animals/picture/gnu.png",
            ])
    }

    @Test func theLimitOfPixelsIsASettingInPipelineJSON() throws {
        let project = try PictureProject()
        try project.picture("ant.png", try Self.png(Self.stripes))
        let report = ImagesStage.run(try project.context(images: #"{"maxPixels": 6000}"#))
        #expect(
            report.findings.map(\.description) == [
                "inputs/words/Animals/picture/ant.png: error: is 96x64 pixels, more than the 6,000 pixels wordpack "
                    + "accepts. Scale it down in a picture editor and export it again."
            ])
        #expect(report.written == [])
        let bad = try PictureProject()
        let problem = #expect(throws: FileProblem.self) { try bad.context(images: #"{"maxPixels": 0}"#) }
        #expect(
            problem?.description == "pipeline.json: error: `images.maxPixels`: a number of pixels of 1 or more "
                + "(64000000 takes up to 256 MB per picture), not 0.")
    }

    @Test func warnsOnceAboutAMasterEnlargedBeyondTheMargin() throws {
        let project = try PictureProject()
        try project.picture("ant.png", try Self.png(Self.stripes))  // 96x64: 2.08 times to fit 200x200
        try project.picture("bee.png", try Self.png(makePicture(width: 192, height: 195) { _, _ in (1, 2, 3, 255) }))
        // The icon's @3x, 60x60, shrinks it.
        try project.icon(try Self.png(Self.stripes))
        try project.flag(try Self.png(Self.stripes))  // 150x100 filled: 1.5625 times
        let images =
            #"{"picture": {"width": 200, "height": 200, "fit": "fit"}, "icon": {"width": 20, "height": 20}, "flag": {"width": 150, "height": 100, "fit": "fill"}}"#
        let report = ImagesStage.run(try project.context(images: images))
        // bee.png is enlarged 1.04 times: within the margin.
        #expect(
            report.findings.map(\.description) == [
                "inputs/languages/en/flag.png: warning: is 96x64 pixels, smaller than the 150x100 pixels of a flag: "
                    + "it is enlarged 1.6 times and will look blurred. Ask the illustrator for a larger picture.",
                "inputs/words/Animals/picture/ant.png: warning: is 96x64 pixels, smaller than the 200x200 pixels of "
                    + "a picture: it is enlarged 2.1 times and will look blurred. Ask the illustrator for a larger picture.",
            ])
        #expect(report.written.count == 6)  // enlarged all the same

        // An icon of 44x44: @3x (132x132) enlarges it 1.375 times, @2x (88x88) shrinks it: one warning.
        let small = try PictureProject()
        try small.icon(try Self.png(Self.stripes))
        let icon = ImagesStage.run(try small.context(images: #"{"icon": {"width": 44, "height": 44}}"#))
        #expect(
            icon.findings.map(\.description) == [
                "inputs/words/Animals/icon.png: warning: is 96x64 pixels, smaller than the 132x132 pixels of an icon "
                    + "at @3x: it is enlarged 1.4 times and will look blurred. Ask the illustrator for a larger picture."
            ])
    }

    /// Check decodes every master as the stage will: whatever would make the build fail is an error now.
    @Test func inspectFindsWhatTheBuildWouldFindOnEachMaster() throws {
        let project = try PictureProject()
        try project.picture("ant.png", try Self.png(Self.stripes))  // 96x64: 1.04 times to fit 100x100
        try project.picture("bat.png", fixture: "png/truncated.png")
        try project.picture("cat.png", fixture: "png/jpeg-named-png.png")
        try project.picture("dog.png", fixture: "png/too-many-pixels.png")
        try project.picture("eel.pdf", try Self.png(Self.stripes))
        try project.picture("fox.pdf", Data("%PDF-1.7\n".utf8))
        try project.picture("gnu.png", fixture: "png/truncated-idat.png")
        try project.picture("hen.png", fixture: "png/kinds/rgba-16bit-interlaced.png")  // 48x32: a warning only
        try project.icon(try Self.png(Self.stripes))  // @3x 150x150: 1.56 times
        let context = try project.context(
            images: #"{"picture": {"width": 100, "height": 100, "fit": "fit"}, "icon": {"width": 50, "height": 50}}"#)
        let folder = "inputs/words/Animals/picture"
        let findings = ImagesStage.inspect(context).map(\.description)
        #expect(
            findings == [
                "\(folder)/bat.png: error: " + ExpectedSentences.pictureCutShort,
                "\(folder)/cat.png: error: is named .png but is not a PNG picture: it looks like a JPEG photo. "
                    + "Open it in a picture editor and export it as PNG.",
                "\(folder)/dog.png: error: is 10000x10000 pixels, more than the 64,000,000 pixels wordpack accepts. "
                    + "Scale it down in a picture editor and export it again.",
                "\(folder)/eel.pdf: error: is named .pdf but is not a PDF document: it looks like a PNG picture. "
                    + "Export it from the drawing program as PDF again.",
                "\(folder)/gnu.png: error: " + ExpectedSentences.pictureCutShort,
                "inputs/words/Animals/icon.png: warning: is 96x64 pixels, smaller than the 150x150 pixels of an icon "
                    + "at @3x: it is enlarged 1.6 times and will look blurred. Ask the illustrator for a larger picture.",
                "\(folder)/hen.png: warning: is 48x32 pixels, smaller than the 100x100 pixels of a picture: it is "
                    + "enlarged 2.1 times and will look blurred. Ask the illustrator for a larger picture.",
            ])
        // The stage finds the same errors on the same masters, with the same sentences.
        let made = ImagesStage.run(context).findings.filter { $0.severity == .error }.map(\.description)
        #expect(made.sorted() == findings.filter { $0.contains(": error: ") }.sorted())
    }

    /// A master's decoding is remembered by its SHA-256: when another master changes, an unchanged one is
    /// not decoded again (here its remembered result is doctored to show that it is the one used).
    @Test func inspectRemembersEachMasterByItsContent() throws {
        let project = try PictureProject()
        try project.picture("ant.png", fixture: "png/truncated-idat.png")
        try project.picture("bat.png", try Self.png(Self.stripes))
        let cacheFolder = project.folder.file(".wordpack/inspections")
        func check() throws -> [String] {
            let plain = try project.context()
            let context = StageContext(
                project: plain.project, catalogue: plain.catalogue, configuration: plain.configuration,
                digests: RememberedDigests(url: nil), inspections: RememberedInspections(folder: cacheFolder))
            defer { try? context.inspections?.save() }
            return ImagesStage.inspect(context).filter { $0.severity == .error }.map(\.description)
        }
        #expect(try check() == ["inputs/words/Animals/picture/ant.png: error: " + ExpectedSentences.pictureCutShort])
        let shelf = cacheFolder.appendingPathComponent("picture.json")
        let remembered = try String(contentsOf: shelf, encoding: .utf8)
        #expect(remembered.contains("the file ends before the last of its pixels"))
        try remembered.replacingOccurrences(of: "is cut short", with: "was remembered")
            .write(to: shelf, atomically: true, encoding: .utf8)
        try project.picture("bat.png", try Self.png(makePicture(width: 90, height: 60) { _, _ in (9, 9, 9, 255) }))
        #expect(try check().first?.hasPrefix("inputs/words/Animals/picture/ant.png: error: was remembered") == true)
    }

    @Test func choosesTheCompressionFromTheContent() {
        let flat = makePicture(width: 64, height: 64) { x, _ in x < 32 ? (255, 0, 0, 255) : (0, 0, 255, 0) }
        let content = PictureEncoder.inspect(flat.pixels)
        #expect(content.isOpaque == false)
        #expect(content.flatShare > PictureEncoder.drawingShare)
        var state: UInt32 = 1
        let noise = makePicture(width: 64, height: 64) { _, _ in
            state = state &* 1_103_515_245 &+ 12345
            return (UInt8(truncatingIfNeeded: state >> 16), UInt8(truncatingIfNeeded: state >> 8), 9, 255)
        }
        let noisy = PictureEncoder.inspect(noise.pixels)
        #expect(noisy.isOpaque)
        #expect(noisy.flatShare < PictureEncoder.photoShare)
    }
}

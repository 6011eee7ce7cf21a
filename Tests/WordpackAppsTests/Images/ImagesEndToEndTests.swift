import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCatalogue
@testable import WordpackCore
@testable import WordpackPipeline

/// `wordpack build` and `wordpack images` on a copy of the sample project, through the real binary.
@Suite struct ImagesEndToEndTests {
    @Test(.tags(.slow)) func buildWritesEveryPictureBackgroundIconAndFlagAtItsSize() throws {
        let result = try WordpackBinary.builtSample()
        let folder = result.folder
        #expect(result.standardError.contains("images: "))

        let project = Project(root: folder.url)
        let context = StageContext(
            project: project, catalogue: Ingest(project: project).run(), configuration: try project.loadConfiguration())
        let settings = context.configuration.images
        var pictures: [URL] = []
        var counts: [String: Int] = [:]
        for job in PictureJob.plan(AppKinds.outputs(in: context)) {
            for path in job.paths {
                let data = try Data(contentsOf: project.outputs.appendingPathComponent(path))
                switch job.kind {
                case .copy:
                    #expect(data == (try Data(contentsOf: project.root.appendingPathComponent(job.source))), "\(path)")
                    counts["pdf", default: 0] += 1
                case .picture(let role, let scale):
                    let format = settings.format(for: role)
                    let header = try #require(PNGFileHeader(data), "\(path)")
                    #expect(
                        [header.width, header.height] as [Int] == [format.width * scale, format.height * scale],
                        "\(path)")
                    #expect(header.bitDepth == 8 && [2, 6].contains(header.colourType), "\(path)")
                    pictures.append(project.outputs.appendingPathComponent(path))
                    counts["\(role.name)@\(scale)", default: 0] += 1
                }
            }
        }
        // Three FirstWords apps: animals (Animals; en, en-phonics, es, ja), deluxe (Animals, Food; en,
        // en-phonics, es), japanese (Animals, Food; ja). en-phonics has its parent's flag. The Glyph app
        // `starter` has the 10 Animals and 7 Food pictures (cake drawn from its PDF) as 150×150 tiles in each of en,
        // es and ja.
        #expect(
            counts == [
                "picture@1": 10 + 2 * (10 + 7), "background@1": 2 + 2 * 3, "icon@1": 5, "icon@2": 5, "icon@3": 5,
                "flag@1": 4 + 3 + 1, "pdf": 2, "tile@1": 3 * (10 + 7),
            ])
        let icon = try Data(
            contentsOf: project.outputs.appendingPathComponent(
                "firstwords/deluxe/Words/Animals/icon@3x.png"))
        #expect(PNGFileHeader(icon) == PNGFileHeader(width: 300, height: 300, rgba: true))
        let flag = try Data(
            contentsOf: project.outputs.appendingPathComponent(
                "firstwords/animals/Alphabets/es/flag.png"))
        #expect(PNGFileHeader(flag) == PNGFileHeader(width: 115, height: 79, rgba: false))

        #expect(try PNGCheck.problems(pictures) == nil)

        // The stage alone, again: every file is already right.
        let again = try WordpackBinary.run(["images"], in: folder.url)
        #expect(again.status == 0)
        #expect(
            again.standardError == "images: 0 files written, \(pictures.count + counts["pdf", default: 0]) unchanged\n")
    }

    @Test func aBadMasterStopsTheBuildAtCheckAndTheImagesStageStillMakesTheOthers() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        try FileManager.default.removeItem(at: folder.file("inputs/words/Animals/picture/ant.png"))
        try FileManager.default.copyItem(
            at: Fixtures.url("png/jpeg-named-png.png"), to: folder.file("inputs/words/Animals/picture/ant.png"))
        let build = try WordpackBinary.run(["build"], in: folder.url)
        #expect(build.status == 1)
        #expect(
            build.standardError.contains(
                "inputs/words/Animals/picture/ant.png: error: is named .png but is not a PNG picture: it looks like a "
                    + "JPEG photo. Open it in a picture editor and export it as PNG."))
        #expect(!FileManager.default.fileExists(atPath: folder.file("outputs/firstwords").path))

        let images = try WordpackBinary.run(["images", "--quiet"], in: folder.url)
        #expect(images.status == 1)
        #expect(images.standardError.contains("inputs/words/Animals/picture/ant.png: error: is named .png"))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.file("outputs/firstwords/deluxe/Words/Animals/picture/bear.png").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.file("outputs/firstwords/deluxe/Words/Animals/picture/ant.png").path))
    }
}

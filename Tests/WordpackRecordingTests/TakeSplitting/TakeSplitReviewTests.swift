import Foundation
import Testing
import WordpackRecordingTestSupport
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackPictures
@testable import WordpackPipeline
@testable import WordpackRecording

/// The split's review page beside its script: golden for a short take; the picture read back by pngcheck at
/// the size expected, with each cut's marks where the cut is; players for the written files, or for the take's
/// own stretches after a dry run; a take of any length drawn in a picture of bounded size.
@Suite struct TakeSplitReviewTests {
    static func split(_ folder: TemporaryFolder, take: String, dryRun: Bool = false) throws -> TakeSplit {
        var request = Workflows.SplitRequest(take: folder.file("takes/\(take)"), script: folder.file("scripts/es.tsv"))
        request.dryRun = dryRun
        return try Workflows.split(BuildOptions(project: Project(root: folder.url), kinds: []), request)
    }

    @Test func goldenPageAndPictureOfAShortTakeWithTheMarksWhereTheCutsAre() throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        let split = try Self.split(folder, take: take.name)
        let html = try Data(contentsOf: folder.file("scripts/es-split.html"))
        let png = try Data(contentsOf: folder.file("scripts/es-split.png"))
        try Golden.check(html, against: "take-split-three-words.html")
        try Golden.check(png, against: "take-split-three-words.png")

        // 3.97 s of 10 ms columns (221 frames at 22,050 Hz): one row of 396 columns.
        let picture = TakeSplitPicture(energyFrames: split.frames.count)
        #expect(picture.framesPerColumn == 1)
        #expect(picture.width == 396 && picture.height == TakeSplitPicture.rowHeight)
        let pngcheck = try #require(ExternalTool.find("pngcheck"), "pngcheck is a test package: make test installs it")
        let checked = try ExternalTool.run(pngcheck, [folder.file("scripts/es-split.png").path])
        #expect(checked.status == 0, "\(checked.standardOutput)")
        #expect(
            checked.standardOutput.contains("(396x\(TakeSplitPicture.rowHeight), 24-bit RGB"),
            "\(checked.standardOutput)")

        let image = try PNGImage.read(from: folder.file("scripts/es-split.png"), displayPath: "es-split.png")
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let index = (y * image.width + x) * 4
            return Array(image.pixels[index..<(index + 3)])
        }
        let text = String(decoding: html, as: UTF8.self)
        for cut in split.cuts {
            let start = picture.column(ofTakeFrame: cut.start, frames: split.frames)
            let end = picture.column(ofTakeFrame: cut.end - 1, frames: split.frames)
            // The start mark runs down the number band and the waveform; the end mark down the waveform.
            #expect(pixel(start, 0) == TakeSplitPicture.Colour.mark, "cut \(cut.line.number) at column \(start)")
            #expect(pixel(start, 40) == TakeSplitPicture.Colour.mark)
            #expect(pixel(end, 40) == TakeSplitPicture.Colour.mark, "cut \(cut.line.number) ends at column \(end)")
            #expect(pixel(start - 2, 40) != TakeSplitPicture.Colour.mark)
            #expect(pixel(end + 2, 40) != TakeSplitPicture.Colour.mark)
            // A column inside the cut is shaded (or the waveform's), one well before it is white or waveform.
            #expect(
                [TakeSplitPicture.Colour.shade, TakeSplitPicture.Colour.speech].contains(pixel((start + end) / 2, 13)))
            // The page's row for the cut: its number, text, times and a player for the file written.
            let row = String(
                format: "<tr id=\"cut-%d\"><td class=\"number\">%d</td><td>%@</td><td class=\"path\">%@</td>"
                    + "<td class=\"time\">%.3f</td><td class=\"time\">%.3f</td>",
                cut.line.number, cut.line.number, cut.line.text, cut.line.path, split.seconds(cut.start),
                split.seconds(cut.end))
            #expect(text.contains(row), "\(row)")
            #expect(text.contains("<audio controls preload=\"none\" src=\"../\(cut.line.path)\"></audio>"))
        }
        // sol's speech is found from 0.38 s, so its cut starts at 0.23 s and its mark is at column 22.
        #expect(picture.column(ofTakeFrame: split.cuts[0].start, frames: split.frames) == 22)
    }

    @Test func aDryRunWritesThePageWithPlayersOfTheTakeItselfAndNoRecording() throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        let split = try Self.split(folder, take: take.name, dryRun: true)
        #expect(!FileManager.default.fileExists(atPath: folder.file("inputs").path))
        let text = try String(contentsOf: folder.file("scripts/es-split.html"), encoding: .utf8)
        let first = split.cuts[0]
        #expect(
            text.contains(
                String(
                    format: "src=\"../takes/three-words.flac#t=%.3f,%.3f\"", split.seconds(first.start),
                    split.seconds(first.end))),
            "\(text)")
        #expect(text.contains("3 recordings found (dry run: nothing written)"))
        #expect(FileManager.default.fileExists(atPath: folder.file("scripts/es-split.png").path))
        // Nothing but the page, its picture, the label track and the session's script beside the script: no
        // temporary file left.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.file("scripts").path).sorted()
                == ["es-split.html", "es-split.png", "es-split.tsv", "es-split.txt", "es.tsv"])
        #expect(
            try Data(contentsOf: folder.file("scripts/es-split.tsv")) == Data(contentsOf: folder.file("scripts/es.tsv"))
        )
    }

    /// A split by the session's own script (`es-split.tsv`, to cut again by its labels) writes the same files.
    @Test func theSessionsScriptWritesBesideItTheSameFiles() {
        let script = URL(fileURLWithPath: "/p/scripts/es.tsv")
        let kept = TakeSplit.sessionScript(script: script)
        #expect(kept.path == "/p/scripts/es-split.tsv")
        #expect(TakeSplit.sessionScript(script: kept) == kept)
        #expect(TakeSplit.reviewFiles(script: kept).page.path == "/p/scripts/es-split.html")
        #expect(TakeLabels.file(script: kept).path == "/p/scripts/es-split.txt")
    }

    @Test func aTakeOfAnyLengthFitsInTwelveRows() {
        let minute = TakeSplitPicture(energyFrames: 6_000)
        #expect(minute.framesPerColumn == 1 && minute.width == 1000 && minute.height == 6 * TakeSplitPicture.rowHeight)
        let hour = TakeSplitPicture(energyFrames: 360_000)
        #expect(hour.framesPerColumn == 30 && hour.width == 1000 && hour.height == 12 * TakeSplitPicture.rowHeight)
        let day = TakeSplitPicture(energyFrames: 24 * 360_000)
        #expect(day.height <= TakeSplitPicture.maximumRows * TakeSplitPicture.rowHeight)
        #expect(day.position(ofColumn: day.columns - 1).top < day.height)
    }
}

import Foundation
import Testing
import WordpackTestSupport

/// `wordpack review` on the sample, opened in a real browser (headless Chromium) from `file://`, offline: the
/// cards and matrix cells are all there, every picture loads, every recording plays (has a duration), and a
/// known finding is on its card.
@Suite struct ReviewBrowserTests {
    /// Where the test leaves its screenshot, to look at (the project folder is removed).
    static let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("wordpack-review-test.png")

    @Test(.tags(.slow)) func theSamplesReviewSiteWorksInChromium() throws {
        if let missing = HeadlessChromium.missing {
            Issue.record(Comment(rawValue: missing))
            return
        }
        let project = try WordpackBinary.builtSample().folder
        // The known finding: a space after a Japanese word (a warning: the build goes on).
        let words = project.file("inputs/languages/ja/words.csv")
        let csv = try String(contentsOf: words, encoding: .utf8)
        try csv.replacingOccurrences(of: "Animals,cat,ねこ,", with: "Animals,cat,ねこ ,")
            .write(to: words, atomically: true, encoding: .utf8)
        let review = try WordpackBinary.run(["review"], in: project.url)
        #expect(review.status == 0, "\(review.standardError)")
        #expect(review.standardError.contains("review: 8 pages"), "\(review.standardError)")

        let folder = project.file("review")
        let pages = ["index.html", "app-japanese.html", "app-deluxe.html"].map { folder.appendingPathComponent($0) }
        try? FileManager.default.removeItem(at: Self.screenshot)
        let run = try HeadlessChromium.measure(pages, screenshot: Self.screenshot, profile: project.file("profile"))
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(HeadlessChromium.processes(naming: project.file("profile").path).isEmpty, "a browser process is left")
        let measured = try JSONDecoder().decode([String: HeadlessChromium.Page].self, from: run.output)
        let index = try #require(measured[pages[0].absoluteString])
        let japanese = try #require(measured[pages[1].absoluteString])
        let deluxe = try #require(measured[pages[2].absoluteString])

        #expect(index.title == "Review")
        // Animals (10 words) and Food (8) in each app; deluxe in en, en-phonics and es, japanese in ja.
        #expect(japanese.cards.count == 18)
        #expect(japanese.cells == 18)
        #expect(deluxe.cards.count == 18)
        #expect(deluxe.cells == 54)
        #expect(deluxe.letterCells > 0 && deluxe.letterCells % 3 == 0)
        for page in [index, japanese, deluxe] {
            #expect(page.scripts == 0)
            #expect(page.external.isEmpty, "links out of the site: \(page.external)")
            for image in page.images { #expect(image.naturalWidth > 0, "\(image.src) did not load") }
            for audio in page.audios {
                #expect(audio.error == 0 && (audio.duration ?? 0) > 0, "\(audio.src) did not load: \(audio)")
            }
        }
        // Every picture but the cake's, a PDF, which is linked.
        #expect(deluxe.images.count == 17)
        // A reward sound per card, and a recording per card in each language; and the letter sounds.
        #expect(deluxe.audios.count > 18 * 4)
        let cat = try #require(japanese.cards.first { $0.key == "cat" })
        #expect(cat.findings.count == 1)
        #expect(
            cat.findings.first?.hasPrefix("inputs/languages/ja/words.csv!C4 warning: the word “ねこ” has spaces") == true)
        #expect(japanese.cards.filter { !$0.findings.isEmpty }.map(\.key) == ["cat"])
        let shot = try Data(contentsOf: Self.screenshot)
        #expect(shot.starts(with: [0x89, 0x50, 0x4E, 0x47]) && shot.count > 10_000)
    }

}

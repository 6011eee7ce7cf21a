import Foundation
import Testing
import WordpackTestSupport

/// The Glyph and vocabulary pages of the sample's review site, opened in headless Chromium from `file://`: each
/// kind reviewed as its user sees it, with the media its build made.
@Suite struct ReviewKindsBrowserTests {

    /// The sample reviewed, its Glyph and vocabulary pages measured in the browser, and the pages' HTML.
    static func measure() throws -> (
        starter: HeadlessChromium.Page, vocab: HeadlessChromium.Page, starterHTML: String, vocabHTML: String,
        indexHTML: String
    )? {
        if let missing = HeadlessChromium.missing {
            Issue.record(Comment(rawValue: missing))
            return nil
        }
        let project = try WordpackBinary.builtSample().folder
        // A keyboard word without its recording in Spanish (only Glyph plays it: the build goes on).
        try FileManager.default.removeItem(at: project.file("inputs/languages/es/speech/Core/more.wav"))
        // A word not translated in Japanese: Glyph's Japanese Animals board leaves it out.
        let japanese = project.file("inputs/languages/ja/words.csv")
        // The table's lines end in CR LF, one character to Swift.
        let rows = try String(contentsOf: japanese, encoding: .utf8).split(whereSeparator: \.isNewline)
        try rows.filter { !$0.hasPrefix("Animals,owl,") }.joined(separator: "\r\n").write(
            to: japanese, atomically: true, encoding: .utf8)
        let review = try WordpackBinary.run(["review"], in: project.url)
        #expect(review.status == 0, "\(review.standardError)")
        #expect(review.standardError.contains("no translation in ja: “owl”"), "\(review.standardError)")
        let pages = ["app-starter.html", "app-vocab.html"].map { project.file("review/\($0)") }
        let screenshot = project.file("screenshot.png")
        let run = try HeadlessChromium.measure(pages, screenshot: screenshot, profile: project.file("profile"))
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.standardError)")
        let measured = try JSONDecoder().decode([String: HeadlessChromium.Page].self, from: run.output)
        return (
            try #require(measured[pages[0].absoluteString]), try #require(measured[pages[1].absoluteString]),
            try String(contentsOf: pages[0], encoding: .utf8), try String(contentsOf: pages[1], encoding: .utf8),
            try String(contentsOf: project.file("review/index.html"), encoding: .utf8)
        )
    }

    @Test(.tags(.slow)) func glyphsAndTheVocabularysPagesShowAndPlayWhatTheBuildMade() throws {
        guard let (starter, vocab, starterHTML, vocabHTML, indexHTML) = try Self.measure() else { return }
        for page in [starter, vocab] {
            #expect(page.scripts == 0)
            #expect(page.external.isEmpty, "links out of the site: \(page.external)")
            for audio in page.audios {
                #expect(audio.error == 0 && (audio.duration ?? 0) > 0, "\(audio.src) did not load: \(audio)")
            }
        }

        // Glyph: every picture on its page is a tile as built, 150 × 150, beside tiles.json or in the package.
        let tiles = starter.images.filter { $0.src.hasPrefix("media/glyph/starter/en/images/") }
        let packed = starter.images.filter { $0.src.hasPrefix("media/glyph/starter/en.obz/images/") }
        #expect(tiles.count >= 18, "a card and a tile per pictured word: \(tiles.count)")
        #expect(packed.count >= 18, "a button per pictured word, and the root's: \(packed.count)")
        #expect(!starter.images.isEmpty)
        for image in starter.images { #expect(image.naturalWidth == 150, "\(image.src)") }
        // Each tile's recording (WAV of the CAF beside tiles.json) and each button's sound (the package's MP3).
        #expect(starter.audios.contains { $0.src.hasPrefix("media/glyph/starter/es/sounds/Animals/") })
        #expect(starter.audios.contains { $0.src.hasPrefix("media/glyph/starter/ja.obz/sounds/") })
        let tilePlayed = try #require(starter.played.first)
        #expect(tilePlayed.src.hasPrefix("media/glyph/starter/en/sounds/"), "\(tilePlayed)")
        #expect((tilePlayed.currentTime ?? 0) > 0 && tilePlayed.error.isEmpty, "did not play: \(tilePlayed)")
        // Folders and keyboards as tabs, then the package's boards.
        #expect(
            Array(starter.tabs.prefix(7)) == [
                "Animals", "Food", "⌨ Core words", "Home: Glyph Starter Set", "Animals", "Food", "Core words",
            ])
        // Every player is drawn wide enough for Chromium to draw its play button, on the keyboards' word
        // buttons too (at 90 px, 10 of their 12 had none).
        #expect(starter.players.count >= 60, "\(starter.players.count)")
        for page in [starter, vocab] {
            for player in page.players { #expect(player.width >= 100, "\(player.src) is \(player.width) px wide") }
        }
        // The owl, not translated in Japanese, is greyed after the Japanese Animals board, with why.
        let leftOut = starter.tiles.filter { $0.leftOut != nil }
        #expect(leftOut.map(\.label) == ["owl"], "\(leftOut)")
        #expect(leftOut.first?.leftOut == "left out: not translated in ja", "\(leftOut)")
        #expect(starterHTML.contains("<h2>Left out</h2>"))
        // The index counts it as a warning of each app that takes Japanese, and says which language lacks it.
        let rows = indexHTML.components(separatedBy: "<tr>").filter { $0.contains(".html\">") }
        for app in ["animals", "japanese", "starter"] {
            let row = try #require(rows.first { $0.contains(">\(app)</a>") })
            #expect(row.contains("<span title=\"owl (not translated)\">ja: 1</span>"), "\(row)")
        }
        let japanese = try #require(rows.first { $0.contains(">japanese</a>") })
        #expect(japanese.contains("<td class=\"st-outdated\">1</td>"), "\(japanese)")
        #expect(rows.filter { $0.contains("ja: 1") }.count == 3, "\(rows)")
        // The one word without a recording is marked, on Glyph's keyboard and on the package's board.
        let marked = starter.tiles.filter { !$0.marks.isEmpty }
        #expect(marked.map(\.label) == ["más", "más"], "\(marked)")
        #expect(marked.map(\.marks) == [["no recording"], ["no sound"]], "\(marked)")
        // The coverage counts Glyph's own recordings: 29 of the 30 words (the cheese is disabled), 28 in Spanish.
        #expect(starterHTML.contains("<td>0 error<br>0 outdated<br>29 recorded<br>1 translated<br>0 missing</td>"))
        #expect(starterHTML.contains("<td>0 error<br>0 outdated<br>28 recorded<br>2 translated<br>0 missing</td>"))
        // Only the keyboard's 12 words, which Glyph draws without a picture, and the disabled cheese, which it
        // does not ship, have none on their cards.
        #expect(starterHTML.components(separatedBy: ">no picture<").count == 14)

        // The vocabulary: each word's entry with its pronunciation (the MP3 the app ships) playing.
        #expect(vocab.definitions == 32)
        let pronunciations = vocab.audios.filter {
            $0.src.hasPrefix("media/vocabulary/vocab/audio/") && $0.src.hasSuffix(".mp3")
        }
        #expect(pronunciations.count == 64, "on each word's card and entry: \(pronunciations.count)")
        let entryPlayed = try #require(vocab.played.first)
        #expect(entryPlayed.src.hasPrefix("media/vocabulary/vocab/audio/"), "\(entryPlayed)")
        #expect((entryPlayed.currentTime ?? 0) > 0 && entryPlayed.error.isEmpty, "did not play: \(entryPlayed)")
        // The daily challenge's first 14 days, each a question with its four choices, one of them marked right.
        #expect(vocab.questions == Array(repeating: 4, count: 14))
        #expect(vocabHTML.components(separatedBy: "<span class=\"choice answer\">").count == 15)
        #expect(vocabHTML.contains("<b>2027-01-01: "))
        #expect(vocabHTML.contains("<td>0 error<br>0 outdated<br>32 recorded<br>0 translated<br>0 missing</td>"))
    }
}

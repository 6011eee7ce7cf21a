import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore
@testable import WordpackRelease
@testable import WordpackReview

/// The review site treats every text of the content as hostile: a key, a word, a list name, a file name or a
/// finding that holds markup comes out as text, and a link to an odd file name still leads to it.
@Suite struct ReviewEscapingTests {
    static let hostile = "<script>alert(\"x\")</script>&'"

    static func content() -> ReviewContent {
        let cell = Location(file: "inputs/languages/x/words.csv", row: 2, column: "C")
        let card = ReviewCard(
            list: "L<b>", key: hostile, row: Location(file: "inputs/lists/L<b>.csv", row: 2, column: "A"),
            texts: [ReviewText(language: "x\"y", word: "\"><img src=x onerror=alert(1)>", sortkey: hostile, cell: cell)]
        )
        let review = AppReview(
            languages: ["x\"y"], lists: [ReviewList(name: "L<b>", cards: [card])],
            sections: [
                ReviewSection(
                    title: "<h1>",
                    items: [ReviewItem(title: hostile, lines: [hostile], tiles: ["<", "&"], cells: [cell])]),
                ReviewSection(
                    title: hostile, note: hostile,
                    items: [
                        ReviewItem(
                            title: hostile,
                            definition: ReviewDefinition(
                                word: hostile, pronunciation: hostile, syllables: [hostile, hostile],
                                sound: ReviewFile(output: "a/<b>.mp3"),
                                facts: [ReviewDefinition.Fact(name: hostile, value: hostile, remark: hostile)],
                                senses: [
                                    ReviewDefinition.Sense(
                                        partOfSpeech: hostile, definition: hostile, examples: [hostile],
                                        synonyms: [hostile], antonyms: [hostile])
                                ]),
                            question: ReviewQuestion(prompt: hostile, choices: [hostile, hostile], answer: 1))
                    ],
                    boards: [
                        ReviewBoard(
                            name: hostile, note: hostile,
                            tiles: [
                                ReviewTile(
                                    label: hostile, says: hostile,
                                    picture: ReviewFile(output: "p.obz", entry: "<i>.png"),
                                    opens: hostile, missing: [hostile]),
                                nil,
                            ], columns: 2),
                        ReviewBoard(name: hostile, tiles: [ReviewTile(label: hostile)]),
                    ]),
            ])
        return ReviewContent(
            apps: [
                ReviewContent.App(
                    description: AppDescription(id: "app", kind: "k<i>", name: hostile), review: review)
            ],
            findings: [.warning(at: cell, "the word </li><script>alert(1)</script> is odd")],
            languages: [], notice: hostile)
    }

    @Test func markupInTheContentIsShownAsText() throws {
        let outputs = try TemporaryFolder()
        let site = ReviewSite(content: Self.content(), outputs: outputs.url)
        #expect(site.pages.keys.sorted() == ["app-app.html", "index.html"])
        for (name, page) in site.pages {
            #expect(!page.contains("<script"), "\(name)")
            #expect(!page.contains("<img src=x"), "\(name)")
            #expect(!page.contains("<b>\"") && !page.contains("<h1><h1>"), "\(name)")
        }
        let page = try #require(site.pages["app-app.html"])
        #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"))
        #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        #expect(page.contains("the word &lt;/li&gt;&lt;script&gt;alert(1)&lt;/script&gt; is odd"))
        // A kind's tiles, entries and questions too; their media, not built here, are not linked.
        #expect(page.components(separatedBy: "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;").count > 20)
        #expect(!page.contains("<audio") && !page.contains("<img"))
        // The finding is on the card and on the item that share its cell, and in no other list.
        #expect(page.components(separatedBy: "is odd").count == 3)
        let index = try #require(site.pages["index.html"])
        #expect(index.contains("Other findings (0)"))
    }

    @Test func linksToOddFileNamesArePercentEncoded() {
        #expect(HTML.url("media/a b#c?d%e&f.png") == "media/a%20b%23c%3Fd%25e%26f.png")
        #expect(HTML.url("media/ñ/\"x\".wav") == "media/%C3%B1/%22x%22.wav")
        #expect(HTML.escape("<a href='x'>&</a>") == "&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;")
    }

    @Test func theSameContentGivesTheSameBytes() throws {
        let outputs = try TemporaryFolder()
        let first = ReviewSite(content: Self.content(), outputs: outputs.url).pages
        let second = ReviewSite(content: Self.content(), outputs: outputs.url).pages
        #expect(first == second)
    }
}

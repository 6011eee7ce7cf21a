import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCatalogue
@testable import WordpackCore
@testable import WordpackRelease
@testable import WordpackReview

/// How the review site lays out what it is given: each word's status in the coverage matrix, a kind's item
/// marked by the finding at its cell, and a page per list for an app of many words.
@Suite struct ReviewLayoutTests {
    static let sheet = "inputs/languages/es/words.csv"

    static func card(
        _ key: String, row: Int, word: String?, speech: String? = nil, outdatedFrom: String? = nil,
        recordedFor: String? = nil
    ) -> ReviewCard {
        var text = ReviewText(
            language: "es", word: word, speech: speech, cell: Location(file: sheet, row: row, column: "C"))
        text.outdatedFrom = outdatedFrom
        text.recordedFor = recordedFor
        return ReviewCard(
            list: "Animals", key: key, row: Location(file: "inputs/lists/Animals.csv", row: row, column: "A"),
            texts: [text])
    }

    @Test func theMatrixGivesEachWordItsStatusAndTotals() throws {
        let cards = [
            Self.card("ant", row: 2, word: "hormiga", speech: "x/Speech/ant.caf"),
            Self.card("bear", row: 3, word: "oso"),
            Self.card("cat", row: 4, word: nil),
            Self.card("dog", row: 5, word: "perro", speech: "x/Speech/dog.caf"),
            Self.card("owl", row: 6, word: "búho", speech: "x/Speech/owl.caf", outdatedFrom: "owl"),
            Self.card("pig", row: 7, word: "cerdo", speech: "x/Speech/pig.caf", recordedFor: "cochinillo"),
        ]
        let review = AppReview(
            languages: ["es"], lists: [ReviewList(name: "Animals", cards: cards)],
            sections: [
                ReviewSection(
                    title: "Pairs",
                    items: [
                        ReviewItem(title: "dog → perro", cells: [Location(file: Self.sheet, row: 5, column: "C")]),
                        ReviewItem(title: "bear → oso", cells: [Location(file: Self.sheet, row: 3, column: "C")]),
                        ReviewItem(title: "ant → hormiga", cells: [Location(file: Self.sheet, row: 2, column: "C")]),
                    ])
            ])
        let content = ReviewContent(
            apps: [ReviewContent.App(description: AppDescription(id: "app", kind: "firstwords"), review: review)],
            findings: [
                .error(at: Location(file: Self.sheet, row: 5, column: "C"), "broken"),
                .warning(at: Location(file: Self.sheet, row: 3, column: "C"), "“oso” is inside “osos”"),
            ],
            languages: [])
        let outputs = try TemporaryFolder()
        let page = try #require(ReviewSite(content: content, outputs: outputs.url).pages["app-app.html"])
        let cells = page.components(separatedBy: "<td class=\"cell st-").dropFirst().map { $0.prefix { $0 != "\"" } }
        // Nothing was built in this folder: ant's recording is planned but not there; it still counts as planned.
        #expect(cells == ["recorded", "translated", "missing", "error", "outdated", "outdated"])
        #expect(page.contains("<td>1 error<br>2 outdated<br>1 recorded<br>1 translated<br>1 missing</td>"))
        // Each outdated card says what its translation or recording was made for.
        #expect(page.contains("<span class=\"badge outdated\">outdated: translated from “owl”</span>"))
        #expect(page.contains("<span class=\"badge outdated\">recorded for “cochinillo”: record it again</span>"))
        #expect(page.components(separatedBy: "<article class=\"card outdated\"").count == 3)
        #expect(page.contains("<div class=\"item has-error\"><b>dog → perro</b>"))
        #expect(page.contains("<div class=\"item has-warning\"><b>bear → oso</b>"))
        #expect(page.contains("<div class=\"item\"><b>ant → hormiga</b>"))
        #expect(page.contains("<article class=\"card has-error\""))
        #expect(page.contains("recording not built yet"))
    }

    @Test func anAppOfManyWordsGetsAPagePerList() throws {
        let many = (1...ReviewSite.cardsPerPage).map { Self.card("w\($0)", row: $0 + 1, word: "p\($0)") }
        let review = AppReview(
            languages: ["es"],
            lists: [
                ReviewList(name: "Animals", cards: many),
                ReviewList(name: "Food", cards: [Self.card("egg", row: 2, word: "huevo")]),
            ])
        let content = ReviewContent(
            apps: [ReviewContent.App(description: AppDescription(id: "big", kind: "firstwords"), review: review)],
            findings: [], languages: [])
        let outputs = try TemporaryFolder()
        let site = ReviewSite(content: content, outputs: outputs.url)
        #expect(
            site.pages.keys.sorted() == ["app-big--Animals.html", "app-big--Food.html", "app-big.html", "index.html"])
        let app = try #require(site.pages["app-big.html"])
        #expect(!app.contains("<article"))
        #expect(app.contains("<a href=\"app-big--Animals.html#"))
        #expect(
            site.pages["app-big--Animals.html"]?.components(separatedBy: "<article").count == ReviewSite.cardsPerPage
                + 1)
    }

    /// A language the build left out is in progress; one it ships is not, even when other lists lack it.
    @Test func theIndexSaysInProgressOnlyOfLanguagesTheBuildLeftOut() throws {
        let catalogue = Catalogue(findings: [])
        let content = ReviewContent(
            apps: [], findings: [],
            languages: ["de", "fr"].map { LanguageCompleteness(catalogue: catalogue, code: $0) },
            inProgress: [LanguageInProgress(code: "fr", apps: ["animals"], missing: ["all.txt"])])
        let outputs = try TemporaryFolder()
        let index = try #require(ReviewSite(content: content, outputs: outputs.url).pages["index.html"])
        let rows = index.components(separatedBy: "<tr>")
        let de = try #require(rows.first { $0.hasPrefix("<td>de") })
        let fr = try #require(rows.first { $0.hasPrefix("<td>fr") })
        #expect(fr.contains("<td class=\"st-missing\">in progress: left out of animals</td>"))
        #expect(de.contains("<td class=\"st-translated\">ships; other lists or letters incomplete</td>"))
        #expect(!de.contains("in progress"))
    }
}

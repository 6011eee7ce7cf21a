import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackReview

/// The “Colours” section of a FirstWords app's review page: each UX colour of pipeline.json's `colors` with a
/// light and a dark swatch and their values; a swatch's value goes into a style only when it is a colour.
@Suite struct ReviewColoursTests {
    @Test func theSamplesAnimalsPageShowsItsColoursLightAndDark() throws {
        let project = try WordpackBinary.builtSample().folder
        let review = try WordpackBinary.run(["review"], in: project.url)
        #expect(review.status == 0, "\(review.standardError)")
        let page = try String(contentsOf: project.file("review/app-animals.html"), encoding: .utf8)
        let start = try #require(page.range(of: "<h2>Colours</h2>"), "no Colours section")
        let section = String(page[start.lowerBound...])
        #expect(section.components(separatedBy: "<div class=\"item").count - 1 == 17)

        /// The item of colour `name`, up to the next item.
        func item(_ name: String) throws -> String {
            let title = try #require(section.range(of: "<b>\(name)</b>"), "no item for \(name)")
            let rest = section[title.upperBound...]
            return String(rest[..<(rest.range(of: "<div class=\"item")?.lowerBound ?? rest.endIndex)])
        }
        // A dark variant given as srgb(0.188, 0.82, 0.345): #30D158.
        let buttons = try item("Purchase Dialog/Buttons/Background")
        #expect(buttons.contains("background:#34C759\""), "\(buttons)")
        #expect(buttons.contains("light <code>#34C759</code>"), "\(buttons)")
        #expect(buttons.contains("background:#30D158\""), "\(buttons)")
        #expect(buttons.contains("dark <code>#30D158</code>"), "\(buttons)")
        #expect(!buttons.contains("no dark variant"))
        // A colour for every appearance: the dark swatch is the light one, and says so.
        let tiles = try item("Letter Tiles/Highlight")
        #expect(tiles.components(separatedBy: "background:#FFE08A\"").count - 1 == 2, "\(tiles)")
        #expect(tiles.contains("dark <code>#FFE08A</code><br><span class=\"size\">no dark variant: the light colour"))
        // Not opaque: #RRGGBBAA.
        #expect(try item("Purchase Dialog/Gradient/End").contains("dark <code>#000000CC</code>"))

        // An app without `colors` has no such section.
        let deluxe = try String(contentsOf: project.file("review/app-deluxe.html"), encoding: .utf8)
        #expect(!deluxe.contains("<h2>Colours</h2>"))
    }

    @Test func aSwatchThatIsNotAColourIsShownAsTextOnly() {
        let html = ReviewSite.swatches([
            ReviewSwatch(label: "<b>light</b>", hex: "#FFF;background:url(x)", remark: "<i>"),
            ReviewSwatch(label: "dark", hex: "#0a0B0c"),
        ])
        #expect(!html.contains("url(x)\""))
        #expect(html.contains("&lt;b&gt;light&lt;/b&gt; <code>#FFF;background:url(x)</code>"))
        #expect(html.contains("&lt;i&gt;"))
        #expect(html.components(separatedBy: "class=\"patch\"").count - 1 == 1)
        #expect(html.contains("background:#0a0B0c\""))
    }
}

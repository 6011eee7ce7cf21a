import Foundation
import Testing
import WordpackTestSupport

/// Olé's review page: each pair as `words.json` holds it, with both sides, its alternatives, and the findings of
/// check about it on the pair, marked.
@Suite struct ReviewOlePairsTests {
    @Test func eachPairShowsBothSidesItsAlternativesAndItsFindings() throws {
        let project = try TestProject()
        // “bat” is inside “a bat” (a warning at bat's cell), and the bat has two alternatives.
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nAnimals,cat,a bat\nFood,egg,egg\nFood,fig,fig\n")
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,alternatives\nAnimals,ant,hormiga,\nAnimals,bat,murciélago,vampiro / quiróptero\n"
                + "Animals,cat,gato,\nFood,egg,huevo,\nFood,fig,higo,\n")
        let review = try WordpackBinary.run(["review"], in: project.root)
        #expect(review.status == 0, "\(review.standardError)")
        let page = try String(contentsOf: project.root.appendingPathComponent("review/app-ole.html"), encoding: .utf8)
        let items = page.components(separatedBy: "<div class=\"item").dropFirst().map { "<div class=\"item" + $0 }
        #expect(items.count == 5, "\(items)")
        let bat = try #require(items.first { $0.contains("<b>bat → murciélago</b>") })
        #expect(bat.hasPrefix("<div class=\"item has-warning\">"), "\(bat)")
        #expect(bat.contains("<div>Animals / bat</div>"))
        #expect(bat.contains("<div>alternatives: vampiro, quiróptero</div>"))
        #expect(bat.contains("inputs/languages/en/words.csv!C3</code> warning: the English text “bat” is contained in"))
        #expect(items.filter { $0.hasPrefix("<div class=\"item has-") }.count == 1, "only the bat's pair is marked")
        #expect(items.contains { $0.contains("<b>a bat → gato</b>") })
    }
}

import Foundation
import Testing
import WordpackLanguageTools
import WordpackTestSupport

/// A translation check's warning is on its word's card, like every other finding at a cell.
@Suite struct ReviewTranslationChecksTests {
    @Test func aMisspeltWordsCardShowsItsWarning() throws {
        try #require(
            SpellingDictionary.files(language: "es") != nil,
            "Hunspell's es dictionary is needed (`make test` installs hunspell-es)")
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            SpanishWords.csv.replacingOccurrences(of: "murciélago", with: "murcielago"))
        let review = try WordpackBinary.run(["review"], in: project.root)
        #expect(review.status == 0, "\(review.standardError)")
        let page = try String(
            contentsOf: project.root.appendingPathComponent("review/app-deluxe.html"), encoding: .utf8)
        let cards = page.components(separatedBy: "<article ").dropFirst()
        let bat = try #require(cards.first { $0.contains("<h3>bat") })
        #expect(
            bat.contains(
                "<li class=\"warning\"><code>inputs/languages/es/words.csv!C3</code> warning: “murcielago” is not in the es "
                    + "dictionary (es_ES); did you mean “murciélago”"), "\(bat)")
        // The other cards carry no such finding.
        #expect(cards.filter { $0.contains("murcielago” is not in") }.count == 1)
    }
}

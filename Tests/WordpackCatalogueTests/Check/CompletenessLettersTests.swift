import Foundation
import Testing

@testable import WordpackCatalogue

/// A language's report asks only for the letter sounds of lists some app spells in it (issue 50): a German
/// Core word's G and J, in a list no German app spells, are not asked for.
@Suite struct CompletenessLettersTests {
    static func report() -> LanguageCompleteness {
        var report = LanguageCompleteness(catalogue: Catalogue(findings: []), code: "de")
        report.lettersByList = ["Animals": ["A", "E", "H", "K", "T", "Z"], "Core": ["A", "G", "J", "T"]]
        report.lettersUsed = ["A", "E", "G", "H", "J", "K", "T", "Z"]
        report.lettersWithoutSound = ["G", "J", "K"]
        return report
    }

    @Test func theLettersAreThoseOfTheSpelledListsAlone() {
        let spelled = Self.report().spelling(["Animals"])
        #expect(spelled.lettersUsed == ["A", "E", "H", "K", "T", "Z"])
        #expect(spelled.lettersWithoutSound == ["K"])
        #expect(spelled.text.contains("  letter sounds:     5 of 6 letters used (missing: K)\n"), "\(spelled.text)")
        #expect(Self.report().spelling([]).lettersUsed.isEmpty)
    }

    @Test func aLanguageInProgressIsNotAskedForLettersNoAppSpells() {
        var needs = AppNeeds()
        needs.spelledPairs = [AppNeeds.Pair(list: "Animals", language: "de")]
        #expect(LanguageInProgress.missing(Self.report(), needs: needs) == ["the sound of letter K"])
        needs.spelledPairs.insert(AppNeeds.Pair(list: "Core", language: "de"))
        #expect(LanguageInProgress.missing(Self.report(), needs: needs) == ["the sounds of letters G J K"])
    }

    @Test func aLanguageNoAppTakesYetIsAskedForTheListsSpelledInOthers() {
        var needs = AppNeeds()
        needs.spelledPairs = [AppNeeds.Pair(list: "Animals", language: "en")]
        #expect(needs.spelledLists("de") == ["Animals"])
        needs.spelledPairs.insert(AppNeeds.Pair(list: "Core", language: "de"))
        #expect(needs.spelledLists("de") == ["Core"] && needs.spelledLists("fr") == ["Animals", "Core"])
    }
}

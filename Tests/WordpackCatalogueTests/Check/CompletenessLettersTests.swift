import Foundation
import Testing

@testable import WordpackCatalogue

/// A language's report asks only for the letter sounds of lists some app spells in it (issue 50): a German
/// Core word's G and J, in a list no German app spells, are not asked for; nor recordings or names no app needs.
@Suite struct CompletenessLettersTests {
    static func report() -> LanguageCompleteness {
        var report = LanguageCompleteness(catalogue: Catalogue(findings: []), code: "de")
        report.lettersByList = ["Animals": ["A", "E", "H", "K", "T", "Z"], "Core": ["A", "G", "J", "T"]]
        report.lettersUsed = ["A", "E", "G", "H", "J", "K", "T", "Z"]
        report.lettersWithoutSound = ["G", "J", "K"]
        return report
    }

    /// The apps of the sample's shape: “animals” spells and plays Animals in de; the Glyph app “starter” plays
    /// Animals and shows its name; Olé shows Core's words, and nothing plays them or shows its name.
    static func needs() -> AppNeeds {
        var needs = AppNeeds()
        let animals = AppNeeds.MediaUse(list: "Animals", app: "“animals”", language: "de")
        let glyph = AppNeeds.MediaUse(list: "Animals", app: "the Glyph app “starter”", language: "de")
        let ole = AppNeeds.MediaUse(list: "Core", app: "“ole”", language: "de")
        needs.wordPairs = [AppNeeds.Pair(list: "Animals", language: "de"), AppNeeds.Pair(list: "Core", language: "de")]
        needs.wordUses = [animals, glyph, ole]
        needs.spelledPairs = [AppNeeds.Pair(list: "Animals", language: "de")]
        needs.spellingUses = [animals]
        needs.recordingUses = [animals, glyph]
        needs.listNameUses = [glyph]
        return needs
    }

    @Test func theLettersAreThoseOfTheSpelledListsAlone() {
        let spelled = Self.report().shipping(Self.needs())
        #expect(spelled.lettersUsed == ["A", "E", "H", "K", "T", "Z"])
        #expect(spelled.lettersWithoutSound == ["K"])
        #expect(
            spelled.text.contains("  letter sounds:     5 of the 6 letters “animals” spell (missing: K)\n"),
            "\(spelled.text)")
        #expect(Self.report().shipping(AppNeeds()).lettersUsed.isEmpty)
        #expect(Self.report().shipping(AppNeeds()).text.contains("letter sounds:     none needed (no app spells"))
    }

    /// Recordings and list names are asked for only where an app needs them, and the report names the app
    /// (issue 54): Core's missing recordings and name are not asked for, nor counted against the language.
    @Test func recordingsAndNamesAreAskedForOnlyWhereAnAppNeedsThem() {
        var report = Self.report()
        report.lists = [
            .init(list: "Animals", words: 10, translated: 10, recorded: 4, named: false),
            .init(list: "Core", words: 12, translated: 12, recorded: 0, named: false),
        ]
        let shipping = report.shipping(Self.needs())
        let text = shipping.text
        #expect(
            text.contains(
                "    Animals: 10 of 10 translated (shown by “animals” and the Glyph app “starter”), 4 of 10 recorded (for "
                    + "“animals” and the Glyph app “starter”), no list name (for the Glyph app “starter”)\n"), "\(text)"
        )
        #expect(
            text.contains(
                "    Core: 12 of 12 translated (shown by “ole”), 0 recorded (no app plays them), no list name (no app "
                    + "shows it)\n"), "\(text)")
        #expect(text.contains("  recordings:        4 of the 10 translated words the apps play (40%)\n"))
        #expect(shipping.recordingsPlayed == (4, 10) && report.recordingsPlayed == (4, 22))
        #expect(shipping.recordingPlayers == ["“animals”", "the Glyph app “starter”"])
        // Complete once Animals is recorded and named, and its letters voiced: Core's lacks are not the apps'.
        var done = report
        done.lists[0].recorded = 10
        done.lists[0].named = true
        done.lettersWithoutSound = ["G", "J"]
        done.allWordsText = .own
        done.flag = .own
        #expect(done.shipping(Self.needs()).isComplete)
        #expect(!done.isComplete)
    }

    /// Words are counted where an app shows them (issue 67): a list no app ships in the language is said apart,
    /// and its untranslated words neither count against the language nor keep it from being complete.
    @Test func wordsAreCountedWhereAnAppShowsThem() {
        var report = Self.report()
        report.lists = [
            .init(list: "Animals", words: 10, translated: 10, recorded: 10, named: true),
            .init(list: "Home", words: 16, translated: 0, recorded: 0, named: false),
        ]
        report.lettersWithoutSound = []
        report.allWordsText = .own
        report.flag = .own
        let shipping = report.shipping(Self.needs())
        #expect(
            shipping.text.contains("  words translated:  10 of the 10 words the apps show (100%)\n"), "\(shipping.text)"
        )
        #expect(
            shipping.text.contains("    Home: 0 of 16 translated, not shipped in de (no app shows its words)\n"),
            "\(shipping.text)")
        #expect(shipping.wordsShown == (10, 10) && report.wordsShown == (10, 26))
        #expect(shipping.isComplete)
        #expect(!report.isComplete)
        #expect(report.text.contains("  words translated:  10 of 26 (38%)\n"), "\(report.text)")
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

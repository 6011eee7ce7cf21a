import Foundation
import Testing

@testable import WordpackCatalogue

/// `check --language` says who vouched for the recordings its `recorded.tsv` notes: split's hearing or a person's
/// word (and the rows that do not say, written before wordpack noted it); the lists no app plays are not counted
/// once the report is narrowed to what ships.
@Suite struct CompletenessVouchedTests {
    static func report() -> LanguageCompleteness {
        var report = CompletenessLettersTests.report()
        var animals = LanguageCompleteness.ListProgress(
            list: "Animals", words: 31, translated: 31, recorded: 31, named: true)
        animals.heardBySplit = 28
        animals.onPersonsWord = 3
        var core = LanguageCompleteness.ListProgress(list: "Core", words: 4, translated: 4, recorded: 4, named: true)
        core.notedUnvouched = 2
        core.onPersonsWord = 1
        report.lists = [animals, core]
        return report
    }

    @Test func theRecordingsLineSaysWhoVouched() {
        #expect(
            Self.report().text.contains(
                "  recordings:        35 of 35 translated words (100%) (28 heard by split, 4 on a person's word, 2 "
                    + "noted without saying who vouched)\n"), "\(Self.report().text)")
        let shipping = Self.report().shipping(CompletenessLettersTests.needs()).text
        #expect(
            shipping.contains(
                "  recordings:        31 of the 31 translated words the apps play (100%) (28 heard by split, 3 on a "
                    + "person's word)\n"), "\(shipping)")
    }

    @Test func nothingIsSaidWhenNoneIsNoted() {
        var report = Self.report()
        for index in report.lists.indices {
            report.lists[index].heardBySplit = 0
            report.lists[index].onPersonsWord = 0
            report.lists[index].notedUnvouched = 0
        }
        #expect(report.text.contains("  recordings:        35 of 35 translated words (100%)\n"), "\(report.text)")
    }
}

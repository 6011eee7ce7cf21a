import Testing
import WordpackCore

@testable import WordpackPipeline

/// The manifest's verdict, from what a build keeps of its findings (`BuildVerdict.Tally`): it holds no copy of
/// its check's findings while it plans, makes and records.
@Suite struct BuildVerdictTests {
    static func findings(_ count: Int, errorsEvery step: Int, in file: String) -> [Diagnostic] {
        (1...count).map { row in
            Diagnostic(
                row % step == 0 ? .error : .warning, at: Location(file: file, sheet: "Words", row: row, column: "C"),
                "finding \(row)")
        }
    }

    @Test func countsEveryFindingAndListsTheFirstHundredAcrossTheParts() {
        let checked = Self.findings(80, errorsEvery: 10, in: "inputs/languages/fr/words.xlsx")
        let made = Self.findings(40, errorsEvery: 4, in: "inputs/lists/Animals.csv")
        let verdict = BuildVerdict(
            policy: .development, findings: [BuildVerdict.Tally(checked), BuildVerdict.Tally(made)],
            languagesLeftOut: ["uk", "fi"])
        #expect(verdict.errors == 8 + 10)
        #expect(verdict.warnings == 72 + 30)
        #expect(verdict.findings.count == BuildVerdict.listed)
        #expect(verdict.findings == (checked + made).prefix(BuildVerdict.listed).map(\.description))
        #expect(verdict.findings.last == made[19].description)
        #expect(verdict.languagesLeftOut == ["fi", "uk"])
    }

    @Test func aRunWithFewFindingsListsThemAll() {
        let checked = Self.findings(3, errorsEvery: 2, in: "inputs/languages/es/words.csv")
        let verdict = BuildVerdict(
            policy: .release, findings: [BuildVerdict.Tally(checked), BuildVerdict.Tally([])], languagesLeftOut: [])
        #expect(verdict.errors == 1)
        #expect(verdict.warnings == 2)
        #expect(verdict.findings == checked.map(\.description))
    }
}

import Foundation
import Testing
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

/// A language's remembered warnings that no fold changes are read from the build folder packed, and made into
/// values only where they are reported: the check and the build say exactly what a full check says.
@Suite struct PackedWarningsCheckTests {
    @Test func aCheckKeepsARememberedLanguagesWarningsPackedAndSaysWhatAFullCheckSays() throws {
        let project = try TestProject()
        // Two words of es as they are in en, one in each list: a warning each, in a run of each list's part. “cat”
        // is not in the es dictionary either: a warning at its cell that is not remembered with the list's part, so
        // that run is taken as values (two findings at one place keep the order they are gathered in).
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,cat\nFood,egg,huevo\nFood,fig,fig\n"
        )
        let options = BuildOptions(project: project.project)
        var full = options
        full.fullCheck = true
        let expected = try Workflows.check(full).findings
        #expect(expected.filter { $0.message.contains(" is the same as the en text") }.count == 2)
        // The first check remembers each language's findings; the second reads them back.
        _ = try Workflows.check(options)
        var (run, storing) = ProjectRun.fresh(options)
        let checked = run.checkedFindings()
        try storing.wait()
        #expect(checked.runs.count == 1)
        #expect(checked.runs.first?.findings.map { $0.message.prefix(5) } == ["“fig”"])
        #expect(checked.all == expected)
        #expect(checked.count == expected.count)
        #expect(try Workflows.check(options).findings == expected)
        // A build prints them first, a piece at a time, and counts them.
        var printed: [Diagnostic] = []
        var summaries: [String] = []
        try Workflows.build(options) { event in
            if case .findings(let found) = event { printed += found }
            if case .summary(let line) = event { summaries.append(line) }
        }
        #expect(Array(printed.prefix(expected.count)) == expected)
        #expect(summaries.contains("check: \(DiagnosticReport(expected).summary)"))
        // Packed for the stamp as they were printed: a build with nothing changed says them again.
        var again: [Diagnostic] = []
        summaries = []
        try Workflows.build(options) { event in
            if case .findings(let found) = event { again += found }
            if case .summary(let line) = event { summaries.append(line) }
        }
        #expect(summaries.contains { $0.hasPrefix("build: nothing changed") })
        #expect(again == printed)
    }
}

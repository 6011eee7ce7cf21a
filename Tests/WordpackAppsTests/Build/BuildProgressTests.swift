import Foundation
import Testing
import WordpackApps
import WordpackPipeline
import WordpackTestSupport

/// A build tells, for every stage, how many of its planned files it has dealt with, as it goes: one report
/// per file, never going back, ending at the plan (what a progress bar draws).
@Suite struct BuildProgressTests {
    /// The `.progress` events of a build of `project`, in the order they came.
    static func progress(of project: TestProject) throws -> [(stage: String, done: Int, planned: Int)] {
        let lock = NSLock()
        var events: [(stage: String, done: Int, planned: Int)] = []
        try Workflows.build(BuildOptions(project: project.project, stamp: false)) { event in
            guard case .progress(let stage, let done, let planned) = event else { return }
            lock.withLock { events.append((stage, done, planned)) }
        }
        return events
    }

    @Test func everyStageReportsEachFileUpToItsPlan() throws {
        let project = try TestProject()
        let events = try Self.progress(of: project)
        let stages = Dictionary(grouping: events, by: \.stage)
        for (stage, reports) in stages {
            let planned = try #require(reports.first?.planned)
            #expect(reports.allSatisfy { $0.planned == planned }, "\(stage)")
            // 0, 1, 2, … planned: monotone, one report per file, not only at the start and the end.
            #expect(reports.map(\.done) == Array(0...planned), "\(stage)")
        }
        // The project's apps have files in these stages (and none for Chatwa or Glyph, which still say they have none).
        for stage in ["plists", "audio", "images", "ole"] {
            #expect((stages[stage]?.first?.planned ?? 0) > 0, "\(stage)")
        }
        // Each stage's reports come together, in the build's order of stages.
        var order: [String] = []
        for event in events where order.last != event.stage { order.append(event.stage) }
        #expect(
            order == ["plists", "audio", "images", "ole", "chatwa", "glyph", "obz", "vocabulary", "vocabulary-mp3"])

        // Nothing to do: each stage plans nothing and says so once.
        let again = try Self.progress(of: project)
        #expect(again.map(\.stage) == order)
        #expect(again.allSatisfy { $0.done == 0 && $0.planned == 0 })
    }
}

import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore
@testable import WordpackOle
@testable import WordpackPipeline
@testable import WordpackRelease

/// Per-stage versions: an upgrade that changes one stage's output remakes that stage's files and nothing else.
@Suite struct StageVersionTests {
    /// The build cache as a build left it, with the version recorded for `stage`'s files replaced by `version`
    /// (what the cache of a wordpack whose `stage` was at `version` looks like).
    static func record(_ stage: String, at version: String, in project: TestProject) throws {
        let url = BuildFolder.cacheFile(in: project.project)
        var cache = RememberedOutputs.load(from: url)
        let (run, storing) = ProjectRun.fresh(BuildOptions(project: project.project))
        try storing.wait()
        let inventory = OutputInventory(run.outputs)
        var changed = 0
        for (path, product) in inventory.products where product.stage == stage {
            cache.records[path]?.version = version
            changed += 1
        }
        #expect(changed > 0, "no file of stage \(stage)")
        try cache.save(to: url)
    }

    @Test func everyStageOfTheStandardKindsHasItsOwnVersion() {
        let versions = StageVersions(kinds: AppKinds.standard)
        for stage in AppKinds.stageNames {
            #expect(versions.versions[stage] != nil, "\(stage) declares no version")
        }
        #expect(versions[OleKind.stage] == String(OleKind.versions[OleKind.stage] ?? 0))
        #expect(versions[OutputRecipe.audioStage] == String(AudioStage.version))
    }

    @Test func anOlderOleVersionRemakesOnlyOlesFile() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let before = try ProjectBuilds.snapshot(project)
        try Self.record(OleKind.stage, at: "0", in: project)
        let options = BuildOptions(project: project.project, explain: true, stamp: false)
        var lines: [String] = []
        let result = try #require(
            try Workflows.build(options) { if case .result(let line) = $0 { lines.append(line) } })
        #expect(ProjectBuilds.rebuilt(result) == [OleWordsFile.path])
        let current = StageVersions(kinds: AppKinds.standard)[OleKind.stage]
        #expect(
            lines.contains(
                "made    outputs/\(OleWordsFile.path): the ole stage's version changed (0 → \(current))"))
        // The same bytes, since the writer did not really change; and the cache records the new version.
        #expect(try ProjectBuilds.snapshot(project) == before)
        #expect(
            RememberedOutputs.load(from: BuildFolder.cacheFile(in: project.project)).records[OleWordsFile.path]?.version
                == current)
        #expect(ProjectBuilds.rebuilt(try ProjectBuilds.build(project)) == [])
    }

    @Test func anOlderAudioVersionRemakesEveryRecordingAndNothingElse() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        try Self.record(OutputRecipe.audioStage, at: "0", in: project)
        let result = try ProjectBuilds.build(project)
        let rebuilt = result.plan.decisions.values.filter(\.rebuild)
        #expect(!rebuilt.isEmpty)
        #expect(rebuilt.allSatisfy { $0.stage == OutputRecipe.audioStage })
        #expect(rebuilt.count == result.plan.decisions.values.filter { $0.stage == OutputRecipe.audioStage }.count)
    }
}

import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCore
import WordpackTestSupport

@testable import WordpackPipeline

/// A language whose folder is removed from inputs/ leaves no memory behind: the next run that remembers (a build,
/// or a `check` that is not `--full`) removes its `language-findings-<code>.<needs>.json`,
/// `language-list-rows-<code>.json`, `language-list-findings-<code>.<needs>.json`, `completeness-<code>.json` and
/// `list-completeness-<code>.json` from the build folder's inspections, and nothing else there but the files an
/// earlier version kept.
@Suite struct RemovedLanguageMemoryTests {
    /// The files of the project's inspections folder.
    static func remembered(_ project: TestProject) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: BuildFolder.inspectionFolder(in: project.project).path))
    }

    @Test func aRemovedLanguagesFilesAreRemovedAndNoOthers() throws {
        let project = try TestProject()
        // An app of every language, so that each language's report is worked out (and remembered) too; fr is in
        // progress, and left out of it.
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {
              "deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all", "languages": ["en", "en-phonics", "es"]},
              "world": {"kind": "firstwords", "name": "World", "lists": ["Food"], "languages": "all"}}}
            """)
        try project.write("inputs/languages/fr/words.csv", "list,key,word\nFood,egg,œuf\n")
        try IncrementalCheckPropertyTests.build(project.root)
        let before = try Self.remembered(project)
        let frenchParts = before.filter {
            $0.hasPrefix("language-list-findings-fr.") || $0.hasPrefix("language-findings-fr.")
        }
        #expect(frenchParts.count >= 2, "\(before.sorted())")
        let french = frenchParts.union([
            "language-list-rows-fr.json", "completeness-fr.json", "list-completeness-fr.json",
        ])
        #expect(french.isSubset(of: before), "\(before.sorted())")
        #expect(before.contains { $0.hasPrefix("language-list-findings-es.") }, "\(before.sorted())")
        #expect(
            before.contains { $0.hasPrefix("language-findings-es.") } && before.contains("language-list-rows-es.json")
                && before.contains("completeness-es.json"),
            "\(before.sorted())")

        try project.remove("inputs/languages/fr")
        // `check --full` remembers nothing, and so forgets nothing either.
        _ = try IncrementalCheckPropertyTests.check(project.root, full: true)
        #expect(try Self.remembered(project) == before)
        // A language's findings or its lists' parts of every set of needs in one file, as earlier versions kept
        // them: removed.
        let folder = BuildFolder.inspectionFolder(in: project.project)
        let former = ["language-list-findings-es.json", "language-findings-es.json"]
        for name in former { try Data("{}".utf8).write(to: folder.appendingPathComponent(name)) }
        try IncrementalCheckPropertyTests.build(project.root)
        let after = try Self.remembered(project)
        #expect(after.isDisjoint(with: former), "\(after.sorted())")
        #expect(after.isDisjoint(with: french), "\(after.sorted())")
        #expect(before.subtracting(french).isSubset(of: after), "\(before.subtracting(after).sorted()) removed")
    }
}

import Foundation
import Testing
import WordpackTestSupport

/// A localizer's half-done language does not block the others: in development policy an app that takes it
/// through `"languages": "all"` leaves it out with one warning, and builds everything else as before; in
/// release policy, or when an app names it, it is an error.
@Suite struct LanguageInProgressTests {
    static let folder = "inputs/languages/de"

    /// The sample, built when `built` (with the bytes of its outputs); then `wordpack add-language de` (the
    /// sample's fr, which came as a translator's XLIFF file, is in progress too).
    static func sampleWithGermanStarted(built: Bool = false) throws -> (TemporaryFolder, [String: Data]) {
        let project = try built ? WordpackBinary.builtSample().folder : WordpackBinary.copyOfSampleProject()
        let outputs = built ? try FolderContents.files(in: project.file("outputs")) : [:]
        let added = try WordpackBinary.run(["add-language", "de"], in: project.url)
        #expect(added.status == 0, "\(added.standardError)")
        return (project, outputs)
    }

    static func lines(_ text: String, about folder: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(folder) }
    }

    @Test func aNewLanguageIsLeftOutOfTheAllAppsWithOneWarningAndTheRestBuildsAsBefore() throws {
        let (project, before) = try Self.sampleWithGermanStarted(built: true)
        let build = try WordpackBinary.run(["build"], in: project.url)
        #expect(build.status == 0, "\(build.standardError)")
        let german = Self.lines(build.standardError, about: Self.folder)
        #expect(
            german == [
                "inputs/languages/de: warning: de is not complete yet (missing 10 of 10 translations, all.txt, flag.png), "
                    + "so the app animals leaves it out for now; `wordpack check --language de` shows its report. "
                    + "A release build refuses it, unless pipeline.json marks it in progress (\"inProgress\": [\"de\"])."
            ], "\(build.standardError)")
        #expect(!build.standardError.contains("\u{1B}"), "no escape codes when piped")
        // Every output as before but the manifest, which records this build's findings (the warning about de).
        let after = try FolderContents.files(in: project.file("outputs"))
        #expect(after.filter { $0.key != "manifest.json" } == before.filter { $0.key != "manifest.json" })

        // The no-change shortcut says it again.
        let again = try WordpackBinary.run(["build"], in: project.url)
        #expect(again.status == 0)
        #expect(Self.lines(again.standardError, about: Self.folder) == german)

        // Its report shows everything it misses, as if an app needed it.
        let report = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        #expect(report.status == 1)
        #expect(report.standardError.contains("inputs/languages/de: error: has no all.txt"), "\(report.standardError)")
        #expect(report.standardError.contains("inputs/languages/de: error: has no flag.png"))
        #expect(!report.standardError.contains("de is not complete yet"))
        #expect(report.standardOutput.contains("all.txt:           missing"), "\(report.standardOutput)")
    }

    @Test func aReleaseBuildRefusesIt() throws {
        let (project, _) = try Self.sampleWithGermanStarted()
        let build = try WordpackBinary.run(["build", "--policy", "release"], in: project.url)
        #expect(build.status == 1)
        let german = Self.lines(build.standardError, about: Self.folder)
        #expect(
            german.contains(
                "inputs/languages/de: error: has no all.txt; add inputs/languages/de/all.txt "
                    + "holding “All Words” in this language."), "\(build.standardError)")
        #expect(german.contains { $0.contains("error: has no flag.png") })
        #expect(german.contains { $0.contains("has no word in de yet") && $0.contains(": error: ") })
        #expect(!build.standardError.contains("de is not complete yet"))
    }

    @Test func aLanguageAnAppNamesIsRequired() throws {
        let (project, _) = try Self.sampleWithGermanStarted()
        let pipeline = project.file("pipeline.json")
        let text = try String(contentsOf: pipeline, encoding: .utf8)
        let named = text.replacingOccurrences(
            of: #""languages": ["en", "en-phonics", "es"]"#, with: #""languages": ["en", "en-phonics", "es", "de"]"#)
        #expect(named != text)
        try named.write(to: pipeline, atomically: true, encoding: .utf8)
        let build = try WordpackBinary.run(["build"], in: project.url)
        #expect(build.status == 1)
        let german = Self.lines(build.standardError, about: Self.folder)
        #expect(german.contains { $0.contains("inputs/languages/de: error: has no all.txt") }, "\(build.standardError)")
        #expect(!build.standardError.contains("de is not complete yet"))
    }
}

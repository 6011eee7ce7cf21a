import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackPipeline
@testable import WordpackRelease

@Suite struct PublisherTests {
    private func publisher(_ project: TestProject, _ releases: TemporaryFolder) throws -> Publisher {
        Publisher(
            project: project.project, destination: releases.url, configuration: try project.project.loadConfiguration())
    }

    @Test func aReleaseHoldsOneArchivePerAppTheManifestAndTheChanges() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let releases = try TemporaryFolder()
        let release = try #require(try publisher(project, releases).publish(version: nil, allowUnchanged: true))
        #expect(release.version == "1")
        #expect(
            release.files == ["changes.json", "changes.md", "content.json", "deluxe.zip", "manifest.json", "ole.zip"])
        #expect(
            try Data(contentsOf: releases.file("1/manifest.json"))
                == Data(contentsOf: project.folder.file("outputs/manifest.json")))
        // The same outputs give the same archive bytes.
        let second = try #require(try publisher(project, releases).publish(version: nil, allowUnchanged: true))
        #expect(second.version == "2")
        #expect(try Data(contentsOf: releases.file("1/deluxe.zip")) == Data(contentsOf: releases.file("2/deluxe.zip")))
        #expect(second.changes.apps == [])
        // An independent reader lists the archive: Python's zipfile.
        let python = try #require(ExternalTool.find("python3"), "python3 is missing: make test installs it")
        let listing = try ExternalTool.run(
            python,
            [
                "-c",
                "import sys, zipfile; print('\\n'.join(i.filename + ' ' + str(i.date_time) for i in zipfile.ZipFile(sys.argv[1]).infolist()))",
                releases.file("1/deluxe.zip").path,
            ])
        #expect(listing.status == 0)
        let lines = listing.standardOutput.split(separator: "\n")
        #expect(lines.contains("Localization/Animals_es/words.plist (1980, 1, 1, 0, 0, 0)"))
        #expect(lines.map { $0.split(separator: " ")[0] } == lines.map { $0.split(separator: " ")[0] }.sorted())
    }

    @Test func publishRefusesAChangedOrExtraFileAndNeverOverwrites() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let releases = try TemporaryFolder()
        try Data("Fud".utf8).write(to: project.folder.file("outputs/firstwords/deluxe/Localization/Food_en/name.txt"))
        try project.write("outputs/firstwords/deluxe/notes.txt", "hello")
        do {
            _ = try publisher(project, releases).publish(version: "1.0", allowUnchanged: true)
            Issue.record("publish accepted a tampered outputs/")
        } catch let refused as PublishRefused {
            #expect(
                refused.findings.map(\.description) == [
                    "outputs/firstwords/deluxe/Localization/Food_en/name.txt: error: differs from the manifest (it was changed after the build); run `make build` again.",
                    "outputs/firstwords/deluxe/notes.txt: error: is not in the manifest; delete it or run `make build` again.",
                ])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: releases.url.path) == [])

        // A build puts back the changed file and removes the extra one.
        let rebuilt = try ProjectBuilds.build(project)
        #expect(rebuilt.removed == ["firstwords/deluxe/notes.txt"])
        _ = try publisher(project, releases).publish(version: "1.0", allowUnchanged: true)
        do {
            _ = try publisher(project, releases).publish(version: "1.0", allowUnchanged: true)
            Issue.record("publish overwrote a release")
        } catch let refused as PublishRefused {
            #expect(
                refused.findings.map(\.message) == [
                    "already exists, and publish never overwrites a release; choose another --version."
                ])
        }
    }

    @Test func theChangesReportListsExactlyTheEdit() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let releases = try TemporaryFolder()
        _ = try publisher(project, releases).publish(version: nil)
        // One word changed in Spanish, one added to Food in every language.
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gata\nFood,egg,huevo\nFood,fig,higo\n"
        )
        try ProjectBuilds.build(project)
        let release = try #require(try publisher(project, releases).publish(version: nil, allowUnchanged: true))
        let deluxe = try #require(release.changes.apps.first { $0.app == "deluxe" })
        #expect(
            deluxe.languages == [
                ChangesReport.WordChanges(language: "es", changed: ["Animals/cat: word “gato” → “gata”"])
            ])
        #expect(deluxe.mediaAdded == [] && deluxe.mediaRemoved == [] && deluxe.mediaChanged == [])
        let ole = try #require(release.changes.apps.first { $0.app == "ole" })
        #expect(ole.entriesAdded == ["text_eng: cat, text_spa: gata"])
        #expect(ole.entriesRemoved == ["text_eng: cat, text_spa: gato"])
        #expect(release.changes.apps.count == 2)
        let markdown = try String(contentsOf: releases.file("2/changes.md"), encoding: .utf8)
        #expect(markdown.contains("- changed Animals/cat: word “gato” → “gata”"))
    }
}

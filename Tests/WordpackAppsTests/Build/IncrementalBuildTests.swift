import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCore
import WordpackRelease
import WordpackTestSupport

@testable import WordpackOle
@testable import WordpackPipeline

/// Incremental builds on the small test project, with every output stage.
@Suite struct IncrementalBuildTests {
    @Test func twoBuildsFromACleanStateAreByteIdentical() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let first = try ProjectBuilds.snapshot(project)
        #expect(first.keys.contains("manifest.json"))
        try FileManager.default.removeItem(at: project.folder.file("outputs"))
        try FileManager.default.removeItem(at: project.folder.file(".wordpack"))
        try ProjectBuilds.build(project)
        let second = try ProjectBuilds.snapshot(project)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first { #expect(second[path] == bytes, "\(path)") }
    }

    @Test func aSecondBuildDoesNothing() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let again = try ProjectBuilds.build(project)
        #expect(ProjectBuilds.rebuilt(again) == [])
        #expect(again.removed == [])
        #expect(again.reports.allSatisfy { $0.report.written.isEmpty })
    }

    @Test func aChangedListNameRemakesOnlyWhatHoldsIt() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        try project.write("inputs/languages/es/lists.csv", "list,name\nAnimals,Animales\nFood,Comidas\n")
        let result = try ProjectBuilds.build(project)
        // Only what holds the changed name: Food's name.txt in es (plists, the other list's name and Olé's pairs
        // are keyed by their own content, not by the sheets they are read from).
        #expect(ProjectBuilds.rebuilt(result) == ["firstwords/deluxe/Localization/Food_es/name.txt"])
        #expect(
            result.plan.decisions["firstwords/deluxe/Localization/Food_es/name.txt"]?.reason
                == "its content in the catalogue changed")
        #expect(
            try String(
                contentsOf: project.folder.file("outputs/firstwords/deluxe/Localization/Food_es/name.txt"),
                encoding: .utf8) == "Comidas")
    }

    /// One translation changed: only the plists that hold it are made again (not the language's other
    /// plists, made from the same sheet), and every output is as a fresh full build makes it.
    @Test func aChangedTranslationRemakesOnlyThePlistsThatHoldIt() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gata\nFood,egg,huevo\nFood,fig,higo\n"
        )
        let result = try ProjectBuilds.build(project)
        // cat is not in Animals' free subset; Olé's words.json holds it too.
        #expect(
            ProjectBuilds.rebuilt(result) == [
                "firstwords/deluxe/Localization/Animals_es/words.plist", OleWordsFile.path,
            ])
        #expect(
            result.plan.decisions["firstwords/deluxe/Localization/Animals_es/words.plist"]?.reason
                == "its content in the catalogue changed")
        let manifest = try Manifest.read(from: project.folder.file("outputs/manifest.json"))
        let plist = try #require(
            manifest.files.first { $0.path == "firstwords/deluxe/Localization/Food_es/words.plist" })
        // The manifest still names the sheets the plist is made from, with their bytes as they are now.
        #expect(
            plist.inputs.map(\.path) == [
                "inputs/languages/es/lists.csv", "inputs/languages/es/words.csv", "inputs/lists/Food.csv",
            ])
        #expect(
            plist.inputs.first { $0.path == "inputs/languages/es/words.csv" }?.sha256
                == (try FileDigest.sha256(of: project.folder.file("inputs/languages/es/words.csv"))))

        let incremental = try ProjectBuilds.snapshot(project)
        try FileManager.default.removeItem(at: project.folder.file("outputs"))
        try FileManager.default.removeItem(at: project.folder.file(".wordpack"))
        try ProjectBuilds.build(project)
        let fresh = try ProjectBuilds.snapshot(project)
        #expect(incremental.keys.sorted() == fresh.keys.sorted())
        for (path, bytes) in fresh { #expect(incremental[path] == bytes, "\(path)") }
    }

    /// A sheet whose bytes changed but whose rows did not: nothing is made, and the manifest names the sheet's
    /// new SHA-256.
    @Test func aSheetWithTheSameRowsStillChangesTheManifest() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all",
              "languages": ["en", "es"]}}}
            """)
        try ProjectBuilds.build(project)
        let sheet = project.folder.file("inputs/lists/Animals.csv")
        try (try Data(contentsOf: sheet) + Data("\r\n".utf8)).write(to: sheet)
        let result = try ProjectBuilds.build(project)
        #expect(ProjectBuilds.rebuilt(result) == [])
        #expect(result.manifest != nil)
        let manifest = try Manifest.read(from: project.folder.file("outputs/manifest.json"))
        let plist = try #require(
            manifest.files.first { $0.path == "firstwords/deluxe/Localization/Animals_en/words.plist" })
        #expect(
            plist.inputs.first { $0.path == "inputs/lists/Animals.csv" }?.sha256 == (try FileDigest.sha256(of: sheet)))
    }

    @Test func aChangedSettingOrAnOutputChangedByHandIsMadeAgain() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let nameFile = project.folder.file("outputs/firstwords/deluxe/Localization/Food_en/name.txt")
        try Data("Fud".utf8).write(to: nameFile)
        let result = try ProjectBuilds.build(project)
        #expect(ProjectBuilds.rebuilt(result) == ["firstwords/deluxe/Localization/Food_en/name.txt"])
        #expect(
            result.plan.decisions["firstwords/deluxe/Localization/Food_en/name.txt"]?.reason
                == "the output was changed outside wordpack")
        #expect(try String(contentsOf: nameFile, encoding: .utf8) == "Food")
    }

    @Test func aRemovedWordRemovesItsFiles() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        try project.write(
            "inputs/lists/Animals.csv", "key,picture,background,free\r\nant,,grass,TRUE\r\nbat,,night,TRUE\r\n")
        for code in ["en", "es"] {
            try project.remove("inputs/languages/\(code)/speech/Animals/cat.wav")
        }
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nFood,egg,egg\nFood,fig,fig\n")
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nFood,egg,huevo\nFood,fig,higo\n")
        try project.remove("inputs/words/Animals/picture/cat.pdf")
        try project.remove("inputs/words/Animals/sound/cat.wav")
        let result = try ProjectBuilds.build(project)
        let files = try ProjectBuilds.snapshot(project).keys
        #expect(!files.contains { $0.contains("/cat.") }, "\(files.sorted())")
        #expect(result.removed.contains("firstwords/deluxe/Words/Animals/picture/cat.pdf"))
        let manifest = try Manifest.read(from: project.folder.file("outputs/manifest.json"))
        #expect(!manifest.files.contains { $0.path.contains("/cat.") })
        #expect(Set(manifest.files.map(\.path)) == Set(files.filter { $0 != "manifest.json" }))
    }

    @Test func theManifestMatchesEveryFile() throws {
        let project = try TestProject()
        try ProjectBuilds.build(project)
        let manifest = try Manifest.read(from: project.folder.file("outputs/manifest.json"))
        let files = try ProjectBuilds.snapshot(project)
        #expect(manifest.files.count == files.count - 1)
        for file in manifest.files {
            let bytes = try #require(files[file.path])
            #expect(file.sha256 == FileDigest.sha256(of: bytes), "\(file.path)")
            #expect(file.size == Int64(bytes.count))
            #expect(!file.inputs.isEmpty)
        }
        #expect(manifest.wordpackVersion == WordpackVersion.current)
        let deluxe = try #require(manifest.apps.first { $0.id == "deluxe" })
        #expect(deluxe.languages?.map(\.code) == ["en", "en-phonics", "es"])
        #expect(deluxe.languages?.first { $0.code == "es" }?.words == ["Animals": 3, "Food": 2])
    }
}

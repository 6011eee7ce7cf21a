import Foundation
import Testing
import WordpackTestSupport

/// `publish --swift-package DIR --git` on the sample: each app's content a Swift package that SwiftPM builds, a
/// consumer package reads through the generated functions, and a second release tags and changes only what
/// changed. SwiftPM (`swift build`) and git are the independent readers.
@Suite struct ContentPackageTests {
    static let apps = ["animals", "chatwa", "deluxe", "japanese", "ole", "starter", "vocab"]

    /// `git arguments…` in `repository`, its output trimmed.
    static func git(_ repository: URL, _ arguments: [String]) throws -> String {
        let git = try #require(ExternalTool.find("git"), "git is missing: make test installs it")
        let result = try ExternalTool.run(git, ["-C", repository.path, "-c", "core.quotePath=false"] + arguments)
        #expect(result.status == 0, "git \(arguments): \(result.standardError)")
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `swift build` of the package in `folder`, then its `Reader`'s output.
    static func buildAndRun(_ folder: URL) throws -> String {
        let swift = try #require(ExternalTool.find("swift"), "swift is missing")
        let build = try ProcessRunner.run(URL(fileURLWithPath: swift), ["build"], in: folder, timeout: 900)
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        #expect(!build.standardOutput.contains("warning:"), "\(build.standardOutput)")
        let run = try ExternalTool.run(folder.appendingPathComponent(".build/debug/Reader").path, [])
        #expect(run.status == 0, "\(run.standardError)")
        return run.standardOutput
    }

    /// A consumer package whose `Reader` decodes Animals in English through `AnimalsContent.wordsPlist` with
    /// `PropertyListDecoder` and prints the words as JSON; `dependency` is its `.package(…)`.
    static func consumer(in folder: TemporaryFolder, dependency: String) throws -> URL {
        _ = try folder.write(
            "Package.swift",
            Data(
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Reader",
                    dependencies: [\(dependency)],
                    targets: [
                        .executableTarget(
                            name: "Reader", dependencies: [.product(name: "AnimalsContent", package: "animals")])
                    ]
                )

                """.utf8))
        _ = try folder.write(
            "Sources/Reader/main.swift",
            Data(
                """
                import AnimalsContent
                import Foundation

                struct Word: Codable {
                    var word: String
                    var key, picture, speech, sound, background, sortkey: String?
                    var disabled: Bool?
                    var caseOverride: Int?
                }
                guard let url = AnimalsContent.wordsPlist(list: "Animals", language: "en") else { exit(2) }
                let words = try PropertyListDecoder().decode([Word].self, from: Data(contentsOf: url))
                guard AnimalsContent.picture(list: "Animals", name: "cat") != nil,
                    AnimalsContent.wordsPlist(list: "Animals", language: "xx") == nil
                else { exit(3) }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                print(String(decoding: try encoder.encode(words), as: UTF8.self))

                """.utf8))
        return folder.url
    }

    /// The words of a `words.plist` as Python's plistlib reads them, as JSON.
    static func plistlib(_ file: URL) throws -> Any {
        let python = try #require(ExternalTool.find("python3"), "python3 is missing: make test installs it")
        let read = try ExternalTool.run(
            python,
            ["-c", "import json, plistlib, sys; print(json.dumps(plistlib.load(open(sys.argv[1], 'rb'))))", file.path])
        #expect(read.status == 0, "\(read.standardError)")
        return try JSONSerialization.jsonObject(with: read.output)
    }

    /// A manifest's files: path under `outputs/` → SHA-256.
    static func files(_ manifest: URL) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
        let files = object?["files"] as? [[String: Any]] ?? []
        return Dictionary(
            uniqueKeysWithValues: files.compactMap { file in
                (file["path"] as? String).map { ($0, file["sha256"] as? String ?? "") }
            })
    }

    /// The paths under `folder` of `outputs/` whose bytes differ between two manifests (or are in one only).
    static func changed(_ old: URL, _ new: URL, under folder: String) throws -> Set<String> {
        let (before, after) = (try files(old), try files(new))
        return Set(Set(before.keys).union(after.keys).filter { $0.hasPrefix(folder) && before[$0] != after[$0] })
    }

    @Test(.tags(.slow)) func theSamplesPackagesBuildAConsumerReadsThemAndASecondReleaseChangesOnlyWhatChanged() throws {
        let sample = try WordpackBinary.builtSample().folder
        let (releases, packages) = (sample.file("releases"), sample.file("packages"))
        let publish = ["publish", "--to", releases.path, "--swift-package", packages.path, "--git"]
        let first = try WordpackBinary.run(publish, in: sample.url)
        #expect(first.status == 0, "\(first.standardError)")
        for app in Self.apps {
            let package = packages.appendingPathComponent(app)
            #expect(try Self.git(package, ["tag"]) == "1.0.0", "\(app)")
            #expect(try Self.git(package, ["status", "--porcelain"]) == "", "\(app)")
            #expect(first.standardError.contains("the Swift package \(package.path) tagged 1.0.0"))
        }
        let animals = packages.appendingPathComponent("animals")
        try Golden.check(
            Data(contentsOf: animals.appendingPathComponent("Package.swift")), against: "packages/animals/Package.swift"
        )
        try Golden.check(
            Data(contentsOf: animals.appendingPathComponent("Sources/AnimalsContent/AnimalsContent.swift")),
            against: "packages/animals/AnimalsContent.swift")
        try Golden.check(
            Data(contentsOf: packages.appendingPathComponent("ole/Sources/OleContent/OleContent.swift")),
            against: "packages/ole/OleContent.swift")
        // The app's folder, file for file.
        let listed = try Self.git(animals, ["ls-files", "Sources/AnimalsContent"]).split(separator: "\n")
        let shipped = try Self.files(sample.file("outputs/manifest.json")).keys.filter {
            $0.hasPrefix("firstwords/animals/")
        }
        #expect(shipped.count > 50)
        #expect(
            Set(listed.map(String.init))
                == Set(shipped.map { "Sources/AnimalsContent/" + $0.dropFirst("firstwords/animals/".count) })
                .union(["Sources/AnimalsContent/AnimalsContent.swift"]))

        // The same outputs give the same commits, on any machine: the package's bytes and its dates are fixed.
        let again = try WordpackBinary.run(
            [
                "publish", "--to", sample.file("releases2").path, "--swift-package", sample.file("packages2").path,
                "--git",
            ],
            in: sample.url)
        #expect(again.status == 0, "\(again.standardError)")
        for app in Self.apps {
            #expect(
                try Self.git(packages.appendingPathComponent(app), ["rev-parse", "1.0.0"])
                    == Self.git(sample.file("packages2/\(app)"), ["rev-parse", "1.0.0"]), "\(app)")
        }

        // A consumer depending on the package by path decodes words.plist as Python's plistlib reads it.
        let byPath = try TemporaryFolder()
        let words = try Self.buildAndRun(
            try Self.consumer(in: byPath, dependency: ".package(path: \"\(animals.path)\")"))
        let decoded = try JSONSerialization.jsonObject(with: Data(words.utf8)) as? NSArray
        let expected = try Self.plistlib(sample.file("outputs/firstwords/animals/Localization/Animals_en/words.plist"))
        #expect(decoded == expected as? NSArray)
        #expect(words.contains("\"word\":\"pig\""))

        // The second release: pig is a piglet in English.
        let oldManifest = sample.file("manifest-1.json")
        try FileManager.default.copyItem(at: sample.file("outputs/manifest.json"), to: oldManifest)
        try WorkbookCellEdit.setText("piglet", cell: "C11", in: sample.file("inputs/languages/en/words.xlsx"))
        let build = try WordpackBinary.run(["build"], in: sample.url)
        #expect(build.status == 0, "\(build.standardError)")
        // Its translations are outdated now, which a release build refuses: published as a development release.
        let second = try WordpackBinary.run(publish + ["--allow-development"], in: sample.url)
        #expect(second.status == 0, "\(second.standardError)")
        let changed = try Self.changed(oldManifest, sample.file("outputs/manifest.json"), under: "firstwords/animals/")
        #expect(changed.contains("firstwords/animals/Localization/Animals_en/words.plist"))
        let diff = try Self.git(animals, ["diff", "--name-only", "1.0.0", "2.0.0"]).split(separator: "\n")
        #expect(
            Set(diff.map(String.init))
                == Set(changed.map { "Sources/AnimalsContent/" + $0.dropFirst("firstwords/animals/".count) }))
        #expect(try Self.git(animals, ["log", "--format=%s"]) == "Release 2\nRelease 1")
        #expect(try Self.git(animals, ["show", "--no-patch", "--format=%B", "2.0.0"]).contains("piglet"))
        #expect(try Self.git(animals, ["status", "--porcelain"]) == "")
        // An app whose content did not change gets its tag on a commit that changes nothing.
        let japanese = packages.appendingPathComponent("japanese")
        #expect(try Self.git(japanese, ["diff", "--name-only", "1.0.0", "2.0.0"]) == "")
        #expect(try Self.git(japanese, ["show", "--no-patch", "--format=%B", "2.0.0"]).contains("No change"))

        // A consumer taking the package from its git repository by version gets the second release.
        let byVersion = try TemporaryFolder()
        let newer = try Self.buildAndRun(
            try Self.consumer(
                in: byVersion, dependency: ".package(url: \"file://\(animals.path)\", exact: \"2.0.0\")"))
        #expect(newer.contains("\"word\":\"piglet\""), "\(newer)")

        // Nothing changed: no release, and each package stays at its tag.
        let third = try WordpackBinary.run(publish + ["--allow-development"], in: sample.url)
        #expect(third.status == 0, "\(third.standardError)")
        #expect(third.standardError.contains("the Swift package \(animals.path) already at 2.0.0"))
        #expect(try Self.git(animals, ["rev-list", "--count", "HEAD"]) == "2")
    }

    @Test(.tags(.slow)) func whatWouldStopThePackagesStopsTheReleaseBeforeItIsWritten() throws {
        let sample = try WordpackBinary.builtSample().folder
        let releases = sample.file("releases")
        // A version no package can be tagged with.
        let beta = try WordpackBinary.run(
            [
                "publish", "--to", releases.path, "--swift-package", sample.file("p1").path, "--git", "--version",
                "beta",
            ],
            in: sample.url)
        #expect(beta.status != 0)
        #expect(beta.standardError.contains("the release's version “beta” cannot be a Swift package's version"))
        #expect(!FileManager.default.fileExists(atPath: releases.appendingPathComponent("beta").path))

        // Packages inside outputs/ would be removed by the next build.
        let inside = try WordpackBinary.run(
            ["publish", "--to", releases.path, "--swift-package", sample.file("outputs/packages").path], in: sample.url)
        #expect(inside.status != 0)
        #expect(inside.standardError.contains("is inside outputs/, which holds only what a build makes"))
        #expect(!FileManager.default.fileExists(atPath: releases.path))

        // Without --git, a package is replaced whole.
        let plain = sample.file("plain")
        let written = try WordpackBinary.run(
            ["publish", "--to", releases.path, "--swift-package", plain.path], in: sample.url)
        #expect(written.status == 0, "\(written.standardError)")
        let stray = plain.appendingPathComponent("ole/Sources/OleContent/stray.txt")
        try Data("x".utf8).write(to: stray)
        let rewritten = try WordpackBinary.run(
            ["publish", "--to", releases.path, "--swift-package", plain.path], in: sample.url)
        #expect(rewritten.status == 0, "\(rewritten.standardError)")
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(FileManager.default.fileExists(atPath: plain.appendingPathComponent("ole/Package.swift").path))

        // A repository with changes of its own, a folder wordpack did not write, and a plain package where a
        // repository should be: all three said in one run, and no release made.
        let repositories = sample.file("repositories")
        let made = try WordpackBinary.run(
            ["publish", "--to", sample.file("other").path, "--swift-package", repositories.path, "--git"],
            in: sample.url)
        #expect(made.status == 0, "\(made.standardError)")
        try Data("edited".utf8).write(to: repositories.appendingPathComponent("ole/Sources/OleContent/words.json"))
        try Data("// swift-tools-version:5.9\n".utf8).write(
            to: repositories.appendingPathComponent("vocab/Package.swift"))
        try FileManager.default.removeItem(at: repositories.appendingPathComponent("chatwa/.git"))
        let refused = try WordpackBinary.run(
            ["publish", "--to", releases.path, "--swift-package", repositories.path, "--git", "--allow-unchanged"],
            in: sample.url)
        #expect(refused.status != 0)
        for sentence in [
            "\(repositories.path)/ole: error: has changes no commit holds",
            "\(repositories.path)/vocab: error: holds files wordpack did not write",
            "\(repositories.path)/chatwa: error: is not a git repository",
        ] {
            #expect(refused.standardError.contains(sentence), "\(refused.standardError)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: releases.path).filter { !$0.hasPrefix(".") } == ["1"])
        #expect(try Self.git(repositories.appendingPathComponent("ole"), ["tag"]) == "1.0.0")
    }
}

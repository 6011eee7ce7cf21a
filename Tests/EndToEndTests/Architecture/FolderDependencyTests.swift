import Foundation
import Testing
import WordpackTestSupport

/// The library's layers are SwiftPM targets, so a wrong-way dependency between them does not compile; inside a
/// target, its folders depend on each other in one direction: `tools/folder-dependencies.py` finds no loop.
@Suite struct FolderDependencyTests {
    @Test func theTargetsFoldersHaveNoDependencyLoop() throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let script = Fixtures.repository.appendingPathComponent("tools/folder-dependencies.py").path
        let result = try ExternalTool.run(python, [script, Fixtures.repository.appendingPathComponent("Sources").path])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("no loops\n"), "\(result.standardOutput)")
        // Every layer's folders and their declarations were seen, `package` ones included: a script that found
        // nothing would find no loop either. (Before it read `package` declarations it found 40 dependencies.)
        let counts = try #require(
            result.standardOutput.firstMatch(of: #/(\d+) dependencies between (\d+) folders, (\d+) names declared/#))
        #expect(Int(counts.1) ?? 0 >= 150, "\(result.standardOutput)")
        #expect(Int(counts.2) ?? 0 >= 30, "\(result.standardOutput)")
        #expect(Int(counts.3) ?? 0 >= 400, "\(result.standardOutput)")
    }

    /// The script sees `package` declarations behind attributes: two folders that use each other's are a loop.
    @Test func packageDeclarationsMakeALoop() throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let script = Fixtures.repository.appendingPathComponent("tools/folder-dependencies.py").path
        let sources = try TemporaryFolder()
        try sources.write("WordpackA/Maker/Maker.swift", "@MainActor package final class Maker { let back = Back() }\n")
        try sources.write("WordpackA/Back/Back.swift", "package struct Back { func make() -> Maker? { nil } }\n")
        try sources.write("WordpackA/User/User.swift", "let made = Maker()\n")
        let result = try ExternalTool.run(python, [script, sources.url.path])
        #expect(result.standardOutput.contains("WordpackA/User -> WordpackA/Maker\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("loop: WordpackA/Back <-> WordpackA/Maker"), "\(result.standardOutput)")
        #expect(result.status == 1)
    }
}

extension FolderDependencyTests {
    /// The README's sentence of the direction (`WordpackCore → WordpackXML → …`) is Package.swift's: each
    /// library target it names depends only on targets it names earlier, and it names every one.
    @Test func theReadmesDirectionIsPackageSwifts() throws {
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let start = try #require(readme.range(of: "in one direction only:"))
        let end = try #require(readme.range(of: "the command-line tool", range: start.upperBound..<readme.endIndex))
        var rank: [String: Int] = [:]
        for (index, layer) in readme[start.upperBound..<end.lowerBound].components(separatedBy: "→").enumerated() {
            for word in layer.split(whereSeparator: { !$0.isLetter }).map(String.init) where word.hasPrefix("Wordpack")
            {
                rank[word] = index
            }
        }
        let dependencies = try Self.libraryTargets()
        #expect(dependencies.count >= 10, "\(dependencies)")
        #expect(Set(rank.keys) == Set(dependencies.keys), "the README names \(rank.keys.sorted())")
        for (target, uses) in dependencies {
            guard let own = rank[target] else { continue }
            for used in uses {
                let theirs = try #require(rank[used], "\(target) uses \(used), which the README does not name")
                #expect(theirs < own, "\(target) uses \(used), which the README puts after it (or beside it)")
            }
        }
    }

    /// Package.swift's `Wordpack…` library targets and the `Wordpack…` targets each depends on, as SwiftPM reads
    /// the manifest (`swift package dump-package`): the kinds' targets are made from one list there.
    static func libraryTargets() throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        // The library's targets: the tests' support targets (Tests/…Support) are not.
        for target in try manifestTargets()
        where target.type == "regular" && target.name.hasPrefix("Wordpack") && !(target.path ?? "").hasPrefix("Tests") {
            found[target.name] = target.dependencies.filter { $0.hasPrefix("Wordpack") }
        }
        return found
    }

    /// A target of Package.swift as SwiftPM reads it: its kind, its folder when not the default one, and the names
    /// of the targets and products it depends on.
    struct ManifestTarget {
        let name: String
        let type: String
        let path: String?
        let dependencies: [String]
    }

    /// Every target of Package.swift, as `swift package dump-package` gives them.
    static func manifestTargets() throws -> [ManifestTarget] {
        let swift = try #require(ExternalTool.find("swift"), "swift is needed to read Package.swift")
        // A scratch folder of its own: the running `swift test` holds the lock of .build/. SwiftPM puts the lock
        // of that folder in TMPDIR: inside it too, so that nothing is left in /tmp.
        let scratch = try TemporaryFolder()
        let result = try ExternalTool.run(
            swift,
            ["package", "--package-path", Fixtures.repository.path, "--scratch-path", scratch.file("build").path]
                + ["dump-package"],
            environment: ["TMPDIR": scratch.url.path])
        try #require(result.status == 0, "\(result.standardError)")
        struct Manifest: Decodable {
            struct Target: Decodable {
                let name: String
                let type: String
                let path: String?
                let dependencies: [[String: [String?]]]
            }
            let targets: [Target]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(result.standardOutput.utf8))
        return manifest.targets.map { target in
            ManifestTarget(
                name: target.name, type: target.type, path: target.path,
                dependencies: target.dependencies.flatMap { $0.values.compactMap { $0.first ?? nil } })
        }
    }
}

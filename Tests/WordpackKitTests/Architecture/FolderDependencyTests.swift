import Foundation
import Testing

/// The library's layers are SwiftPM targets, so a wrong-way dependency between them does not compile; inside a
/// target, its folders depend on each other in one direction: `tools/folder-dependencies.py` finds no loop.
@Suite struct FolderDependencyTests {
    @Test func theTargetsFoldersHaveNoDependencyLoop() throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let script = Fixtures.repository.appendingPathComponent("tools/folder-dependencies.py").path
        let result = try ExternalTool.run(python, [script, Fixtures.repository.appendingPathComponent("Sources").path])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("no loops\n"), "\(result.standardOutput)")
        // Every layer's folders were seen: a script that found nothing would find no loop either.
        #expect(result.standardOutput.split(separator: "\n").count >= 25, "\(result.standardOutput)")
    }
}

extension FolderDependencyTests {
    /// The README's sentence of the direction (`WordpackCore → WordpackMedia → …`) is Package.swift's: each
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

    /// Package.swift's `Wordpack…` targets and the `Wordpack…` targets each depends on.
    static func libraryTargets() throws -> [String: [String]] {
        let manifest = try String(
            contentsOf: Fixtures.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try Regex(#"\.target\(\s*name:\s*"(Wordpack\w+)",\s*dependencies:\s*\[([^\]]*)\]"#)
        var found: [String: [String]] = [:]
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring, let list = match.output[2].substring else { continue }
            found[String(name)] = list.matches(of: try Regex(#""(Wordpack\w+)""#)).compactMap {
                $0.output[1].substring.map(String.init)
            }
        }
        return found
    }
}

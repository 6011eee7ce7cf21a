import Foundation
import Testing

/// The library's folders depend on each other in one direction (README, "What is where"):
/// `tools/folder-dependencies.py` finds no loop.
@Suite struct FolderDependencyTests {
    @Test func theLibrarysFoldersHaveNoDependencyLoop() throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let script = Fixtures.repository.appendingPathComponent("tools/folder-dependencies.py").path
        let result = try ExternalTool.run(
            python, [script, Fixtures.repository.appendingPathComponent("Sources/WordpackKit").path])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("no loops\n"), "\(result.standardOutput)")
    }
}

extension FolderDependencyTests {
    /// The README's sentence of the direction (`A and B → C → …`) holds: a folder it names uses only folders it
    /// names earlier (or folders it does not name, such as the package's root).
    @Test func theReadmesDirectionIsTheCodes() throws {
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let start = try #require(readme.range(of: "in one direction only:"))
        let end = try #require(readme.range(of: "the command-line tool", range: start.upperBound..<readme.endIndex))
        let folders = Set(try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.repository.appendingPathComponent("Sources/WordpackKit").path))
        var rank: [String: Int] = [:]
        for (index, layer) in readme[start.upperBound..<end.lowerBound].components(separatedBy: "→").enumerated() {
            for word in layer.split(whereSeparator: { !$0.isLetter }).map(String.init) where folders.contains(word) {
                rank[word] = index
            }
        }
        #expect(rank.count >= 15, "\(rank)")
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let script = Fixtures.repository.appendingPathComponent("tools/folder-dependencies.py").path
        let result = try ExternalTool.run(
            python, [script, Fixtures.repository.appendingPathComponent("Sources/WordpackKit").path])
        for line in result.standardOutput.split(separator: "\n") {
            let parts = line.components(separatedBy: " -> ")
            guard parts.count == 2, let own = rank[parts[0]] else { continue }
            for used in parts[1].components(separatedBy: ", ") {
                guard let theirs = rank[used] else { continue }
                #expect(theirs < own, "\(parts[0]) uses \(used), which the README puts after it (or beside it)")
            }
        }
    }
}

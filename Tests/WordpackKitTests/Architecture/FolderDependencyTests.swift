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

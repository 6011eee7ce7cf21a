import Foundation
import Testing
import WordpackTestSupport

/// A git repository in a temporary folder, with the sample's sheets, set up by `wordpack git-setup`: the real
/// git merges and diffs through the real binary.
struct GitRepository {
    let folder: TemporaryFolder
    let git: String

    /// A repository holding `files` (paths in the sample project) on `main`, with wordpack's drivers set up.
    init(_ files: [String]) throws {
        folder = try TemporaryFolder()
        git = try #require(ExternalTool.find("git"), "git is needed; `make test` installs it")
        try run(["init", "-q", "-b", "main"])
        for file in files {
            let target = folder.file(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent(file), to: target)
        }
        let setup = try WordpackBinary.run(["git-setup"], in: folder.url)
        try #require(setup.status == 0, "\(setup.standardError)")
        try commit("The sample's sheets")
    }

    /// What git needs to commit, and nothing from this machine's own configuration.
    var environment: [String: String] {
        [
            "HOME": folder.url.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Alice",
            "GIT_AUTHOR_EMAIL": "alice@example.com", "GIT_COMMITTER_NAME": "Alice",
            "GIT_COMMITTER_EMAIL": "alice@example.com", "GIT_AUTHOR_DATE": "2026-11-25T10:00:00Z",
            "GIT_COMMITTER_DATE": "2026-11-25T10:00:00Z", "GIT_MERGE_AUTOEDIT": "no",
        ]
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> ExternalTool.Output {
        try ExternalTool.run(git, ["-C", folder.url.path] + arguments, environment: environment)
    }

    /// Runs git and requires it to succeed.
    @discardableResult
    func succeed(_ arguments: [String]) throws -> String {
        let result = try run(arguments)
        try #require(result.status == 0, "git \(arguments): \(result.standardError)")
        return result.standardOutput
    }

    func commit(_ message: String) throws {
        try succeed(["add", "-A"])
        try succeed(["commit", "-q", "-m", message])
    }

    /// Runs a branch's edit on `main`'s version and commits it.
    func branch(_ name: String, _ edit: () throws -> Void) throws {
        try succeed(["checkout", "-q", "-b", name, "main"])
        try edit()
        try commit("\(name)'s edit")
    }

    /// A Python script's standard output (json, zipfile, csv, openpyxl: independent readers).
    func python(_ script: String, _ arguments: [String] = []) throws -> String {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let result = try ExternalTool.run(python, ["-c", script] + arguments)
        try #require(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    func url(_ path: String) -> URL { folder.file(path) }
}

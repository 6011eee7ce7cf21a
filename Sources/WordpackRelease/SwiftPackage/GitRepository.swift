import Foundation
import WordpackCore

/// A content package's git repository, worked through the `git` program (`publish --swift-package --git`).
/// git runs with a configuration of its own, not the machine's or the user's: the same releases give the same
/// commits and tags on every machine (author `wordpack`, dated `SOURCE_DATE_EPOCH`, else 1980-01-01 as the
/// release's ZIP entries are), and no hook, signing or line-ending setting of the machine changes them.
struct GitRepository {
    /// The repository's folder (its work tree).
    var folder: URL

    /// Where the program is, or nil when it is not installed.
    static let program: String? = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"]
        .first(where: FileManager.default.isExecutableFile)

    /// How long one git command may take: adding a large app's files is a few seconds.
    static let timeLimit = 600

    /// The date of every commit: `SOURCE_DATE_EPOCH` (seconds since 1970) when set, else 1980-01-01.
    static var date: String {
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { UInt64($0) } ?? 315_532_800
        return "@\(epoch) +0000"
    }

    static var environment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": inherited["PATH"] ?? "/usr/bin:/bin", "LC_ALL": "C", "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_TERMINAL_PROMPT": "0", "GIT_AUTHOR_NAME": "wordpack",
            "GIT_AUTHOR_EMAIL": "wordpack@localhost", "GIT_COMMITTER_NAME": "wordpack",
            "GIT_COMMITTER_EMAIL": "wordpack@localhost", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
        ]
        environment["HOME"] = inherited["HOME"]
        return environment
    }

    /// Whether the folder has a repository of its own (`.git`).
    var exists: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) }

    /// Runs `git arguments…` in the repository (`--work-tree`: another folder's files as its work tree) and
    /// returns what it printed; a `FileProblem` at the folder with git's own words when it fails.
    @discardableResult
    func run(_ arguments: [String], workTree: URL? = nil) throws -> String {
        guard let program = Self.program else {
            throw FileProblem(
                file: folder.path,
                "could not be made a git repository: the git program is not installed (on Debian: apt-get install "
                    + "git).")
        }
        var all = ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgSign=false", "-c", "tag.gpgSign=false"]
        if let workTree {
            all += ["--git-dir", folder.appendingPathComponent(".git").path, "--work-tree", workTree.path]
        } else {
            all += ["-C", folder.path]
        }
        let child: LimitedChild
        do {
            child = try LimitedChild.run(
                program, all + arguments, seconds: Self.timeLimit, environment: Self.environment)
        } catch {
            throw FileProblem(file: folder.path, "could not run git: \(error.localizedDescription).")
        }
        guard child.end == .exited(0) else {
            let said = String(decoding: child.errorOutput, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init)
            throw FileProblem(
                file: folder.path,
                "git \(arguments.first ?? "") failed" + (said.map { ": \($0)" } ?? "") + ".")
        }
        return String(decoding: child.output, as: UTF8.self)
    }

    /// Whether the work tree holds changes no commit has (ignored files apart).
    func hasChanges() throws -> Bool {
        try !run(["status", "--porcelain"]).isEmpty
    }

    /// Whether the repository has tag `name`.
    func hasTag(_ name: String) throws -> Bool {
        try !run(["tag", "--list", name]).isEmpty
    }
}

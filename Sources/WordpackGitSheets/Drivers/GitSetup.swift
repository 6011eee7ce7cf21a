import Foundation
import WordpackCore

/// `wordpack git-setup`: the project's sheets named in its `.gitattributes` (committed, so every clone has them),
/// and the drivers those names stand for in the clone's own git config (git takes drivers only from there).
/// Running it again changes nothing.
package enum GitSetup {
    /// The sheets wordpack reads: the list sheets and the language folders' workbooks and tables.
    package static let patterns: [String] = ["inputs/lists/*", "inputs/languages/*/*"].flatMap { folder in
        ["xlsx", "ods", "csv", "tsv"].map { "/\(folder).\($0)" }
    }

    static let marker =
        "# wordpack git-setup: sheets diff by cell and merge by row key and column (docs/content-team.md)"

    /// The `.gitattributes` text with every line it needs; `existing` unchanged when it has them all.
    package static func attributes(_ existing: String) -> String {
        let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = patterns.map { "\($0) diff=wordpack merge=wordpack" }.filter { !present.contains($0) }
        guard !missing.isEmpty else { return existing }
        var text = existing
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        return text + (present.contains(marker) ? [] : [marker]).joined() + (present.contains(marker) ? "" : "\n")
            + missing.joined(separator: "\n") + "\n"
    }

    /// How git calls this program: `wordpack` when the `wordpack` on `PATH` is this very file (so an upgrade
    /// keeps working), else its absolute path (a build folder's binary), quoted for git's shell.
    package static func command(program: String = RunningProgram.path) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let resolved = URL(fileURLWithPath: program).resolvingSymlinksInPath().path
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("wordpack")
            if FileManager.default.isExecutableFile(atPath: candidate.path),
                candidate.resolvingSymlinksInPath().path == resolved
            {
                return "wordpack"
            }
        }
        return MergeConflict.shellWord(program)
    }

    /// The config lines `git-setup` sets, as `git config` takes them.
    package static func configuration(command: String) -> [(key: String, value: String)] {
        [
            ("diff.wordpack.textconv", "\(command) git-textconv"),
            ("merge.wordpack.name", "wordpack: sheets merged by sheet, row key and column"),
            ("merge.wordpack.driver", "\(command) git-merge %O %A %B %P"),
        ]
    }

    /// Sets up the clone holding `project`; returns what it did, one line each.
    package static func run(project: URL, command: String = command()) throws -> [String] {
        let git = GitCommand(folder: project)
        do {
            try git.run(["rev-parse", "--show-toplevel"])
        } catch is GitCommand.Failure {
            throw GitCommand.Failure(
                sentence: "\(project.path) is not in a git repository: clone the project (or run `git init`), then "
                    + "run `wordpack git-setup` in it.")
        }
        var done: [String] = []
        let attributesFile = project.appendingPathComponent(".gitattributes")
        let existing =
            FileManager.default.fileExists(atPath: attributesFile.path)
            ? String(
                decoding: try RegularFile.contents(attributesFile.path, displayPath: ".gitattributes"), as: UTF8.self)
            : ""
        let wanted = attributes(existing)
        if wanted != existing {
            try FileWriter.write(Data(wanted.utf8), to: attributesFile)
            done.append(".gitattributes: the sheets in inputs/ use the wordpack drivers (commit it)")
        } else {
            done.append(".gitattributes: already names the sheets in inputs/")
        }
        for (key, value) in configuration(command: command) {
            let current = try? git.run(["config", "--local", "--get", key])
            if current.map({ String(decoding: $0, as: UTF8.self) }) == value + "\n" { continue }
            try git.run(["config", "--local", key, value])
            done.append("git config \(key) \(value)")
        }
        if done.count == 1 { done.append("git config: the drivers were already set") }
        return done
    }
}

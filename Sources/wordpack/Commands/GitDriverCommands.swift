import ArgumentParser
import Foundation
import WordpackGitSheets

/// `wordpack git-textconv FILE` (hidden): git's diff driver; a sheet's cells as lines of text.
struct GitTextconvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-textconv",
        abstract: "Internal: print a sheet's cells as text for git diff (set by git-setup).",
        shouldDisplay: false)

    @Argument(help: "The sheet's file (git's copy of one version).")
    var file: String

    func run() throws {
        do {
            let lines = try CellText.lines(of: URL(fileURLWithPath: file), path: file)
            Console.standardOutput(lines.map { $0 + "\n" }.joined())
        } catch let failure as GitSheetsFailure {
            // git shows nothing of a version it cannot convert: say why, in the diff itself.
            Console.standardOutput("(wordpack could not read this version: \(failure.sentence))\n")
        }
    }
}

/// `wordpack git-merge %O %A %B %P` (hidden): git's merge driver for sheets.
struct GitMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-merge",
        abstract:
            "Internal: merge a sheet's two branches by sheet, row key and column for git merge (set by git-setup).",
        shouldDisplay: false)

    @Argument(help: "The common ancestor's copy (%O).")
    var base: String

    @Argument(help: "This branch's copy, where the result goes (%A).")
    var ours: String

    @Argument(help: "The merged branch's copy (%B).")
    var theirs: String

    @Argument(help: "The file's path in the repository (%P).")
    var path: String

    func run() throws {
        let outcome = GitMergeDriver.merge(
            base: URL(fileURLWithPath: base), ours: URL(fileURLWithPath: ours), theirs: URL(fileURLWithPath: theirs),
            path: path)
        switch outcome {
        case .merged:
            return
        case .conflicts(let sentences):
            Console.standardError(sentences.map { $0 + "\n" }.joined())
            throw ExitCode.failure
        case .fallback(let sentence):
            Console.standardError(sentence + "\n")
            throw ExitCode.failure
        }
    }
}

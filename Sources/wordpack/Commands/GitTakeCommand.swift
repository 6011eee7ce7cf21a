import ArgumentParser
import Foundation
import WordpackGitSheets

/// `wordpack git-take --theirs FILE ROW [COLUMN]`: settles one conflict of a sheet's merge.
struct GitTakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-take",
        abstract: "Settle a conflict of a sheet's merge: take one branch's text for a cell, or its whole row.",
        discussion: """
            During a merge that stopped on a sheet, each conflict names its cell and this command. It takes \
            the text the other branch (--theirs) or this branch (--ours) has for that cell (or, without a \
            column, for the whole row) from the copies git keeps during the merge, and writes it into the \
            file in place. Then check the file and `git add` it.
            """)

    @Flag(help: "Take this branch's text.")
    var ours = false

    @Flag(help: "Take the text of the branch being merged.")
    var theirs = false

    @Argument(help: "The sheet's file, as git names it.", completion: .file(extensions: ["xlsx", "ods", "csv", "tsv"]))
    var file: String

    @Argument(help: "The row, as the conflict names it: Animals/ant (sheet and key), or ant in a CSV file.")
    var row: String

    @Argument(help: "The column's heading (hint); without it, the whole row.")
    var column: String?

    func validate() throws {
        guard ours != theirs else { throw ValidationError("say which side to take: --ours or --theirs.") }
    }

    func run() throws {
        do {
            let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let sentence = try GitTake.take(
                theirs ? .theirs : .ours, path: file, row: row, column: column, folder: folder)
            Console.standardError(sentence + "\n")
        } catch let failure as GitSheetsFailure {
            Console.standardError("error: \(failure.sentence)\n")
            throw ExitCode.failure
        }
    }
}

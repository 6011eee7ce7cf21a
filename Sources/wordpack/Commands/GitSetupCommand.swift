import ArgumentParser
import Foundation
import WordpackGitSheets

/// `wordpack git-setup`: the project's sheets diff by cell and merge by row key and column in git.
struct GitSetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-setup",
        abstract: "Make git diff the sheets in inputs/ by cell and merge them by row key and column.",
        discussion: """
            Run it once in each clone of the project. It names the sheets in inputs/ (lists and language \
            workbooks: .xlsx, .ods, .csv, .tsv) in the project's .gitattributes, which you commit, and sets \
            wordpack's diff and merge drivers in the clone's own git config, which git never takes from the \
            repository. Running it again changes nothing. Afterwards `git diff` shows a sheet's changed cells, \
            and `git merge` merges edits to different cells; two texts for one cell are a conflict that names \
            the cell and the command that settles it (git-take).
            """)

    @OptionGroup var options: ProjectOptions

    func run() throws {
        do {
            let project = URL(fileURLWithPath: options.project, isDirectory: true)
            for line in try GitSetup.run(project: project) { options.progress(line) }
        } catch let failure as GitSheetsFailure {
            Console.standardError("error: \(failure.sentence)\n")
            throw ExitCode.failure
        }
    }
}

import WordpackCore

/// A problem of `git-setup`, `git-take` or the text conversion, as one sentence for the content team.
package protocol GitSheetsFailure: Error {
    var sentence: String { get }
}

extension GitCommand.Failure: GitSheetsFailure {}

extension FileProblem: GitSheetsFailure {
    package var sentence: String { description }
}

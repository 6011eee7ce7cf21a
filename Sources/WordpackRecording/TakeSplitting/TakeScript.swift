/// The recordings a take holds, in the order they were read: the rows of a `wordpack script` TSV
/// (`number`, `text`, `list`, `key`, `path`).
package struct TakeScript: Sendable, Equatable {
    /// One recording to cut from the take.
    package struct Line: Sendable, Equatable {
        /// The number printed on the script, as the engineer sees it.
        var number: Int
        /// What the actor reads.
        var text: String
        var key: String
        /// Where the recording goes, relative to the project: `inputs/languages/es/speech/Animals/cat.wav`.
        package var path: String
        /// The TSV row the line came from (1 is the header).
        var row: Int

        package init(number: Int, text: String, key: String, path: String, row: Int) {
            self.number = number
            self.text = text
            self.key = key
            self.path = path
            self.row = row
        }
    }

    /// The TSV, relative to the project.
    var displayPath: String
    var lines: [Line]

    package init(displayPath: String, lines: [Line]) {
        self.displayPath = displayPath
        self.lines = lines
    }
}

/// The recordings a take holds, in the order they were read: the rows of a `wordpack script` TSV
/// (`number`, `text`, `list`, `key`, `path`).
public struct TakeScript: Sendable, Equatable {
    /// One recording to cut from the take.
    public struct Line: Sendable, Equatable {
        /// The number printed on the script, as the engineer sees it.
        public var number: Int
        /// What the actor reads.
        public var text: String
        public var key: String
        /// Where the recording goes, relative to the project: `inputs/languages/es/speech/Animals/cat.wav`.
        public var path: String
        /// The TSV row the line came from (1 is the header).
        public var row: Int

        public init(number: Int, text: String, key: String, path: String, row: Int) {
            self.number = number
            self.text = text
            self.key = key
            self.path = path
            self.row = row
        }
    }

    /// The TSV, relative to the project.
    public var displayPath: String
    public var lines: [Line]

    public init(displayPath: String, lines: [Line]) {
        self.displayPath = displayPath
        self.lines = lines
    }
}

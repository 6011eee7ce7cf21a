/// What `wordpack split` does with a word the actor said twice: `none` (the default) takes the second saying
/// for an utterance the script does not have, and writes nothing; `last` keeps the last saying when the two
/// are a clear gap apart (`minimumGap`) and about as long as each other (`lengthRatio`).
package enum TakeRetakes: String, Sendable, CaseIterable {
    case none
    case last

    /// Seconds of silence at least between a saying and its retake: the actor stopped, then began again.
    package static let minimumGap = 1.5
    /// The most the longer of the two sayings may be longer than the other, as a ratio.
    static let lengthRatio = 1.5
}

/// A saying left out of the cuts because the actor said its line again: the line, and the stretch of the take
/// (in its frames) not used.
package struct TakeRetake: Sendable, Equatable {
    package var line: TakeScript.Line
    package var start: Int
    package var end: Int

    package init(line: TakeScript.Line, start: Int, end: Int) {
        self.line = line
        self.start = start
        self.end = end
    }
}

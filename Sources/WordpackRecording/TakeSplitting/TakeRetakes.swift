/// What `wordpack split` does with a line the actor said twice: `none` (the default) takes the second saying
/// for an utterance the script does not have, and writes nothing; `first` and `last` keep the first or the last
/// saying, once both are heard to be that line (`RetakeCheck`). Which sayings are a line's is chosen by hearing
/// alone; these only choose which of the two to keep.
package enum TakeRetakes: String, Sendable, CaseIterable {
    case none
    case first
    case last
}

/// A saying left out of the cuts because the actor said its line twice: the line, the stretch of the take (in
/// its frames) not used, and the stretch of the saying kept.
package struct TakeRetake: Sendable, Equatable {
    var line: TakeScript.Line
    var start: Int
    var end: Int
    /// The saying kept.
    var keptStart: Int
    var keptEnd: Int

    package init(line: TakeScript.Line, start: Int, end: Int, keptStart: Int, keptEnd: Int) {
        self.line = line
        self.start = start
        self.end = end
        self.keptStart = keptStart
        self.keptEnd = keptEnd
    }
}

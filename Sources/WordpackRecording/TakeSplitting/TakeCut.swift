/// One recording cut from the take: the script's line, where its speech was found and the stretch written
/// (the speech with some of the silence either side), in the take's frames.
package struct TakeCut: Sendable, Equatable {
    package var line: TakeScript.Line
    /// The take's frame where the speech starts, and the frame after it ends.
    var speechStart: Int
    var speechEnd: Int
    /// The stretch written: `speechStart - margin` to `speechEnd + margin`, kept inside the take and away
    /// from the middle of the gap to the neighbouring utterances.
    package var start: Int
    package var end: Int
    /// How its speech sounds against its line and the lines either side (as espeak-ng reads them); nil when the
    /// take was not heard (cut by labels, a script too long, no language).
    var hearing: CutHearing?

    /// Whether its speech was heard to say its line (`CutHearing.saysItsLine`): what `recorded.tsv` may note it
    /// as saying.
    var heard: Bool { hearing?.saysItsLine ?? false }

    package init(line: TakeScript.Line, speechStart: Int, speechEnd: Int, start: Int, end: Int) {
        self.line = line
        self.speechStart = speechStart
        self.speechEnd = speechEnd
        self.start = start
        self.end = end
    }
}

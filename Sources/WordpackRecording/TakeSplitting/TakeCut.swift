/// One recording cut from the take: the script's line, where its speech was found and the stretch written
/// (the speech with some of the silence either side), in the take's frames.
package struct TakeCut: Sendable, Equatable {
    package var line: TakeScript.Line
    /// The take's frame where the speech starts, and the frame after it ends.
    package var speechStart: Int
    package var speechEnd: Int
    /// The stretch written: `speechStart - margin` to `speechEnd + margin`, kept inside the take and away
    /// from the middle of the gap to the neighbouring utterances.
    package var start: Int
    package var end: Int
    /// Whether its speech was heard to sound like its line (as espeak-ng reads it) more than like the lines
    /// either side: what `recorded.tsv` may note it as saying.
    package var heard = false

    package init(line: TakeScript.Line, speechStart: Int, speechEnd: Int, start: Int, end: Int) {
        self.line = line
        self.speechStart = speechStart
        self.speechEnd = speechEnd
        self.start = start
        self.end = end
    }
}

/// A stretch of the take where someone speaks, in energy frames: `start` is its first frame, `end` the frame
/// after its last.
package struct Utterance: Sendable, Equatable {
    package var start: Int
    package var end: Int

    package init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    package var length: Int { end - start }
}

/// A stretch of the take where someone speaks, in energy frames: `start` is its first frame, `end` the frame
/// after its last.
struct Utterance: Sendable, Equatable {
    var start: Int
    var end: Int

    package init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    var length: Int { end - start }
}

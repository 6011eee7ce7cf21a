/// A stretch of the take where someone speaks, in energy frames: `start` is its first frame, `end` the frame
/// after its last.
public struct Utterance: Sendable, Equatable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    public var length: Int { end - start }
}

/// The speech in a take's levels, given one frame at a time (see `SpeechDetector`): a stretch starts at a frame
/// at or over `start`, taken back to where the levels first rose to `end`, and lasts while they stay at or over
/// `end`; stretches less than `gapFrames` apart are joined into one utterance, and an utterance shorter than
/// `shortestFrames` is dropped. Only the utterances are kept.
struct SpeechScanner {
    let start: Float
    let end: Float
    let gapFrames: Int
    let shortestFrames: Int
    /// Where the frames at or over `end` that lead up to this one started, if they do.
    private var rise: Int?
    private var inStretch = false
    /// The utterance still growing: the next stretch may join it.
    private var pending: Utterance?
    private var utterances: [Utterance] = []

    init(start: Float, end: Float, gapFrames: Int, shortestFrames: Int) {
        self.start = start
        self.end = end
        self.gapFrames = gapFrames
        self.shortestFrames = shortestFrames
    }

    /// The level of frame `index`, the frame after the last one given.
    mutating func add(_ level: Float, at index: Int) {
        guard level >= end else {
            if inStretch, let rise { close(Utterance(start: rise, end: index)) }
            inStretch = false
            rise = nil
            return
        }
        if rise == nil { rise = index }
        if level >= start { inStretch = true }
    }

    /// The utterances, the take having `count` frames.
    mutating func finish(at count: Int) -> [Utterance] {
        if inStretch, let rise { close(Utterance(start: rise, end: count)) }
        inStretch = false
        rise = nil
        if let pending, pending.length >= shortestFrames { utterances.append(pending) }
        pending = nil
        return utterances
    }

    private mutating func close(_ stretch: Utterance) {
        if let previous = pending, stretch.start - previous.end < gapFrames {
            pending?.end = stretch.end
            return
        }
        if let pending, pending.length >= shortestFrames { utterances.append(pending) }
        pending = stretch
    }
}

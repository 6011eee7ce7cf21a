/// How a take is divided into the short frames (10 ms) whose energy is measured: the take's rate, the frames
/// of the take in each energy frame, and its length. Everything a split says in seconds or in the take's own
/// frames is worked out from an energy frame's index through this.
package struct EnergyFrames: Sendable, Equatable {
    /// The take's frames (samples per channel) per second.
    var sampleRate: Int
    /// The take's frames in each energy frame; the last energy frame may hold fewer.
    var frameLength: Int
    /// The take's length in its own frames.
    var takeFrames: Int

    package init(sampleRate: Int, frameLength: Int, takeFrames: Int) {
        self.sampleRate = sampleRate
        self.frameLength = frameLength
        self.takeFrames = takeFrames
    }

    /// The take's frame length for energy frames of `milliseconds` at `sampleRate`.
    static func frameLength(sampleRate: Int, milliseconds: Int) -> Int {
        max(1, Int((Double(sampleRate) * Double(milliseconds) / 1000).rounded()))
    }

    /// How many energy frames the take has (the last one may be short).
    var count: Int {
        (takeFrames + max(frameLength, 1) - 1) / max(frameLength, 1)
    }

    /// Seconds from the take's start to the start of energy frame `index`.
    func seconds(atFrame index: Int) -> Double {
        Double(index * frameLength) / Double(max(sampleRate, 1))
    }

    /// The take's frame where energy frame `index` starts (the take's end for `count`).
    func takeFrame(atFrame index: Int) -> Int {
        min(index * frameLength, takeFrames)
    }
}

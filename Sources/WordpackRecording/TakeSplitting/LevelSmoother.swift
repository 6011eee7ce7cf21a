import Foundation

/// Each energy frame's level averaged (as power) with its neighbours' in a window of `smoothingFrames`
/// centred on it (fewer at the take's ends), in dB: given the energies one at a time, it gives each level as
/// soon as the window after it is complete, keeping only the window's powers. The powers are added and
/// taken away as the window moves, in the same order as over the whole take at once.
struct LevelSmoother {
    /// Frames either side of the centre.
    private let half: Int
    /// The powers of the frames in the window, at `frame % powers.count`.
    private var powers: [Double]
    private var sum = 0.0
    /// The frames `low..<high` are in `sum`.
    private var low = 0
    private var high = 0
    /// The frame whose level is given next.
    private var next = 0

    init(smoothingFrames: Int) {
        half = max(smoothingFrames, 1) / 2
        powers = [Double](repeating: 0, count: 2 * half + 2)
    }

    /// Adds the next frame's energy (dB), and gives `body` the level (index, dB) it completes, if any.
    mutating func add(_ decibels: Float, _ body: (Int, Float) throws -> Void) rethrows {
        let power = Double(pow(10, decibels / 10))
        powers[high % powers.count] = power
        sum += power
        high += 1
        if high == next + half + 1 { try give(body) }
    }

    /// Gives `body` the levels of the last frames, whose windows end at the take's end.
    mutating func finish(_ body: (Int, Float) throws -> Void) rethrows {
        while next < high { try give(body) }
    }

    private mutating func give(_ body: (Int, Float) throws -> Void) rethrows {
        while low < next - half {
            sum -= powers[low % powers.count]
            low += 1
        }
        try body(next, FrameEnergies.level(max(sum, 0) / Double(high - low)))
        next += 1
    }
}

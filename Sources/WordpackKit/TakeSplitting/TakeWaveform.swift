/// A take's waveform at the resolution of its energy frames: the lowest and highest sample (mixed to mono)
/// of each 10 ms frame, measured in the same pass as the energies, kept in steps of 1/127 of full scale (a
/// picture's 54-pixel band shows no finer). An hour is 360,000 pairs of bytes, so the review picture of any take
/// is drawn without reading it again or holding it.
public struct TakeWaveform: Sendable, Equatable {
    /// -127…127 for -1…1.
    public var minimum: [Int8]
    public var maximum: [Int8]

    public init(minimum: [Int8] = [], maximum: [Int8] = []) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Appends a frame whose samples ranged from `low` to `high` (-1…1), rounded outwards.
    mutating func append(low: Float, high: Float) {
        minimum.append(Int8(max(min((low * 127).rounded(.down), 127), -127)))
        maximum.append(Int8(max(min((high * 127).rounded(.up), 127), -127)))
    }

    /// The lowest and highest sample of energy frames `range` (-1…1), or 0…0 when it holds none.
    func peaks(_ range: Range<Int>) -> (low: Float, high: Float) {
        let range = range.clamped(to: minimum.startIndex..<minimum.endIndex)
        guard !range.isEmpty else { return (0, 0) }
        var low = Int8.max
        var high = Int8.min
        for index in range {
            low = min(low, minimum[index])
            high = max(high, maximum[index])
        }
        return (Float(low) / 127, Float(high) / 127)
    }

    /// The loudest sample of the take, 0…1.
    var loudest: Float {
        Float(max(Int(maximum.max() ?? 0), -Int(minimum.min() ?? 0))) / 127
    }
}

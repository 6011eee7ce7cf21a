/// A take's waveform at the resolution of its energy frames: the lowest and highest sample (mixed to mono,
/// -1…1) of each 10 ms frame, measured in the same pass as the energies. An hour is 360,000 pairs, so the
/// review picture of any take is drawn without reading it again or holding it.
public struct TakeWaveform: Sendable, Equatable {
    public var minimum: [Float]
    public var maximum: [Float]

    public init(minimum: [Float] = [], maximum: [Float] = []) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The lowest and highest sample of energy frames `range`, or 0…0 when it holds none.
    func peaks(_ range: Range<Int>) -> (low: Float, high: Float) {
        let range = range.clamped(to: minimum.startIndex..<minimum.endIndex)
        guard !range.isEmpty else { return (0, 0) }
        var low = Float.greatestFiniteMagnitude
        var high = -Float.greatestFiniteMagnitude
        for index in range {
            low = min(low, minimum[index])
            high = max(high, maximum[index])
        }
        return (low, high)
    }
}

import Foundation

/// The Lanczos-3 weights that make one axis of an output picture from one axis of a master.
///
/// Output pixel `i` is the weighted sum of `taps` consecutive master pixels starting at `first[i]`, with the
/// weights `weights[i * taps ..< (i + 1) * taps]`, which add up to 1. When shrinking, the filter is widened by
/// the shrinking factor so that it also smooths away detail the output cannot show (no moiré); when enlarging,
/// it keeps its width of 3 pixels on either side. Master pixels beyond the edges are left out and the others'
/// weights scaled up to make 1, which keeps the edge colour exact.
struct LanczosWeights {
    let outputCount: Int
    /// The same for every output pixel; unused positions have weight 0.
    let taps: Int
    let first: [Int]
    let weights: [Float]
    /// Every master pixel that some output pixel uses.
    let inputRange: Range<Int>

    /// Weights that scale the master pixels from `start` to `start + span` (fractional, inside
    /// `0...inputCount`) to `outputCount` pixels.
    package init(inputCount: Int, start: Double, span: Double, outputCount: Int) {
        precondition(inputCount > 0 && outputCount > 0 && span > 0)
        self.outputCount = outputCount
        let step = span / Double(outputCount)  // master pixels per output pixel
        let widening = max(step, 1)
        let radius = 3 * widening
        var ranges: [ClosedRange<Int>] = []
        ranges.reserveCapacity(outputCount)
        for index in 0..<outputCount {
            let centre = start + (Double(index) + 0.5) * step
            // Master pixel j is centred on j + 0.5 and counts while it is closer than `radius`.
            let low = max(0, Int((centre - radius - 0.5).rounded(.up)))
            let high = min(inputCount - 1, Int((centre + radius - 0.5).rounded(.down)))
            let nearest = min(inputCount - 1, max(0, Int(centre.rounded(.down))))
            ranges.append(low <= high ? low...high : nearest...nearest)
        }
        let taps = ranges.map(\.count).max() ?? 1
        var first = [Int](repeating: 0, count: outputCount)
        var weights = [Float](repeating: 0, count: outputCount * taps)
        for (index, range) in ranges.enumerated() {
            let centre = start + (Double(index) + 0.5) * step
            let offset = min(range.lowerBound, inputCount - taps)
            first[index] = offset
            var values = range.map { Self.lanczos3((Double($0) + 0.5 - centre) / widening) }
            var total = values.reduce(0, +)
            if abs(total) < 1e-9 {
                // Cannot happen with a support of 6 pixels or more; kept so that no division by zero can.
                values = range.map { $0 == range.lowerBound ? 1 : 0 }
                total = 1
            }
            for (position, value) in zip(range, values) {
                weights[index * taps + position - offset] = Float(value / total)
            }
        }
        self.taps = taps
        self.first = first
        self.weights = weights
        let lowest = first.min() ?? 0
        inputRange = lowest..<((first.max() ?? 0) + taps)
    }

    /// sinc(x) · sinc(x / 3) for |x| < 3, else 0.
    static func lanczos3(_ x: Double) -> Double {
        let distance = abs(x)
        if distance < 1e-12 { return 1 }
        if distance >= 3 { return 0 }
        let angle = Double.pi * distance
        return 3 * sin(angle) * sin(angle / 3) / (angle * angle)
    }
}

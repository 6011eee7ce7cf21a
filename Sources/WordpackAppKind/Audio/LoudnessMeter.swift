import Foundation

/// Integrated loudness as ITU-R BS.1770-4 defines it (LUFS): K-weighting, 400 ms blocks every 100 ms, an
/// absolute gate at -70 LUFS and a relative gate 10 LU below the gated mean.
///
/// It takes the recording a block at a time and keeps constant memory: the gated blocks go into a histogram
/// of 0.1 LU bins (with their energies), so the relative gate is placed to within 0.1 LU, as libebur128 does.
/// A recording shorter than one 400 ms block (a letter sound) is measured as a single block of its length.
struct LoudnessMeter {
    private let channels: Int
    private var filters: [KWeighting]
    private let subBlockFrames: Int
    private var subBlockEnergy: Double = 0
    private var subBlockFill = 0
    /// The last three complete 100 ms sub-blocks' energies (sums of squares).
    private var previous: [Double] = []
    private var histogram = [Double](repeating: 0, count: Self.bins)
    private var counts = [Int](repeating: 0, count: Self.bins)
    private var blocks = 0
    private var totalEnergy: Double = 0
    private var totalFrames = 0

    private static let lowest = -70.0
    private static let binWidth = 0.1
    private static let bins = 900  // -70 … +20 LUFS

    package init(sampleRate: Int, channels: Int) {
        self.channels = max(channels, 1)
        filters = Array(repeating: KWeighting(sampleRate: Double(sampleRate)), count: self.channels)
        subBlockFrames = max(1, Int((Double(sampleRate) / 10).rounded()))
    }

    /// Adds `frames` interleaved frames.
    mutating func add(_ samples: UnsafePointer<Float>, frames: Int) {
        for frame in 0..<frames {
            var energy: Double = 0
            for channel in 0..<channels {
                let y = filters[channel].process(Double(samples[frame * channels + channel]))
                energy += y * y
            }
            subBlockEnergy += energy
            subBlockFill += 1
            if subBlockFill == subBlockFrames { closeSubBlock() }
        }
    }

    private mutating func closeSubBlock() {
        totalEnergy += subBlockEnergy
        totalFrames += subBlockFill
        if previous.count == 3 {
            let mean = (previous.reduce(0, +) + subBlockEnergy) / Double(4 * subBlockFrames)
            record(mean)
            previous.removeFirst()
        }
        previous.append(subBlockEnergy)
        subBlockEnergy = 0
        subBlockFill = 0
    }

    private mutating func record(_ meanSquare: Double) {
        blocks += 1
        let level = Self.loudness(meanSquare)
        guard level.isFinite, level > Self.lowest else { return }
        let bin = min(Self.bins - 1, Int((level - Self.lowest) / Self.binWidth))
        histogram[bin] += meanSquare
        counts[bin] += 1
    }

    /// The integrated loudness in LUFS; nil when nothing is louder than the absolute gate (-70 LUFS).
    func integratedLoudness() -> Double? {
        if blocks == 0 {
            // Shorter than one block: the whole recording is the block.
            let frames = totalFrames + subBlockFill
            guard frames > 0 else { return nil }
            let level = Self.loudness((totalEnergy + subBlockEnergy) / Double(frames))
            return level.isFinite && level > Self.lowest ? level : nil
        }
        let gated = zip(histogram, counts).reduce((0.0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
        guard gated.1 > 0 else { return nil }
        let relativeGate = Self.loudness(gated.0 / Double(gated.1)) - 10
        var energy = 0.0
        var count = 0
        for bin in 0..<Self.bins where Self.lowest + (Double(bin) + 0.5) * Self.binWidth >= relativeGate {
            energy += histogram[bin]
            count += counts[bin]
        }
        guard count > 0 else { return nil }
        return Self.loudness(energy / Double(count))
    }

    static func loudness(_ meanSquare: Double) -> Double {
        -0.691 + 10 * log10(meanSquare)
    }
}

/// BS.1770's K-weighting at any sample rate: a high shelf (+4 dB above about 1.7 kHz, the head's effect) then
/// a high-pass at about 38 Hz, as two biquads. The coefficients come from the analogue prototypes
/// (as libebur128 computes them), so 48 kHz gives the standard's published values.
struct KWeighting {
    private var shelf: Biquad
    private var highPass: Biquad

    package init(sampleRate rate: Double) {
        var f0 = 1681.974450955533
        let gain = 3.999843853973347
        var q = 0.7071752369554196
        var k = tan(Double.pi * f0 / rate)
        let vh = pow(10, gain / 20)
        let vb = pow(vh, 0.4996667741545416)
        var a0 = 1 + k / q + k * k
        shelf = Biquad(
            b0: (vh + vb * k / q + k * k) / a0, b1: 2 * (k * k - vh) / a0, b2: (vh - vb * k / q + k * k) / a0,
            a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
        f0 = 38.13547087602444
        q = 0.5003270373238773
        k = tan(Double.pi * f0 / rate)
        a0 = 1 + k / q + k * k
        highPass = Biquad(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
    }

    mutating func process(_ x: Double) -> Double {
        highPass.process(shelf.process(x))
    }
}

/// One second-order section, direct form II transposed.
struct Biquad {
    let b0, b1, b2, a1, a2: Double
    private var z1 = 0.0
    private var z2 = 0.0

    package init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
        self.b0 = b0
        self.b1 = b1
        self.b2 = b2
        self.a1 = a1
        self.a2 = a2
    }

    mutating func process(_ x: Double) -> Double {
        let y = b0 * x + z1
        z1 = b1 * x - a1 * y + z2
        z2 = b2 * x - a2 * y
        return y
    }
}

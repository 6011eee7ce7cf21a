import Foundation
import WordpackAppKind

/// A fourth-order Butterworth high-pass filter at 100 Hz (two biquads), through which the take's loudness is
/// measured: mains hum (50 or 60 Hz) and rumble raise the room's level without being speech, and at 50 Hz it
/// takes about 24 dB off them; speech, whose energy is above 100 Hz, keeps its level. Only the measurement
/// goes through it: the cuts are the take's own samples.
struct HumFilter {
    private struct Biquad {
        var b0, b1, b2, a1, a2: Double
        var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

        /// A high-pass section at `cutoff` Hz with quality `q` (the bilinear transform of RBJ's cookbook).
        init(cutoff: Double, q: Double, sampleRate: Double) {
            let omega = 2 * Double.pi * min(cutoff, sampleRate * 0.45) / sampleRate
            let alpha = sin(omega) / (2 * q)
            let cosine = cos(omega)
            let a0 = 1 + alpha
            b0 = (1 + cosine) / 2 / a0
            b1 = -(1 + cosine) / a0
            b2 = (1 + cosine) / 2 / a0
            a1 = -2 * cosine / a0
            a2 = (1 - alpha) / a0
        }

        mutating func process(_ x: Double) -> Double {
            let y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
            x2 = x1
            x1 = x
            y2 = y1
            // Below the smallest normal numbers the filter's tail in digital silence would slow every sample.
            y1 = abs(y) < 1e-30 ? 0 : y
            return y
        }
    }

    static let cutoff = 100.0
    private var first: Biquad
    private var second: Biquad

    init(sampleRate: Int) {
        // The two sections' qualities of a fourth-order Butterworth filter.
        let rate = Double(max(sampleRate, 1))
        first = Biquad(cutoff: Self.cutoff, q: 0.541_196_1, sampleRate: rate)
        second = Biquad(cutoff: Self.cutoff, q: 1.306_563, sampleRate: rate)
    }

    mutating func process(_ sample: Double) -> Double {
        second.process(first.process(sample))
    }
}

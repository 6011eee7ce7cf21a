import Foundation
import WordpackSound

/// Turns samples at one rate into `SpeechFeatures`: 25 ms frames every 10 ms, each Hann-windowed, its power
/// spectrum (`PowerSpectrum`, FFmpeg's transform) gathered into 24 triangular bands evenly spaced on the mel
/// scale from 100 Hz to `top`, the logarithm of each, and their discrete cosine transform (coefficients 1 to
/// 12). With a `warp` above 1 the bands sit that much higher in frequency: a voice with a shorter vocal tract
/// (a woman's, a child's) puts its formants higher, and its speech measured with the bands raised to match
/// sounds like the same words said by a longer one (vocal tract length normalisation).
/// One maker is used by one thread at a time.
final class SpeechFeatureMaker {
    static let bands = 24
    static let lowest = 100.0

    private let spectrum: PowerSpectrum
    private let frameLength: Int
    private let hop: Int
    private let window: [Float]
    /// For each band, its first bin and the weights of its bins from there.
    private let filters: [(first: Int, weights: [Float])]
    private var powers: [Float]

    /// A maker for samples at `sampleRate`, with bands up to `top` Hz (at most half the rate over `warp`).
    init(sampleRate: Int, top: Double, warp: Double = 1) throws {
        let rate = Double(max(sampleRate, 1))
        let length = max(Int((rate * 0.025).rounded()), 4)
        let spectrum = try PowerSpectrum(size: PowerSpectrum.size(atLeast: length))
        frameLength = length
        hop = max(Int((rate * 0.01).rounded()), 1)
        self.spectrum = spectrum
        window = (0..<spectrum.size).map { index in
            guard index < length else { return 0 }
            return Float(0.5 - 0.5 * cos(2 * Double.pi * Double(index) / Double(length - 1)))
        }
        powers = [Float](repeating: 0, count: spectrum.size / 2 + 1)
        let binHertz = rate / Double(spectrum.size)
        let low = Self.mel(Self.lowest)
        let high = Self.mel(max(top, Self.lowest * 2))
        let edges = (0...(Self.bands + 1)).map {
            Self.hertz(low + (high - low) * Double($0) / Double(Self.bands + 1)) * warp
        }
        let binCount = spectrum.size / 2 + 1
        filters = (0..<Self.bands).map { band in
            let (left, centre, right) = (edges[band], edges[band + 1], edges[band + 2])
            let first = min(max(Int((left / binHertz).rounded(.up)), 0), binCount - 1)
            let last = min(Int((right / binHertz).rounded(.down)), binCount - 1)
            guard last >= first else { return (first, []) }
            let weights = (first...last).map { bin -> Float in
                let frequency = Double(bin) * binHertz
                let rising = (frequency - left) / (centre - left)
                let falling = (right - frequency) / (right - centre)
                return Float(max(min(rising, falling), 0))
            }
            return (first, weights)
        }
    }

    /// The features of `samples` (mono).
    func features(of samples: ArraySlice<Float>) -> SpeechFeatures {
        let count = samples.count
        guard count > 0 else { return SpeechFeatures(values: []) }
        let frames = count <= frameLength ? 1 : (count - frameLength) / hop + 1
        var values = [Float](repeating: 0, count: frames * SpeechFeatures.coefficients)
        var logs = [Double](repeating: 0, count: Self.bands)
        for frame in 0..<frames {
            let start = samples.startIndex + frame * hop
            spectrum.powers(
                of: samples[start..<min(start + frameLength, samples.endIndex)], window: window, into: &powers)
            for (band, filter) in filters.enumerated() {
                var sum: Float = 0
                for (offset, weight) in filter.weights.enumerated() { sum += weight * powers[filter.first + offset] }
                logs[band] = log(Double(sum) + 1e-8)
            }
            for coefficient in 1...SpeechFeatures.coefficients {
                var sum = 0.0
                for band in 0..<Self.bands {
                    sum += logs[band] * Self.cosines[coefficient * Self.bands + band]
                }
                values[frame * SpeechFeatures.coefficients + coefficient - 1] = Float(sum)
            }
        }
        return SpeechFeatures(values: values).shortened()
    }

    /// The DCT-II's cosines, `cos(π / bands × (band + ½) × coefficient)`, for coefficients 0 to 12.
    private static let cosines: [Double] = (0...SpeechFeatures.coefficients).flatMap { coefficient in
        (0..<bands).map { band in cos(Double.pi / Double(bands) * (Double(band) + 0.5) * Double(coefficient)) }
    }

    static func mel(_ hertz: Double) -> Double { 2595 * log10(1 + hertz / 700) }
    static func hertz(_ mel: Double) -> Double { 700 * (pow(10, mel / 2595) - 1) }
}

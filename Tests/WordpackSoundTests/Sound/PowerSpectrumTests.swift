import Foundation
import Testing

@testable import WordpackSound

/// FFmpeg's real transform as `PowerSpectrum` hands it out: a sine's power in its own bin, and the energy of
/// the block kept (Parseval's theorem), for sizes a split uses.
@Suite struct PowerSpectrumTests {
    @Test(arguments: [256, 512, 1024, 2048])
    func aSineLandsInItsBinWithTheBlocksEnergy(size: Int) throws {
        let spectrum = try PowerSpectrum(size: size)
        let bin = size / 8 + 3
        let samples = (0..<size).map { Float(sin(2 * Double.pi * Double(bin) * Double($0) / Double(size))) }
        let window = [Float](repeating: 1, count: size)
        var powers = [Float](repeating: 0, count: size / 2 + 1)
        spectrum.powers(of: samples[...], window: window, into: &powers)
        #expect(powers.indices.max { powers[$0] < powers[$1] } == bin)
        // A sine of amplitude 1 over whole periods: |X[bin]|² = (N / 2)², and nothing elsewhere.
        #expect(abs(Double(powers[bin]) / pow(Double(size) / 2, 2) - 1) < 1e-4)
        // Parseval: the sum over the whole spectrum (each bin but 0 and N/2 twice) is N times the energy.
        let energy = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        let total = powers.enumerated().reduce(0.0) { sum, entry in
            sum + Double(entry.element) * (entry.offset == 0 || entry.offset == size / 2 ? 1 : 2)
        }
        #expect(abs(total / (Double(size) * energy) - 1) < 1e-4)
    }

    @Test func aShortBlockIsPaddedWithZerosAndTheSizeMustBeAPowerOfTwo() throws {
        let spectrum = try PowerSpectrum(size: 8)
        var powers = [Float](repeating: 0, count: 5)
        spectrum.powers(of: [1, 1][...], window: [Float](repeating: 1, count: 8), into: &powers)
        // Two ones then six zeros: |1 + e^{-iπk/4}|² = 2 + 2 cos(πk/4).
        for (bin, power) in powers.enumerated() {
            #expect(abs(Double(power) - (2 + 2 * cos(Double.pi * Double(bin) / 4))) < 1e-5)
        }
        #expect(throws: (any Error).self) { try PowerSpectrum(size: 12) }
        #expect(PowerSpectrum.size(atLeast: 551) == 1024)
    }
}

import Foundation
import WordpackSound

/// A take's loudness over time: the energy of each short frame (10 ms), mixed to mono, in decibels below
/// full scale. An hour at any rate is 360,000 numbers; they are kept in a temporary file (`FloatSpool`) and
/// read back a block at a time, so that neither the take nor its energies are held in memory, whatever its
/// length.
final class FrameEnergies {
    let frames: EnergyFrames
    private let decibels: FloatSpool

    /// Energies already measured, `decibels` one per energy frame of `frames` (for tests).
    init(frames: EnergyFrames, decibels: [Float], displayPath: String) throws {
        self.frames = frames
        self.decibels = try FloatSpool(for: displayPath)
        for value in decibels { try self.decibels.append(value) }
    }

    private init(frames: EnergyFrames, decibels: FloatSpool) {
        self.frames = frames
        self.decibels = decibels
    }

    /// The lowest level reported: digital silence.
    static let silence: Float = -120

    /// Calls `body` with each frame's energy in dB, in order.
    func forEach(_ body: (Float) throws -> Void) throws {
        try decibels.forEach(body)
    }

    /// How many energies there are (`frames.count`).
    var count: Int { decibels.count }
}

extension FrameEnergies {
    /// Reads `take` to its end, a block at a time, and measures every `milliseconds` frame.
    static func measure(_ take: SoundFile, milliseconds: Int = 10) throws -> FrameEnergies {
        try measureWithWaveform(take, milliseconds: milliseconds).energies
    }

    /// Reads `take` to its end, a block at a time, and measures every `milliseconds` frame: its energy after the
    /// `HumFilter` (so that mains hum is not taken for speech), and its lowest and highest sample as they are,
    /// gathered into the review picture's columns (`TakeWaveform`, laid out for the length the take's header
    /// gives).
    static func measureWithWaveform(
        _ take: SoundFile, milliseconds: Int = 10
    ) throws -> (energies: FrameEnergies, waveform: TakeWaveform) {
        let channels = max(take.channels, 1)
        let frameLength = EnergyFrames.frameLength(sampleRate: take.sampleRate, milliseconds: milliseconds)
        let blockFrames = frameLength * 10  // 100 ms: 19 KB at 48 kHz mono
        var buffer = [Float](repeating: 0, count: blockFrames * channels)
        let decibels = try FloatSpool(for: take.displayPath)
        let expected = EnergyFrames(
            sampleRate: take.sampleRate, frameLength: frameLength, takeFrames: max(take.frames, 0))
        var waveform = TakeWaveform(framesPerColumn: TakeSplitPicture.framesPerColumn(energyFrames: expected.count))
        var filter = HumFilter(sampleRate: take.sampleRate)
        var sum: Double = 0
        var low = Float.greatestFiniteMagnitude
        var high = -Float.greatestFiniteMagnitude
        var inFrame = 0
        var total = 0
        func endFrame() throws {
            try decibels.append(level(sum / Double(inFrame)))
            waveform.append(low: low, high: high)
            sum = 0
            low = .greatestFiniteMagnitude
            high = -.greatestFiniteMagnitude
            inFrame = 0
        }
        while true {
            let read = try buffer.withUnsafeMutableBufferPointer { try take.readFrames(into: $0) }
            guard read > 0 else { break }
            total += read
            try buffer.withUnsafeBufferPointer { samples in
                for frame in 0..<read {
                    var mono: Float = 0
                    for channel in 0..<channels {
                        mono += samples[frame * channels + channel]
                    }
                    mono /= Float(channels)
                    low = min(low, mono)
                    high = max(high, mono)
                    let filtered = filter.process(Double(mono))
                    sum += filtered * filtered
                    inFrame += 1
                    if inFrame == frameLength { try endFrame() }
                }
            }
        }
        if inFrame > 0 { try endFrame() }
        let frames = EnergyFrames(sampleRate: take.sampleRate, frameLength: frameLength, takeFrames: total)
        return (FrameEnergies(frames: frames, decibels: decibels), waveform)
    }

    static func level(_ meanSquare: Double) -> Float {
        guard meanSquare > 1e-12 else { return silence }
        return max(Float(10 * log10(meanSquare)), silence)
    }
}

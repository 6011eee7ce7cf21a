import Foundation

/// A take's loudness over time: the energy of each short frame (10 ms), mixed to mono, in decibels below
/// full scale. An hour at any rate is 360,000 numbers, so the take itself is never held in memory.
public struct FrameEnergies: Sendable, Equatable {
    /// The take's frames (samples per channel) per second.
    public var sampleRate: Int
    /// The take's frames in each energy frame; the last energy frame may hold fewer.
    public var frameLength: Int
    /// The take's length in its own frames.
    public var takeFrames: Int
    /// The mean square of each energy frame, in dB (full scale is 0 dB; digital silence is -120 dB).
    public var decibels: [Float]

    public init(sampleRate: Int, frameLength: Int, takeFrames: Int, decibels: [Float]) {
        self.sampleRate = sampleRate
        self.frameLength = frameLength
        self.takeFrames = takeFrames
        self.decibels = decibels
    }

    /// The lowest level reported: digital silence.
    static let silence: Float = -120

    /// Seconds from the take's start to the start of energy frame `index`.
    public func seconds(atFrame index: Int) -> Double {
        Double(index * frameLength) / Double(max(sampleRate, 1))
    }

    /// The take's frame where energy frame `index` starts (the take's end for `decibels.count`).
    public func takeFrame(atFrame index: Int) -> Int {
        min(index * frameLength, takeFrames)
    }

    /// The level that `fraction` of the frames are at or below (0.1: the quietest tenth).
    public func percentile(_ fraction: Double) -> Float {
        guard !decibels.isEmpty else { return Self.silence }
        let sorted = decibels.sorted()
        let index = Int((Double(sorted.count - 1) * min(max(fraction, 0), 1)).rounded())
        return sorted[index]
    }
}

extension FrameEnergies {
    /// Reads `take` to its end, a block at a time, and measures every `milliseconds` frame.
    public static func measure(_ take: SoundFile, milliseconds: Int = 10) throws -> FrameEnergies {
        try measureWithWaveform(take, milliseconds: milliseconds).energies
    }

    /// Reads `take` to its end, a block at a time, and measures every `milliseconds` frame: its energy after the
    /// `HumFilter` (so that mains hum is not taken for speech), and its lowest and highest sample as they are.
    public static func measureWithWaveform(
        _ take: SoundFile, milliseconds: Int = 10
    ) throws -> (energies: FrameEnergies, waveform: TakeWaveform) {
        let channels = max(take.channels, 1)
        let frameLength = max(1, Int((Double(take.sampleRate) * Double(milliseconds) / 1000).rounded()))
        let blockFrames = frameLength * 100
        var buffer = [Float](repeating: 0, count: blockFrames * channels)
        let expected = max(take.frames / frameLength + 1, 0)
        var decibels: [Float] = []
        var waveform = TakeWaveform()
        decibels.reserveCapacity(expected)
        waveform.minimum.reserveCapacity(expected)
        waveform.maximum.reserveCapacity(expected)
        var filter = HumFilter(sampleRate: take.sampleRate)
        var sum: Double = 0
        var low = Float.greatestFiniteMagnitude
        var high = -Float.greatestFiniteMagnitude
        var inFrame = 0
        var total = 0
        func endFrame() {
            decibels.append(level(sum / Double(inFrame)))
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
            buffer.withUnsafeBufferPointer { samples in
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
                    if inFrame == frameLength { endFrame() }
                }
            }
        }
        if inFrame > 0 { endFrame() }
        let energies = FrameEnergies(
            sampleRate: take.sampleRate, frameLength: frameLength, takeFrames: total, decibels: decibels)
        return (energies, waveform)
    }

    static func level(_ meanSquare: Double) -> Float {
        guard meanSquare > 1e-12 else { return silence }
        return max(Float(10 * log10(meanSquare)), silence)
    }
}

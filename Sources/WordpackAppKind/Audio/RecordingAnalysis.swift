import Foundation
import WordpackSound

/// What the first pass over a recording finds, streaming it in blocks: its real length, its peak, where the
/// sound starts and ends (for trimming), where it clips, and (when asked) its loudness.
///
/// The end of the sound can only be known once the whole recording has been read, so conversion reads a
/// recording twice: this pass, which keeps a few numbers, then the converting pass (`RecordingConverter`).
/// Both hold a few blocks of 4096 frames, whatever the recording's length.
package struct RecordingAnalysis: Codable, Sendable {
    /// The recording's own rate and channel count, and its format for messages.
    var sampleRate: Int
    var channels: Int
    var formatDescription: String
    /// Whether its samples are integers of 16 bits or fewer (see `SoundFile.holdsSixteenBitsOrFewer`).
    var holdsSixteenBitsOrFewer: Bool
    /// The frames really read (for MP3 this can differ from the header's estimate).
    package var frames: Int
    /// The loudest sample once mixed to the output's channels, 0…1 (more for a float file beyond full scale).
    var peak: Float
    /// The first and last frame louder than the silence threshold (mixed); nil when none is.
    package var sound: ClosedRange<Int>?
    /// Places where a channel stays at full scale for `clipRun` samples or more, and the first of them.
    var clippedPlaces: Int
    var firstClippedFrame: Int?
    /// Integrated loudness (LUFS) of the mixed recording; nil when not measured or below -70 LUFS.
    var loudness: Double?

    /// A sample at or above this (-0.01 dBFS) is at full scale.
    static let clipLevel: Float = 0.999
    /// Consecutive full-scale samples in one channel that count as clipping (a single one can be a loud peak).
    static let clipRun = 3

    var duration: Double { sampleRate > 0 ? Double(frames) / Double(sampleRate) : 0 }

    /// The length from the first to the last sound above the silence threshold, in seconds.
    var soundingDuration: Double {
        guard let sound, sampleRate > 0 else { return 0 }
        return Double(sound.count) / Double(sampleRate)
    }

    /// Reads the whole recording once. `silenceThreshold` is linear (0…1).
    static func measure(
        _ url: URL, displayPath: String, outputChannels: Int, silenceThreshold: Float, measuresLoudness: Bool
    ) throws -> RecordingAnalysis {
        let file = try SoundFile(reading: url, displayPath: displayPath)
        let blocks = MixedBlocks(file, outputChannels: outputChannels)
        var meter = measuresLoudness ? LoudnessMeter(sampleRate: file.sampleRate, channels: outputChannels) : nil
        var clipping = ClipDetector(channels: blocks.mixer.inputChannels)
        var peak: Float = 0
        var first: Int?
        var last: Int?
        var position = 0
        while true {
            let frames = try blocks.read()
            if frames == 0 { break }
            blocks.raw.withUnsafeBufferPointer { clipping.scan($0, frames: frames, startingAt: position) }
            blocks.mixed.withUnsafeBufferPointer { mixed in
                for frame in 0..<frames {
                    var loudest: Float = 0
                    for channel in 0..<outputChannels {
                        loudest = max(loudest, abs(mixed[frame * outputChannels + channel]))
                    }
                    peak = max(peak, loudest)
                    if loudest > silenceThreshold {
                        if first == nil { first = position + frame }
                        last = position + frame
                    }
                }
                if let base = mixed.baseAddress { meter?.add(base, frames: frames) }
            }
            position += frames
        }
        return RecordingAnalysis(
            sampleRate: file.sampleRate, channels: file.channels, formatDescription: file.formatDescription,
            holdsSixteenBitsOrFewer: file.holdsSixteenBitsOrFewer, frames: position, peak: peak,
            sound: first.flatMap { start in last.map { start...$0 } }, clippedPlaces: clipping.places,
            firstClippedFrame: clipping.firstFrame, loudness: meter?.integratedLoudness())
    }
}

/// Counts the places where a channel stays at full scale, across block boundaries.
struct ClipDetector {
    private var runs: [Int]
    package private(set) var places = 0
    package private(set) var firstFrame: Int?

    package init(channels: Int) {
        runs = [Int](repeating: 0, count: channels)
    }

    mutating func scan(_ samples: UnsafeBufferPointer<Float>, frames: Int, startingAt position: Int) {
        let channels = runs.count
        for frame in 0..<frames {
            for channel in 0..<channels {
                if abs(samples[frame * channels + channel]) >= RecordingAnalysis.clipLevel {
                    runs[channel] += 1
                    if runs[channel] == RecordingAnalysis.clipRun {
                        places += 1
                        if firstFrame == nil { firstFrame = position + frame + 1 - RecordingAnalysis.clipRun }
                    }
                } else {
                    runs[channel] = 0
                }
            }
        }
    }
}

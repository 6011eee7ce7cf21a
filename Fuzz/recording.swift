import Foundation
@testable import WordpackKit

/// The recording path of check and the audio stage: libsndfile opens the file (WAV, AIFF, FLAC, Ogg, MP3, …, told
/// apart by content), every frame is read through `SoundFile`, then `RecordingAnalysis.measure` (internal, hence
/// `@testable`) streams it again, mixed to mono with loudness measured and to stereo without.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.withFile(data, size, fileExtension: "wav") { url in
        let file = try SoundFile(reading: url, displayPath: FuzzInput.displayPath)
        var buffer = [Float](repeating: 0, count: 4096 * max(file.channels, 1))
        while try buffer.withUnsafeMutableBufferPointer({ try file.readFrames(into: $0) }) > 0 {}
        try file.close()
        let threshold = Float(pow(10, -50.0 / 20))  // -50 dBFS, the default silence threshold
        for (channels, loudness) in [(1, true), (2, false)] {
            _ = try RecordingAnalysis.measure(
                url, displayPath: FuzzInput.displayPath, outputChannels: channels, silenceThreshold: threshold,
                measuresLoudness: loudness)
        }
    }
}

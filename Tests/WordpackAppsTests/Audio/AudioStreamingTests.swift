import Foundation
import Testing
import WordpackAppKind
import WordpackAppKindTestSupport
import WordpackAppsTestSupport
import WordpackCore
import WordpackPipeline
import WordpackSound
import WordpackTestSupport

/// A long recording is streamed: memory does not grow with its length.
extension MemoryTests {
    @Suite struct AudioStreamingTests {
        @Test func convertsTwoMinutesInBoundedMemory() throws {
            let folder = try TemporaryFolder()
            // Two minutes of 48 kHz stereo, written a second at a time: 23 MB of WAV, 46 MB as floats.
            let url = folder.file("long.wav")
            let seconds = 120
            let second = SyntheticWAV.pcm16(
                sine(frequency: 220, rate: 48000, count: 96000, amplitude: 0.4), rate: 48000, channels: 2)
            try SyntheticWAV.writeRepeating(second, seconds: seconds, to: url)

            let canResetPeak = ResidentMemory.resetPeak()
            let baseline = canResetPeak ? ResidentMemory.current : ResidentMemory.peak
            let converted = try Converted(url, format: AudioFormat(), in: folder)
            let growth = ResidentMemory.peak - baseline

            #expect(converted.analysis.frames == seconds * 48000)
            #expect(try SoundFile(reading: converted.url, displayPath: "out.caf").frames == seconds * 22050)
            // The recording is 23 MB as a file and 46 MB as floats, the result 5.3 MB; the converter holds a few
            // blocks of 4096 frames (measured: about 1.4 MB in all). 4 MB leaves room for the allocator.
            #expect(growth < 4_000_000, "peak resident memory grew by \(growth / 1024) KB")
        }

        /// An hour of speech through the audio stage's whole write path (converted into a temporary file, hashed,
        /// compared, renamed into place and copied to a second output), as `wordpack build` runs it.
        @Test func writesAnHourOfSpeechInBoundedMemory() throws {
            // Speech at 8 kHz, as the recording: nothing is resampled, which keeps the test to seconds (resampling
            // streams too: see `convertsTwoMinutesInBoundedMemory`).
            let project = try AudioProject(audio: #"{"speech": {"sampleRate": 8000}}"#)
            // An hour of 8 kHz mono, 58 MB, written a second at a time.
            let seconds = 3600
            let second = SyntheticWAV.pcm16(sine(frequency: 300, rate: 8000, count: 8000, amplitude: 0.4), rate: 8000)
            let source = "inputs/languages/en/speech/Animals/ant.wav"
            try FileManager.default.createDirectory(
                at: project.folder.file(source).deletingLastPathComponent(), withIntermediateDirectories: true)
            try SyntheticWAV.writeRepeating(second, seconds: seconds, to: project.folder.file(source))
            let paths = ["firstwords/one/Speech/ant.caf", "firstwords/two/Speech/ant.caf"]
            let job = RecordingJob(source: source, role: .speech, paths: paths)
            let context = try project.context

            let canResetPeak = ResidentMemory.resetPeak()
            let baseline = canResetPeak ? ResidentMemory.current : ResidentMemory.peak
            let report = AudioStage.convert(job, context: context)
            let growth = ResidentMemory.peak - baseline

            #expect(report.findings.map(\.description) == [])
            #expect(report.written.sorted() == paths)
            let outputs = paths.map { context.project.outputs.appendingPathComponent($0) }
            #expect(try FileDigest.sha256(of: outputs[0]) == FileDigest.sha256(of: outputs[1]))
            // Trimmed to its sound: the whole hour but the 50 ms of padding it did not need at either end.
            let frames = try SoundFile(reading: outputs[0], displayPath: "ant.caf").frames
            #expect(abs(frames - seconds * 8000) <= 2, "\(frames) frames")
            let left = try FileManager.default.contentsOfDirectory(
                atPath: context.project.outputs.appendingPathComponent("firstwords/one/Speech").path)
            #expect(left == ["ant.caf"], "no temporary file is left beside the output")
            // The result is 58 MB: before the stage streamed, it was mapped and hashed whole, and the peak grew by
            // that much. Streaming holds the converter's blocks of 4096 frames, libsndfile's buffers and the 1 MB
            // chunk of hashing and the two 256 KB chunks of comparing and copying: a few MB whatever the length.
            #expect(growth < 4_000_000, "peak resident memory grew by \(growth / 1024) KB")
        }
    }
}

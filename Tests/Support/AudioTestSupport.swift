import Foundation
import Testing
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackSound

/// Synthetic recordings for the audio tests, written as WAV by hand (so no tool is needed at test time).
package enum SyntheticWAV {
    /// A 16-bit PCM WAV of interleaved `samples` (-1…1, ×32768 and rounded, as libsndfile reads them back).
    package static func pcm16(_ samples: [Float], rate: Int, channels: Int = 1) -> Data {
        var body = Data(capacity: samples.count * 2)
        for sample in samples {
            let value = Int16(max(-32768, min(32767, (Double(sample) * 32768).rounded())))
            body.append(contentsOf: [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)])
        }
        return wav(body, format: 1, bits: 16, rate: rate, channels: channels)
    }

    /// A 32-bit float WAV.
    package static func float32(_ samples: [Float], rate: Int, channels: Int = 1) -> Data {
        var body = Data(capacity: samples.count * 4)
        for sample in samples {
            let bits = sample.bitPattern
            body.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) })
        }
        return wav(body, format: 3, bits: 32, rate: rate, channels: channels)
    }

    private static func wav(_ body: Data, format: UInt16, bits: UInt16, rate: Int, channels: Int) -> Data {
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        let blockAlign = UInt16(channels) * bits / 8
        var data = Data("RIFF".utf8)
        data += le32(UInt32(36 + body.count))
        data += Data("WAVEfmt ".utf8)
        data += le32(16) + le16(format) + le16(UInt16(channels)) + le32(UInt32(rate))
        data += le32(UInt32(rate) * UInt32(blockAlign)) + le16(blockAlign) + le16(bits)
        data += Data("data".utf8) + le32(UInt32(body.count))
        data += body
        return data
    }

    /// Writes a long 16-bit WAV at `url`: the samples of the one-second `wav` (made by `pcm16`) `seconds`
    /// times over, a second at a time, so that making an hour-long file costs no memory.
    package static func writeRepeating(_ wav: Data, seconds: Int, to url: URL) throws {
        var header = wav.prefix(44)
        let total = UInt32((wav.count - 44) * seconds)
        header.replaceSubrange(4..<8, with: withUnsafeBytes(of: (36 + total).littleEndian) { Data($0) })
        header.replaceSubrange(40..<44, with: withUnsafeBytes(of: total.littleEndian) { Data($0) })
        _ = FileManager.default.createFile(atPath: url.path, contents: header)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        for _ in 0..<seconds { try handle.write(contentsOf: wav.dropFirst(44)) }
    }

    /// `seconds` of silence.
    package static func silence(_ seconds: Double, rate: Int) -> [Float] {
        [Float](repeating: 0, count: Int((seconds * Double(rate)).rounded()))
    }
}

/// Converts one recording file with `format` and reads the result back.
package struct Converted {
    package let url: URL
    package let analysis: RecordingAnalysis
    package var data: Data { (try? Data(contentsOf: url)) ?? Data() }

    package init(_ source: URL, format: AudioFormat, in folder: TemporaryFolder, name: String = "out.caf") throws {
        url = folder.file(name)
        analysis = try RecordingConverter.convert(
            source, displayPath: source.lastPathComponent, format: format, to: url, destinationDisplayPath: name)
    }

    /// The converted samples as libsndfile reads them (×32768 gives the 16-bit values).
    package func samples() throws -> (SoundFile, [Float]) {
        let sound = try SoundFile(reading: url, displayPath: url.lastPathComponent)
        return (sound, try readAllFrames(of: sound))
    }

    /// The 16-bit values, read from the CAF data chunk by hand (little-endian).
    package func integers() throws -> [Int16] {
        let caf = try #require(CAFChunks(data))
        let audio = try #require(caf.audio)
        return stride(from: audio.startIndex, to: audio.endIndex - 1, by: 2).map {
            Int16(bitPattern: UInt16(audio[$0]) | UInt16(audio[$0 + 1]) << 8)
        }
    }
}

/// ffprobe, the independent reader of the CAF files. `make test` installs it (Debian package ffmpeg); a
/// missing ffprobe fails the tests that need it instead of skipping them.
package enum FFprobe {
    package static var path: String? { ExternalTool.find("ffprobe") }

    package struct Stream: Equatable {
        package var codec: String
        package var sampleRate: Int
        package var channels: Int
        package var frames: Int

        package init(codec: String, sampleRate: Int, channels: Int, frames: Int) {
            self.codec = codec
            self.sampleRate = sampleRate
            self.channels = channels
            self.frames = frames
        }
    }

    /// The frames ffmpeg decodes (as 16-bit samples).
    package static func decodedFrames(_ url: URL, channels: Int) throws -> Int {
        let tool = try #require(
            ExternalTool.find("ffmpeg"), "ffmpeg is missing: install the Debian package ffmpeg (make test does)")
        let output = try ExternalTool.run(tool, ["-v", "error", "-i", url.path, "-f", "s16le", "-"]).output
        return output.count / (2 * channels)
    }

    package static func stream(_ url: URL) throws -> Stream {
        let tool = try #require(path, "ffprobe is missing: install the Debian package ffmpeg (make test does)")
        let output = try ExternalTool.run(
            tool,
            [
                "-v", "error", "-select_streams", "a:0", "-show_entries",
                "stream=codec_name,sample_rate,channels,duration_ts", "-of", "default=noprint_wrappers=1", url.path,
            ]
        ).output
        var fields: [String: String] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return Stream(
            codec: fields["codec_name"] ?? "?", sampleRate: Int(fields["sample_rate"] ?? "") ?? -1,
            channels: Int(fields["channels"] ?? "") ?? -1, frames: Int(fields["duration_ts"] ?? "") ?? -1)
    }
}

/// A small FirstWords project for the stage: one list (Animals: ant, bee, cat, dog, elk), one language (en)
/// with the recordings a test puts in place; nothing else the audio stage does not need.
package final class AudioProject {
    package let folder: TemporaryFolder
    package var project: Project { Project(root: folder.url) }
    package static let keys = ["ant", "bee", "cat", "dog", "elk"]

    package init(audio: String = "{}") throws {
        folder = try TemporaryFolder()
        try folder.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"app": {"kind": "firstwords", "name": "App", "lists": ["Animals"], "languages": ["en"]}},
             "audio": \(audio)}
            """)
        try folder.write("inputs/lists/Animals.csv", "key\n" + Self.keys.joined(separator: "\n") + "\n")
        try folder.write(
            "inputs/languages/en/words.csv",
            "list,key,word\n" + Self.keys.map { "Animals,\($0),\($0)" }.joined(separator: "\n"))
    }

    /// Puts a recording at `inputs/<path>`.
    package func put(_ path: String, _ data: Data) throws {
        try folder.write("inputs/\(path)", data)
    }

    package func copy(fixture: String, to path: String) throws {
        try put(path, try Data(contentsOf: Fixtures.url("audio/\(fixture)")))
    }

    package var context: StageContext {
        get throws {
            StageContext(
                project: project, catalogue: Ingest(project: project).run(),
                configuration: try project.loadConfiguration())
        }
    }
}

/// A word-like test signal: a tone of `seconds` at `amplitude`, between `silence` seconds of silence.
package func spokenWord(seconds: Double, amplitude: Double = 0.5, silence: Double = 0.2, rate: Int = 22050) -> [Float] {
    SyntheticWAV.silence(silence, rate: rate)
        + sine(frequency: 300, rate: Double(rate), count: Int(seconds * Double(rate)), amplitude: amplitude)
        + SyntheticWAV.silence(silence, rate: rate)
}

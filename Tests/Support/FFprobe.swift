import Foundation
import Testing

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

import CSndfile
import Foundation
import WordpackCore

/// The sentences for everything that can go wrong with a recording, naming the file.
package enum SoundFileProblem {
    /// `said`: libsndfile's reason, cleaned by `libraryReason`.
    static func openingFailed(_ file: String, code: Int32, reason said: String) -> FileProblem {
        if let problem = badShape(file, reason: said) { return problem }
        switch Int(code) {
        case SF_ERR_SYSTEM:
            return FileProblem(
                file: file, "could not be opened: \(said). Check that the file is there and that you may read it.")
        case SF_ERR_UNRECOGNISED_FORMAT:
            return FileProblem(
                file: file,
                "is not a recording that wordpack can read: libsndfile does not recognise its format. "
                    + "Export it again as WAV, AIFF or FLAC.")
        case SF_ERR_MALFORMED_FILE:
            return FileProblem(
                file: file, "is damaged: libsndfile says \"\(said)\". Copy or export the recording again.")
        case SF_ERR_UNSUPPORTED_ENCODING:
            return FileProblem(
                file: file,
                "uses an encoding that wordpack cannot read: libsndfile says \"\(said)\". "
                    + "Export it again as WAV, AIFF or FLAC.")
        default:
            return FileProblem(
                file: file,
                "could not be opened: libsndfile says \"\(said)\". Export it again as WAV, AIFF or FLAC.")
        }
    }

    /// libsndfile's limit on a recording's channels (`SF_MAX_CHANNELS`, which its public header does not give).
    static let maximumChannels = 1024

    /// libsndfile's refusals of a header whose channel count or rate it cannot take, in words; nil for others.
    static func badShape(_ file: String, reason said: String) -> FileProblem? {
        switch said {
        case "Channel count is zero":
            return FileProblem(
                file: file,
                "is damaged: its header says it holds 0 channels of sound. Copy or export the recording again.")
        case "Too many channels specified":
            return FileProblem(
                file: file,
                "has more channels than libsndfile can read (\(maximumChannels) at most). "
                    + "Export it again as mono or stereo.")
        case "Internal error : SF_INFO struct incomplete":
            // What libsndfile says of a header whose sample rate is 0 or beyond 2,147,483,647 Hz.
            return FileProblem(
                file: file,
                "is damaged: its header gives no sample rate that can be used (libsndfile says \"\(said)\"). "
                    + "Copy or export the recording again.")
        default:
            return nil
        }
    }

    static func cutShort(_ file: String, promisedFrames: Int, heldFrames: Int, sampleRate: Int) -> FileProblem {
        let rate = Double(max(sampleRate, 1))
        let promised = seconds(Double(promisedFrames) / rate)
        let held = seconds(Double(heldFrames) / rate)
        return FileProblem(
            file: file,
            "is cut short: its header promises \(promised) of sound but the file holds only \(held). "
                + "Copy or export the recording again.")
    }

    static func readingFailed(_ file: String, reason: UnsafePointer<CChar>?) -> FileProblem {
        FileProblem(
            file: file,
            "could not be read to the end: libsndfile says \"\(libraryReason(reason))\". "
                + "The file may be damaged or cut short: copy or export it again.")
    }

    static func unsupportedSettings(_ file: String, sampleRate: Int, channels: Int, encoding: String)
        -> FileProblem
    {
        let channelWord = channels == 1 ? "channel" : "channels"
        return FileProblem(
            file: file,
            "cannot be written as a CAF file with \(encoding), \(channels) \(channelWord) at \(sampleRate) Hz: "
                + "libsndfile does not allow that combination. Check the audio settings in pipeline.json.")
    }

    static func creatingFailed(_ file: String, code: Int32, reason said: String) -> FileProblem {
        if Int(code) == SF_ERR_SYSTEM {
            return FileProblem(
                file: file,
                "could not be created: \(said). Check that the folder exists and that you may write to it.")
        }
        return FileProblem(file: file, "could not be created: libsndfile says \"\(said)\".")
    }

    static func writingFailed(_ file: String, reason: UnsafePointer<CChar>?) -> FileProblem {
        FileProblem(
            file: file,
            "could not be written: libsndfile says \"\(libraryReason(reason))\". Check that the disk is not full.")
    }

    static func finishingFailed(_ file: String, reason: UnsafePointer<CChar>?) -> FileProblem {
        FileProblem(
            file: file,
            "could not be finished: libsndfile says \"\(libraryReason(reason))\". Check that the disk is not full.")
    }

    /// `when`: `after wordpack had closed it`.
    static func misused(_ file: String, _ when: String) -> FileProblem {
        FileProblem(file: file, "was used \(when). This is a bug in wordpack: please report it.")
    }

    /// libsndfile's sentence without its `System error : ` / `Error : ` prefix and final full stop.
    static func libraryReason(_ reason: UnsafePointer<CChar>?) -> String {
        guard let reason else { return "unknown error" }
        var text = String(cString: reason).trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["System error : ", "Error : "] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        while text.hasSuffix(".") {
            text.removeLast()
        }
        return text.isEmpty ? "unknown error" : text
    }

    /// `0.25 seconds`, `1 second`.
    package static func seconds(_ value: Double) -> String {
        let text = String(format: "%.2f", value)
        return text == "1.00" ? "1 second" : "\(text) seconds"
    }

    /// The frames a header promises when that is more than the file holds, read from libsndfile's log.
    ///
    /// libsndfile shortens `frames` to what is really there and notes the difference in its log, as
    /// `data : 22050 (should be 9956)` (WAV, Wave64) or `SSND : 11032 (should be 5476)` (AIFF); it offers no
    /// other way to tell. Returns nil when the header and the file agree.
    static func headerShortfall(in handle: OpaquePointer, framesInFile: Int) -> Int? {
        var log = [CChar](repeating: 0, count: 8192)
        let length = Int(sf_command(handle, Int32(SFC_GET_LOG_INFO), &log, Int32(log.count)))
        guard length > 0 else { return nil }
        let text = String(decoding: log.prefix(min(length, log.count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for line in text.split(separator: "\n") {
            guard let (claimed, actual) = claimedAndActualSize(line), claimed > actual, actual > 0 else { continue }
            // The claimed size is the file's own number: a frame count past 10^15 (centuries of sound) is said as
            // that, never made an Int it cannot be.
            let promised = min(Double(framesInFile) * Double(claimed) / Double(actual), 1e15)
            return Int(promised.rounded())
        }
        return nil
    }

    /// `data : 22050 (should be 9956)` → (22050, 9956); nil for any other line.
    static func claimedAndActualSize(_ line: Substring) -> (Int, Int)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("data ") || trimmed.hasPrefix("SSND ") else { return nil }
        let parts = trimmed.split(whereSeparator: { " :()".contains($0) })
        // ["data", "22050", "should", "be", "9956"]
        guard parts.count == 5, parts[2] == "should", parts[3] == "be",
            let claimed = Int(parts[1]), let actual = Int(parts[4])
        else { return nil }
        return (claimed, actual)
    }
}

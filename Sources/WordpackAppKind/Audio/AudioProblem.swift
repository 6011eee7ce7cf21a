import Foundation
import WordpackCore
import WordpackSound

/// The sentences about recordings that the audio stage and `wordpack check` report, each naming the file.
enum AudioProblem {
    /// Below this peak (dBFS) a recording that is not silent is nearly silent.
    static let nearlySilentLevel = -30.0

    static func silent(_ file: String, peak: Float, threshold: Double) -> FileProblem {
        let threshold = AudioFormat.number(threshold)
        let level =
            peak > 0
            ? "its loudest sample is at \(dBFS(peak)), below the silence threshold of \(threshold) dBFS"
            : "every sample is zero"
        return FileProblem(
            file: file, "is silent: \(level). Record it again, or check that the right file is in place.")
    }

    /// A recording at a rate libsamplerate cannot convert to the role's (more than 256 times away from it).
    static func unconvertibleRate(_ file: String, rate: Int, outputRate: Int) -> FileProblem {
        let rates = SampleRateConverter.convertibleRates(to: outputRate)
        return FileProblem(
            file: file,
            "is recorded at \(rate) Hz, a rate that cannot be converted to the \(outputRate) Hz the apps play: only "
                + "recordings at \(rates.lowerBound) Hz to \(rates.upperBound) Hz can be. The file is probably "
                + "damaged or was exported with a wrong setting: export the recording again at 44100 or 48000 Hz.")
    }

    static func nearlySilent(_ file: String, peak: Float) -> Diagnostic {
        .warning(
            at: Location(file: file),
            "is nearly silent: its loudest sample is at \(dBFS(peak)) (a good recording peaks above "
                + "\(AudioFormat.number(nearlySilentLevel)) dBFS), so its noise would be raised with it. "
                + "Record it again closer to the microphone or with more input gain.")
    }

    static func clipped(_ file: String, places: Int, firstAt time: Double) -> Diagnostic {
        let spots =
            places == 1
            ? "in 1 place (at \(seconds(time)))" : "in \(places) places (the first at \(seconds(time)))"
        return .warning(
            at: Location(file: file),
            "is clipped \(spots): the recording hit full scale and is distorted there. "
                + "Record it again with a little less input gain.")
    }

    static func muchLonger(_ file: String, lasts: Double, typical: Double, folder: String, others: Int)
        -> Diagnostic
    {
        .warning(
            at: Location(file: file),
            "lasts \(seconds(lasts)), more than \(Int(SiblingLengths.factor)) times as long as the \(others) other "
                + "recordings in \(folder)/ (typically \(seconds(typical))); check that it holds only what it should, "
                + "or trim it.")
    }

    static func muchShorter(_ file: String, lasts: Double, typical: Double, folder: String, others: Int)
        -> Diagnostic
    {
        .warning(
            at: Location(file: file),
            "lasts only \(seconds(lasts)), less than a third as long as the \(others) other recordings in "
                + "\(folder)/ (typically \(seconds(typical))); check that it is not cut off.")
    }

    /// `-12.3 dBFS`.
    static func dBFS(_ peak: Float) -> String {
        String(format: "%.1f dBFS", 20 * log10(Double(peak)))
    }

    static func seconds(_ value: Double) -> String {
        SoundFileProblem.seconds(value)
    }
}

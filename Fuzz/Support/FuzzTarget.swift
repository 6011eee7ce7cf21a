import Foundation
@testable import WordpackAppKind
@testable import WordpackCatalogue
@testable import WordpackCore
@testable import WordpackPictures
@testable import WordpackRecording
@testable import WordpackSheets
@testable import WordpackSound

/// A promise a reader makes to the rest of the pipeline, broken by an input: what the fuzzer looks for beside
/// crashes.
public struct BrokenPromise: Error, CustomStringConvertible {
    public var description: String
}

/// What each libFuzzer entry does with its input, in one place: `Fuzz/<target>.swift` calls it for every input
/// the fuzzer makes, and `FuzzCorpusReplayTests` (in `make test`) for every committed seed, so that a crash or a
/// broken promise found once stays fixed.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case csv, xlsx, ods, png, recording, po, labels

    /// The extension of the file the reader is given, as a build would name it.
    public var fileExtension: String {
        switch self {
        case .recording: "wav"
        case .labels: "txt"
        default: rawValue
        }
    }

    /// The bytes of the file for an input: XLSX and ODS inputs written as `@@part` lists are packed first.
    public func file(for input: Data) -> Data {
        self == .xlsx || self == .ods ? ZipParts.package(input) : input
    }

    /// Reads the file at `url` as the target's reader does. A refused input throws the reader's error; a broken
    /// promise throws `BrokenPromise`.
    public func read(_ url: URL) throws {
        switch self {
        case .csv, .xlsx, .ods: try FuzzSheets.readEverySheet(url)
        case .png: try Self.readPicture(url)
        case .recording: try Self.readRecording(url)
        case .po: try Self.readTranslations(url)
        case .labels: try Self.readLabels(url)
        }
    }

    /// The libFuzzer entry's body: a refused input is fine, a broken promise stops the process as a crash does.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        FuzzInput.withFile(data, size, fileExtension: fileExtension, packing: file(for:)) { url in
            do {
                try read(url)
            } catch let broken as BrokenPromise {
                fatalError("broken promise: \(broken)")
            }
        }
    }

    /// The picture path of check and the images stage: the header, then the whole picture decoded to RGBA by
    /// libpng's simplified API, refused above 4,000,000 pixels so that memory stays bounded.
    private static func readPicture(_ url: URL) throws {
        let header = try PNGImage.readHeader(from: url, displayPath: FuzzInput.displayPath)
        let image = try PNGImage.read(from: url, displayPath: FuzzInput.displayPath, maximumPixelCount: 4_000_000)
        guard image.width == header.width, image.height == header.height else {
            throw BrokenPromise(
                description:
                    "decoded \(image.width)×\(image.height), but the header says \(header.width)×\(header.height)")
        }
        _ = image.pixel(x: image.width - 1, y: image.height - 1)
    }

    /// The recording path of check and the audio stage: libsndfile opens the file (WAV, AIFF, FLAC, Ogg, MP3, …,
    /// told apart by content), every frame is read through `SoundFile`, then `RecordingAnalysis.measure`
    /// (internal, hence `@testable`) streams it again, mixed to mono with loudness measured and to stereo without.
    private static func readRecording(_ url: URL) throws {
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

    /// A language folder's PO file as the build and `import-po` read it: `POReader` entry by entry, then
    /// `POTranslations` (the header's checks, each entry as a unit of its list). The promise: no string longer
    /// than a cell's limit gets through, and one cut at it says how long it was.
    private static func readTranslations(_ url: URL) throws {
        let (_, entries) = try POReader.read(path: url.path, displayPath: FuzzInput.displayPath)
        for entry in entries {
            let longest = ([entry.context ?? "", entry.source] + entry.translations).map(\.utf16.count).max() ?? 0
            guard longest <= ReadLimits.cellCharacters else {
                throw BrokenPromise(description: "an entry at line \(entry.line) holds a string of \(longest) units")
            }
            if let length = entry.tooLong, length <= ReadLimits.cellCharacters {
                throw BrokenPromise(description: "an entry at line \(entry.line) is cut at \(length) units")
            }
        }
        var translations = POTranslations(language: "fr")
        translations.referenceLanguage = "en"
        var cleaner = TextCleaner()
        try translations.read(path: url.path, displayPath: FuzzInput.displayPath, cleaner: &cleaner)
    }

    /// An Audacity label track as `split --labels` reads it: `TakeLabels.read`, then its cuts of a script of as
    /// many lines as it has labels, in a take of 10 s at 48 kHz. The promise: every cut is inside the take, its
    /// end not before its start.
    private static func readLabels(_ url: URL) throws {
        let labels = try TakeLabels.read(url, displayPath: FuzzInput.displayPath)
        let lines = labels.labels.indices.map {
            TakeScript.Line(
                number: $0 + 1, text: labels.labels[$0].text, key: "k\($0)", path: "inputs/k\($0).wav", row: $0 + 2)
        }
        let frames = EnergyFrames(sampleRate: 48_000, frameLength: 480, takeFrames: 480_000)
        let cuts = try labels.cuts(lines, frames: frames, displayPath: FuzzInput.displayPath, script: "es.tsv")
        for cut in cuts where !(0 <= cut.start && cut.start <= cut.end && cut.end <= frames.takeFrames) {
            throw BrokenPromise(description: "label \(cut.line.number) cut at \(cut.start)–\(cut.end)")
        }
    }
}

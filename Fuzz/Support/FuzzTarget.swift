import Foundation

@testable import WordpackAppKind
@testable import WordpackMedia

/// A promise a reader makes to the rest of the pipeline, broken by an input: what the fuzzer looks for beside
/// crashes.
public struct BrokenPromise: Error, CustomStringConvertible {
    public var description: String
}

/// What each libFuzzer entry does with its input, in one place: `Fuzz/<target>.swift` calls it for every input
/// the fuzzer makes, and `FuzzCorpusReplayTests` (in `make test`) for every committed seed, so that a crash or a
/// broken promise found once stays fixed.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case csv, xlsx, ods, png, recording

    /// The extension of the file the reader is given, as a build would name it.
    public var fileExtension: String { self == .recording ? "wav" : rawValue }

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
}

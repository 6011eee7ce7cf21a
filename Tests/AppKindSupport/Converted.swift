import Foundation
import Testing
import WordpackAppKind
import WordpackCore
import WordpackSound
import WordpackSoundTestSupport
import WordpackTestSupport

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

import Foundation
import WordpackCore
import WordpackSound

/// The MP3 of each recording an Open Board package plays, kept in the build folder by the recording's digest
/// (`.wordpack/package-sounds/<key>.mp3`, with its length in seconds beside it in `<key>.seconds`): a package
/// packed again because one word's text changed encodes none of the recordings that are as they were. The key
/// is the recording's SHA-256 with the encoding's version, so a changed recording or encoder is encoded afresh.
/// The length is written after the MP3 and read first, so a file cut short by an interrupted build is never
/// taken. Each entry is a few kilobytes; the folder goes with the build folder (`make clean`).
struct GlyphPackageSounds {
    /// Raised whenever `SoundFile.encodeMP3` gives other bytes for the same recording.
    static let version = 1

    let folder: URL
    let scratch: URL
    let digests: RememberedDigests?

    init(project: Project, scratch: URL, digests: RememberedDigests?) {
        folder = project.buildFolder.appendingPathComponent("package-sounds", isDirectory: true)
        self.scratch = scratch
        self.digests = digests
    }

    /// The recording at `source` as MP3, from the build folder or encoded now (and kept there).
    func sound(_ source: URL, displayPath: String) throws -> GlyphPackage.Sound {
        let digest = try digests?.sha256(atPath: source.path) ?? FileDigest.sha256(of: source)
        let key = FileDigest.sha256(of: "mp3 \(Self.version) \(digest)")
        let (mp3, seconds) = (
            folder.appendingPathComponent(key + ".mp3"), folder.appendingPathComponent(key + ".seconds")
        )
        if let text = try? String(contentsOf: seconds, encoding: .utf8), let duration = Double(text),
            let data = try? Data(contentsOf: mp3)
        {
            return GlyphPackage.Sound(data: data, duration: duration)
        }
        let encoded = scratch.appendingPathComponent(UUID().uuidString + ".mp3")
        let duration = try SoundFile.encodeMP3(source, displayPath: displayPath, to: encoded)
        let data = try Data(contentsOf: encoded)
        // Kept for the next packing when the build folder can take it; the package is made either way.
        if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? FileWriter.write(data, to: mp3)) != nil
        {
            _ = try? FileWriter.write(Data(String(duration).utf8), to: seconds)
        }
        return GlyphPackage.Sound(data: data, duration: duration)
    }
}

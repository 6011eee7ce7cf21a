import Foundation
import WordpackCore
import WordpackSound

/// Writes a review site into `review/`: each page only when its bytes change, each media file only when the
/// built file it comes from changed since it was written (its SHA-256 is kept in `review/.media.json`; for a
/// file of a ZIP archive, its CRC-32 and size as the archive states them), and
/// removes any other file, so the folder holds exactly the site. Every file goes through a temporary file.
package enum ReviewWriter {
    /// What one review wrote.
    package struct Outcome: Equatable, Sendable {
        var pages = 0
        var pagesWritten = 0
        var media = 0
        var mediaWritten = 0
        var removed = 0
    }

    /// The file, inside `review/`, that remembers what each media file was made from.
    static let stateFile = ".media.json"

    static func write(_ site: ReviewSite, to folder: URL, outputs: URL, digests: RememberedDigests) throws
        -> Outcome
    {
        var outcome = Outcome()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in site.pages.keys.sorted() {
            outcome.pages += 1
            if try FileWriter.write(Data((site.pages[path] ?? "").utf8), to: folder.appendingPathComponent(path)) {
                outcome.pagesWritten += 1
            }
        }
        let stateURL = folder.appendingPathComponent(stateFile)
        let previous =
            (try? Data(contentsOf: stateURL))
            .flatMap { try? JSONDecoder().decode([String: String].self, from: $0) } ?? [:]
        var state: [String: String] = [:]
        var archives: [String: ZipReading] = [:]
        for media in site.media.sorted(by: { $0.path < $1.path }) {
            outcome.media += 1
            let source = outputs.appendingPathComponent(media.output)
            let target = folder.appendingPathComponent(media.path)
            var archive: ZipReading?
            if case .entry = media.form {
                archive = try archives[media.output] ?? ZipReading(url: source, displayPath: "outputs/\(media.output)")
                archives[media.output] = archive
            }
            let digest: String
            if case .entry(let entry) = media.form, let archive {
                guard let fingerprint = archive.fingerprint(entry) else {
                    throw FileProblem(file: archive.displayPath, "has no file \(entry)")
                }
                digest = fingerprint
            } else {
                digest = try digests.sha256(atPath: source.path)
            }
            state[media.path] = digest
            if previous[media.path] == digest, FileManager.default.fileExists(atPath: target.path) { continue }
            switch media.form {
            case .copy:
                try FileWriter.copy(source, to: target)
            case .entry(let entry):
                _ = try FileWriter.write(try archive?.data(entry) ?? Data(), to: target)
            case .wav:
                let temporary = try FileWriter.temporaryFile(beside: target)
                do {
                    try SoundFile.writeWAV(from: source, displayPath: "outputs/\(media.output)", to: temporary)
                } catch {
                    try? FileManager.default.removeItem(at: temporary)
                    throw error
                }
                try FileWriter.place(temporary, at: target)
            }
            outcome.mediaWritten += 1
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileWriter.write(try encoder.encode(state), to: stateURL)
        let keep = Set(site.pages.keys).union(site.media.map(\.path)).union([stateFile])
        outcome.removed = try removeOthers(in: folder, keeping: keep)
        return outcome
    }

    /// Removes every file under `folder` not in `keep` (paths relative to it), then the folders left empty. The
    /// walk gives paths relative to `folder` and each entry's type from the listing, with no URL made or looked
    /// up again per file (a site of 10,000 media files is walked after every save under `--watch`).
    private static func removeOthers(in folder: URL, keeping keep: Set<String>) throws -> Int {
        var removed = 0
        var folders: [String] = []
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
        while let relative = walk.nextObject() as? String {
            if (walk.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                folders.append(relative)
            } else if !keep.contains(relative) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(relative))
                removed += 1
            }
        }
        for relative in folders.sorted(by: { $0.count > $1.count }) {
            let url = folder.appendingPathComponent(relative, isDirectory: true)
            if (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: url)
            }
        }
        return removed
    }
}

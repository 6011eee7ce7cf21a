import Foundation
import WordpackCore
import WordpackPipeline

/// A release folder `publish` wrote earlier, read back: its manifest and what its apps showed
/// (`content.json`). Each file is read only when it is a regular file of at most `largestFile` bytes, so a
/// damaged or hostile release costs a sentence, never the memory of a file read whole.
package struct EarlierRelease {
    /// The most bytes a release's manifest or `content.json` may hold: ten times what the largest catalogue
    /// wordpack is measured with writes (bench/README.md, "Scale").
    static let largestFile: Int64 = 500_000_000

    package let manifest: Manifest
    package let content: ReleaseContent

    /// Reads the release in `folder`, naming it `display` in messages; a `FileProblem` naming the file that is
    /// missing, too large or not what `publish` wrote.
    package init(folder: URL, display: String) throws {
        manifest = try Self.read(Manifest.self, Manifest.fileName, in: folder, display: display)
        content = try Self.read(ReleaseContent.self, "content.json", in: folder, display: display)
    }

    /// Only the manifest of the release in `folder`.
    static func manifest(in folder: URL, display: String) throws -> Manifest {
        try read(Manifest.self, Manifest.fileName, in: folder, display: display)
    }

    private static func read<T: Decodable>(_ type: T.Type, _ name: String, in folder: URL, display: String) throws
        -> T
    {
        let shown = "\(display)/\(name)"
        let advice =
            "restore the release from a backup, or move its folder out of the releases folder so that the one "
            + "before it is compared with."
        let path = folder.appendingPathComponent(name).path
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path, displayPath: shown)
        } catch let problem as FileProblem {
            throw FileProblem(
                file: shown, "\(problem.message) A release made by `wordpack publish` holds it: \(advice)")
        } catch let error as POSIXError where error.code == .ENOENT {
            throw FileProblem(
                file: display,
                "is not a release made by `wordpack publish` (it holds no \(name)): a releases folder holds only "
                    + "releases (move anything else out of it), and `--since` names one of them.")
        } catch {
            throw FileProblem(file: shown, "cannot be read (\(error.localizedDescription)): \(advice)")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int64(info.st_size) <= largestFile else {
            throw FileProblem(
                file: shown,
                "holds \(Int64(info.st_size).byteCount), more than the \(largestFile.byteCount) a release's "
                    + "\(name) can need, so it is damaged; \(advice)")
        }
        do {
            let data = try handle.read(upToCount: Int(largestFile) + 1) ?? Data()
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw FileProblem(file: shown, "is damaged: it is not the \(name) `wordpack publish` wrote; \(advice)")
        }
    }
}

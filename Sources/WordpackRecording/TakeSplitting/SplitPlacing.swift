import Foundation
import WordpackCore

/// Where a split's recordings wait before they take their places, and what a split is putting in place.
///
/// The cuts are written in the build folder (`.wordpack/split/`), never beside their places in `inputs/`; when
/// all are written, their paths and SHA-256 digests are noted in `.wordpack/split/placing.tsv`, then each is
/// renamed into place, and the note is removed. A split killed before the note leaves `inputs/` as it was; one
/// killed while renaming leaves whole recordings there, which the note names: the next split replaces those
/// without `--replace` (they are its own unfinished work, not a recording someone made).
struct SplitPlacing {
    /// The digest of each recording being put in place, by its path in the project.
    private var digests: [String: String] = [:]

    init() {}

    static func folder(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("split", isDirectory: true)
    }

    private static func note(in project: Project) -> URL {
        folder(in: project).appendingPathComponent("placing.tsv")
    }

    /// What the last split was putting in place when it stopped; nothing when it finished (or never ran).
    static func unfinished(in project: Project) -> SplitPlacing {
        var placing = SplitPlacing()
        guard let text = try? String(contentsOf: note(in: project), encoding: .utf8) else { return placing }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if fields.count == 2 { placing.digests[fields[1]] = fields[0] }
        }
        return placing
    }

    /// Whether the file at `path` is one an unfinished split put there, byte for byte.
    func holds(_ path: String, in project: Project) -> Bool {
        guard let digest = digests[path] else { return false }
        return (try? FileDigest.sha256(of: URL(fileURLWithPath: project.path(of: path)))) == digest
    }

    /// Removes the cuts a killed split left in the build folder.
    static func removeTemporaryFiles(in project: Project) {
        BuildFolder.removeTemporaryFiles(in: folder(in: project))
    }

    /// Notes the recordings (each a path in the project and its finished temporary file in `folder`), then
    /// renames each into place, making the folders on the way; a file already holding the same bytes is left
    /// alone. Throws a `FileProblem` naming the recording that could not be put in place, and saying how many
    /// were. Gives each recording's SHA-256, in order.
    static func place(_ recordings: [(path: String, temporary: String)], in project: Project) throws -> [String] {
        var text = ""
        var digests: [String] = []
        for recording in recordings {
            let digest: String
            do {
                digest = try FileDigest.sha256(of: URL(fileURLWithPath: recording.temporary))
            } catch {
                throw FileProblem(
                    file: project.displayPath(of: folder(in: project)),
                    "lost the cut for \(recording.path) (\(reason(error))) before it was put in place, so no "
                        + "recording was written; split again.")
            }
            text += "\(digest)\t\(recording.path)\n"
            digests.append(digest)
        }
        // Every destination folder made and found writable before the first recording is put in place: a folder
        // that cannot take its recording stops the split with nothing written, rather than half of it.
        var checked: Set<String> = []
        for recording in recordings {
            let folder = URL(fileURLWithPath: project.path(of: recording.path)).deletingLastPathComponent()
            guard checked.insert(folder.path).inserted else { continue }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                guard access(folder.path, W_OK) == 0 else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EACCES)
                }
            } catch {
                throw FileProblem(
                    file: recording.path,
                    "cannot be written (\(reason(error)) in its folder), so no recording was written. Check the "
                        + "folder, then split again.")
            }
        }
        let noted = note(in: project)
        do {
            try FileWriter.write(Data(text.utf8), to: noted)
        } catch {
            throw FileProblem(
                file: project.displayPath(of: noted),
                "cannot be written (\(reason(error))), so no recording was written; check that you may write into "
                    + "the project's .wordpack folder.")
        }
        for (index, recording) in recordings.enumerated() {
            let destination = URL(fileURLWithPath: project.path(of: recording.path))
            do {
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try move(URL(fileURLWithPath: recording.temporary), to: destination, digest: digests[index])
            } catch {
                let done =
                    index == 0
                    ? "no recording was written"
                    : "the \(index) before it in the script were written; split again to write the others (those "
                        + "written are replaced without --replace)"
                throw FileProblem(
                    file: recording.path,
                    "cannot be written (\(reason(error))), so \(done). Check the folder, then split again.")
            }
        }
        try? FileManager.default.removeItem(at: noted)
        return digests
    }

    /// Renames `temporary` to `destination` (or removes it when `destination` holds the same bytes: the same `digest`); across file
    /// systems (the build folder on another disk), copies it beside its place first.
    private static func move(_ temporary: URL, to destination: URL, digest: String) throws {
        if (try? FileDigest.sha256(of: destination)) == digest {
            try FileManager.default.removeItem(at: temporary)
            return
        }
        guard rename(temporary.path, destination.path) != 0 else { return }
        let code = errno
        guard code == EXDEV else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        try FileWriter.copy(temporary, to: destination)
        try FileManager.default.removeItem(at: temporary)
    }

    /// The system's reason for `error`, as a few words (`No space left on device`).
    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let problem = error as? DiagnosticConvertible { return problem.diagnostic.message }
        return (error as NSError).localizedDescription
    }
}

import Foundation
import WordpackCore

/// The files behind a build stamp, kept beside it: each line of the stamped state, with the SHA-256 of the
/// file it names when the build knew it (`-` otherwise). Read only when the stamp's digest differs from the
/// project's: a file whose stat changed but whose bytes are those recorded (a sheet saved again unchanged,
/// an output touched) leaves the project as the last build left it, so the build can still do nothing.
///
/// Only `pipeline.json` and files of `inputs/` and `outputs/` are compared by bytes. Any other difference (a
/// file added or removed, the program, the catalogue in the build folder, the options) still runs the build.
struct StampedFiles {
    static let fileName = "build-stamp-files.txt"

    /// The state's lines, each with the SHA-256 of its file if known.
    var lines: [(text: String, sha256: String?)]

    static func file(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent(fileName)
    }

    /// The state's lines with the digests `digests` knows for them as they were stat-ed; `pipeline` is
    /// pipeline.json's SHA-256 as the state saw it.
    init(_ state: [ProjectState.Line], project: Project, digests: RememberedDigests?, pipeline: String?) {
        lines = state.map { line in
            guard let file = line.file else { return (line.text, nil) }
            if file.name == PipelineConfiguration.fileName { return (line.text, pipeline) }
            guard let path = Self.path(of: file.name, in: project) else { return (line.text, nil) }
            return (
                line.text,
                digests?.knownSHA256(atPath: path, size: file.size, modified: file.modified, inode: file.inode)
            )
        }
    }

    private init(lines: [(text: String, sha256: String?)]) {
        self.lines = lines
    }

    /// The absolute path of a file these lines may compare by bytes; nil for the others.
    static func path(of name: String, in project: Project) -> String? {
        if name == PipelineConfiguration.fileName { return project.pipelineFile.path }
        if name.hasPrefix("inputs/") { return project.path(of: name) }
        if name.hasPrefix("outputs/") { return project.outputs.path + name.dropFirst("outputs".count) }
        return nil
    }

    /// The lines saved with the stamp whose digest is `digest`, brought up to `state`, when `state` is the
    /// project they describe: line by line the same, or a file of `inputs/`, `outputs/` or pipeline.json whose
    /// stat changed and whose bytes (read now) have the recorded SHA-256. Nil at the first difference, or when
    /// the file is missing, unreadable or not that stamp's (a build stopped between writing the two).
    ///
    /// One pass over the saved file that stops at the first line that tells the two apart: a build after an edit
    /// reads the saved lines only up to the edited file's, and makes no text of those that match (a twentieth
    /// of a second at 100,000 words × 30 languages). The saved lines' digest is checked only when all matched.
    static func matching(_ state: [ProjectState.Line], in project: Project, digest: String) -> StampedFiles? {
        guard let data = try? Data(contentsOf: file(in: project)) else { return nil }
        var updated: [(text: String, sha256: String?)] = []
        updated.reserveCapacity(state.count)
        var saved: [ProjectState.Line] = []
        saved.reserveCapacity(state.count)
        let matched = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var start = 0
            for now in state {
                guard start < bytes.count,
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")),
                    let tab = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t"))
                else { return false }
                let text = UnsafeRawBufferPointer(rebasing: bytes[(tab + 1)..<end])
                let sha256 =
                    tab - start == 1 && bytes[start] == UInt8(ascii: "-")
                    ? nil : String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<tab]), as: UTF8.self)
                start = end + 1
                if now.text.utf8.elementsEqual(text) {
                    saved.append(now)
                    updated.append((now.text, sha256))
                    continue
                }
                let line = String(decoding: text, as: UTF8.self)
                guard Self.sameBytes(line, sha256, as: now, project: project) else { return false }
                saved.append(ProjectState.Line(text: line))
                updated.append((now.text, sha256))
            }
            return start == bytes.count
        }
        guard matched, ProjectState.digest(of: saved) == digest else { return nil }
        return StampedFiles(lines: updated)
    }

    func save(in project: Project) throws {
        var text = ""
        for line in lines { text += "\(line.sha256 ?? "-")\t\(line.text)\n" }
        try FileWriter.write(Data(text.utf8), to: Self.file(in: project))
    }

    /// The digest of the state these lines describe (as `ProjectState` makes it).
    var digest: String {
        ProjectState.digest(of: lines.map { ProjectState.Line(text: $0.text) })
    }

    /// Whether a saved line that differs from `now` names the same file as `now`, with a recorded SHA-256 that
    /// the file's bytes (read now) still have.
    private static func sameBytes(_ line: String, _ sha256: String?, as now: ProjectState.Line, project: Project)
        -> Bool
    {
        guard let sha256, let file = now.file, line.hasPrefix(file.name + "\t"),
            let path = path(of: file.name, in: project)
        else { return false }
        return (try? FileDigest.sha256(of: URL(fileURLWithPath: path))) == sha256
    }
}

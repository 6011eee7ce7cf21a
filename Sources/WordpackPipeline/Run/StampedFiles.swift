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

    /// The lines saved with the stamp whose digest is `digest`; nil when missing, unreadable or not that
    /// stamp's (a build stopped between writing the two).
    static func load(from project: Project, digest: String) -> StampedFiles? {
        guard let data = try? Data(contentsOf: file(in: project)) else { return nil }
        var lines: [(text: String, sha256: String?)] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
        {
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let sha256 = String(line[..<tab])
            lines.append((String(line[line.index(after: tab)...]), sha256 == "-" ? nil : sha256))
        }
        let stamped = StampedFiles(lines: lines)
        return stamped.digest == digest ? stamped : nil
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

    /// Whether `state` is the project these lines describe: line by line the same, or a file of `inputs/`,
    /// `outputs/` or pipeline.json whose stat changed and whose bytes (read now) have the recorded SHA-256.
    /// Returns these lines brought up to `state` (the same digests), or nil at the first difference.
    func matching(_ state: [ProjectState.Line], project: Project) -> StampedFiles? {
        guard state.count == lines.count else { return nil }
        var updated = lines
        for (index, (line, now)) in zip(lines, state).enumerated() where line.text != now.text {
            guard let sha256 = line.sha256, let file = now.file, line.text.hasPrefix(file.name + "\t"),
                let path = Self.path(of: file.name, in: project),
                (try? FileDigest.sha256(of: URL(fileURLWithPath: path))) == sha256
            else { return nil }
            updated[index].text = now.text
        }
        return StampedFiles(lines: updated)
    }
}

import Foundation
import WordpackCore

/// What the project looked like after the last build that succeeded: every file of `inputs/` and
/// `outputs/` by name, size, inode and modification and change times, `pipeline.json`, the catalogue in the
/// build folder, the wordpack program itself and the build's options, hashed into one SHA-256; with the
/// findings that build printed. A build that finds the same stamp has nothing to do (as `make` would conclude from
/// the same times), and says the same findings again without reading a sheet.
///
/// When the digest differs, the files behind it (`StampedFiles`) tell which: a file of `inputs/` or `outputs/`,
/// or pipeline.json, whose stat changed but whose bytes are still those the build recorded (a sheet saved
/// again unchanged, an output touched) changes nothing, and the stamp is brought up to date. Any other
/// difference (a file's bytes, a file added or removed, a lock file beside a sheet, the program) means the
/// whole build runs, which then compares bytes as usual. A project holding a symbolic link gets no stamp,
/// so its builds always run in full.
///
/// The file (`build-stamp`) is a line of JSON (the digest and the number of outputs), then the findings packed.
struct BuildStamp: Equatable, Sendable {
    package static let fileName = "build-stamp"
    /// The stamp's file in earlier versions (all JSON), removed with the stamp.
    static let formerFileName = "build-stamp.json"

    /// SHA-256 of everything listed above.
    package var digest: String
    /// What the build printed, to be printed again.
    package var findings: [Diagnostic]
    /// How many outputs the build accounted for, for the summary line.
    package var outputCount: Int

    package init(digest: String, findings: [Diagnostic], outputCount: Int) {
        self.digest = digest
        self.findings = findings
        self.outputCount = outputCount
    }

    static func file(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent(fileName)
    }

    /// The stamp the last successful build left, if any.
    package static func load(from project: Project) -> BuildStamp? {
        guard let data = try? Data(contentsOf: file(in: project)), let (header, rest) = split(data),
            let findings = Diagnostic.unpacked(String(decoding: rest, as: UTF8.self))
        else { return nil }
        return BuildStamp(digest: header.digest, findings: findings, outputCount: header.outputCount)
    }

    /// The digest of the stamp the last successful build left, from its first line alone (a build that goes on
    /// does not read 100,000 findings back).
    static func digest(in project: Project) -> String? {
        guard let descriptor = try? RegularFile.open(file(in: project).path, displayPath: fileName) else { return nil }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard let start = try? file.read(upToCount: 1 << 16), let (header, _) = split(start) else { return nil }
        return header.digest
    }

    /// The first line: the digest and the number of outputs, as JSON.
    private struct Header: Codable {
        var digest: String
        var outputCount: Int
    }

    /// A stamp file's first line (its header) and the rest (the findings packed: `Diagnostic.packed(_:)`, as they
    /// are, so that 100,000 findings are neither escaped nor unescaped); nil for a file of another form (a stamp
    /// of an earlier version, all JSON on one line).
    private static func split(_ data: Data) -> (Header, Data)? {
        guard let end = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: data[..<end])
        else { return nil }
        return (header, data[(end + 1)...])
    }

    /// Saves the stamp, after the files behind it (`files`, whose digest is this stamp's).
    func save(in project: Project, files: StampedFiles) throws {
        try Self.save(
            digest: digest, outputCount: outputCount, checked: findings, ahead: nil, later: [], in: project,
            files: files)
    }

    /// Saves the stamp of a build that printed `checked` (its check's findings), then `later`: the file of a
    /// stamp holding all of them, after the files behind it (`files`, whose digest is `digest`). `ahead`:
    /// `checked` already packed (`PackedFindingsFile`), copied when it was written. The findings are packed
    /// into the file as it is written (`pack`).
    static func save(
        digest: String, outputCount: Int, checked: [Diagnostic], ahead: PackedFindingsFile?, later: [Diagnostic],
        in project: Project, files: StampedFiles
    ) throws {
        try files.save(in: project)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var header = try encoder.encode(Header(digest: digest, outputCount: outputCount))
        header.append(UInt8(ascii: "\n"))
        try FileWriter.writeBytes(to: file(in: project)) { append in
            try header.withUnsafeBytes { try append($0) }
            if let ahead, ahead.count == checked.count, try ahead.copy(to: append) {
            } else {
                try pack(checked, to: append)
            }
            try pack(later, to: append)
        }
    }

    /// Hands `findings` packed (`Diagnostic.packedBytes`) to `append` a few thousand at a time: 200,000 of them
    /// packed whole took 100 MB.
    static func pack(_ findings: [Diagnostic], to append: (UnsafeRawBufferPointer) throws -> Void) throws {
        for start in stride(from: 0, to: findings.count, by: findingsPackedAtOnce) {
            let packed = Diagnostic.packedBytes(findings[start..<min(start + findingsPackedAtOnce, findings.count)])
            try packed.withUnsafeBytes { try append($0) }
        }
    }

    /// How many findings `pack` packs into one piece.
    static let findingsPackedAtOnce = 4096

    /// Removes the stamp: a build that is about to change things no longer vouches for the old state.
    package static func remove(from project: Project) {
        unlink(file(in: project).path)
        unlink(project.buildFolder.appendingPathComponent(formerFileName).path)
        unlink(StampedFiles.file(in: project).path)
        unlink(project.buildFolder.appendingPathComponent(PackedFindingsFile.fileName).path)
    }

    /// The stamp the last successful build left, when the project is as that build left it: the same state, or
    /// a state whose only differences are files with the recorded bytes (then the stamp is saved again for the
    /// state of now, so that the next build is a plain no-op again). Its findings are read only then.
    static func holding(for state: ProjectState, project: Project) -> BuildStamp? {
        guard let lines = state.lines(project: project), let digest = digest(in: project) else { return nil }
        if ProjectState.digest(of: lines) == digest { return load(from: project) }
        guard let updated = StampedFiles.matching(lines, in: project, digest: digest),
            var stamp = load(from: project)
        else { return nil }
        stamp.digest = updated.digest
        try? stamp.save(in: project, files: updated)
        return stamp
    }
}

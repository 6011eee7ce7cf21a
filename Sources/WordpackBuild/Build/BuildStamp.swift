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
struct BuildStamp: Codable, Equatable, Sendable {
    package static let fileName = "build-stamp.json"

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
        guard let data = try? Data(contentsOf: file(in: project)) else { return nil }
        return try? JSONDecoder().decode(BuildStamp.self, from: data)
    }

    /// The digest of the stamp the last successful build left, without its findings (a build that goes on
    /// does not read 100,000 of them back).
    static func digest(in project: Project) -> String? {
        struct Header: Decodable { var digest: String }
        guard let data = try? Data(contentsOf: file(in: project)) else { return nil }
        return (try? JSONDecoder().decode(Header.self, from: data))?.digest
    }

    private enum CodingKeys: String, CodingKey {
        case digest, findings, outputCount
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        digest = try container.decode(String.self, forKey: .digest)
        outputCount = try container.decode(Int.self, forKey: .outputCount)
        guard let findings = Diagnostic.unpacked(try container.decode(String.self, forKey: .findings))
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .findings, in: container, debugDescription: "not a list of findings")
        }
        self.findings = findings
    }

    /// The findings packed (`Diagnostic.packed(_:)`).
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(digest, forKey: .digest)
        try container.encode(Diagnostic.packed(findings), forKey: .findings)
        try container.encode(outputCount, forKey: .outputCount)
    }

    /// Saves the stamp, after the files behind it (`files`, whose digest is this stamp's).
    func save(in project: Project, files: StampedFiles) throws {
        try files.save(in: project)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileWriter.write(try encoder.encode(self), to: Self.file(in: project))
    }

    /// Removes the stamp: a build that is about to change things no longer vouches for the old state.
    package static func remove(from project: Project) {
        unlink(file(in: project).path)
        unlink(StampedFiles.file(in: project).path)
    }

    /// The stamp the last successful build left, when the project is as that build left it: the same state, or
    /// a state whose only differences are files with the recorded bytes (then the stamp is saved again for the
    /// state of now, so that the next build is a plain no-op again). Its findings are read only then.
    static func holding(for state: ProjectState, project: Project) -> BuildStamp? {
        guard let lines = state.lines(project: project), let digest = digest(in: project) else { return nil }
        if ProjectState.digest(of: lines) == digest { return load(from: project) }
        guard let stamped = StampedFiles.load(from: project, digest: digest),
            let updated = stamped.matching(lines, project: project), var stamp = load(from: project)
        else { return nil }
        stamp.digest = updated.digest
        try? stamp.save(in: project, files: updated)
        return stamp
    }
}

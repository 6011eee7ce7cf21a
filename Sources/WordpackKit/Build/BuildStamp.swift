import Foundation

/// What the project looked like after the last build that succeeded: every file of `inputs/` and
/// `outputs/` by name, size, inode and modification and change times, `pipeline.json`, the catalogue in the
/// build folder, the wordpack program itself and the build's options, hashed into one SHA-256; with the
/// findings that build printed. A build that finds the same stamp has nothing to do (as `make` would conclude from
/// the same times), and says the same findings again without reading a sheet.
///
/// It is only a shortcut: any difference at all (a file saved again unchanged, an output touched, a
/// lock file beside a sheet) means the whole build runs, which then compares bytes as usual. A project
/// holding a symbolic link gets no stamp, so its builds always run in full.
public struct BuildStamp: Codable, Equatable, Sendable {
    public static let fileName = "build-stamp.json"

    /// SHA-256 of everything listed above.
    public var digest: String
    /// What the build printed, to be printed again.
    public var findings: [Diagnostic]
    /// How many outputs the build accounted for, for the summary line.
    public var outputCount: Int

    public init(digest: String, findings: [Diagnostic], outputCount: Int) {
        self.digest = digest
        self.findings = findings
        self.outputCount = outputCount
    }

    static func file(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent(fileName)
    }

    /// The stamp the last successful build left, if any.
    public static func load(from project: Project) -> BuildStamp? {
        guard let data = try? Data(contentsOf: file(in: project)) else { return nil }
        return try? JSONDecoder().decode(BuildStamp.self, from: data)
    }

    public func save(in project: Project) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileWriter.write(try encoder.encode(self), to: Self.file(in: project))
    }

    /// Removes the stamp: a build that is about to change things no longer vouches for the old state.
    public static func remove(from project: Project) {
        unlink(file(in: project).path)
    }
}

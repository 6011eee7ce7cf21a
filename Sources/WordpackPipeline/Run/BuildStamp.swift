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
enum BuildStamp {
    package static let fileName = "build-stamp"
    /// The stamp's file in earlier versions (all JSON), removed with the stamp.
    static let formerFileName = "build-stamp.json"

    /// The stamp's first line: the SHA-256 of everything listed above, and how many outputs the build accounted
    /// for (for the summary line).
    struct Header: Codable, Equatable {
        var digest: String
        var outputCount: Int
    }

    static func file(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent(fileName)
    }

    /// The digest of the stamp the last successful build left, from its first line alone (a build that goes on
    /// does not read 100,000 findings back).
    static func digest(in project: Project) -> String? {
        guard let descriptor = try? RegularFile.open(file(in: project).path, displayPath: fileName) else { return nil }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard let start = try? file.read(upToCount: 1 << 16), let (first, _) = header(atStartOf: start) else {
            return nil
        }
        return first.digest
    }

    /// The header on the first line of `bytes` (a stamp file's start), and how many bytes that line takes with its
    /// line feed; nil when the line does not end in `bytes`, or is not a header.
    private static func header(atStartOf bytes: some Collection<UInt8>) -> (header: Header, length: Int)? {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[..<end]))
        else { return nil }
        return (header, bytes.distance(from: bytes.startIndex, to: end) + 1)
    }

    /// Reads the stamp file a mebibyte at a time: its header, then its findings, handed to `body` a few thousand
    /// at a time (with no `body`, only checked: `PackedFindingsReader` making no texts). Nil when there is no such
    /// file, or one of another form (a stamp of an earlier version, all JSON on one line), or cut or damaged
    /// anywhere. The findings are packed (`Diagnostic.packed(_:)`) as they are, so that 200,000 findings are
    /// neither escaped nor unescaped, and never all in memory.
    private static func read(_ project: Project, findings body: (([Diagnostic]) -> Void)?) -> Header? {
        var reader = PackedFindingsReader(makingTexts: body != nil)
        var header: Header?
        var pending: [UInt8] = []
        let whole = try? pieces(of: project) { piece in
            pending += piece
            if header == nil {
                guard pending.contains(UInt8(ascii: "\n")) else { return pending.count < 1 << 16 }
                guard let (first, length) = Self.header(atStartOf: pending) else { return false }
                header = first
                pending.removeFirst(length)
            }
            var used = 0
            let readable = pending.withUnsafeBufferPointer { bytes in
                while let (found, taken) = reader.read(
                    UnsafeBufferPointer(rebasing: bytes[used...]), limit: findingsPackedAtOnce)
                {
                    used += taken
                    if found.isEmpty { return true }
                    body?(found)
                }
                return false
            }
            pending.removeFirst(used)
            return readable
        }
        guard whole == true, pending.isEmpty else { return nil }
        return header
    }

    /// Hands the stamp file's bytes to `body` a mebibyte at a time, while it says true: true when it was read to
    /// its end, false when `body` stopped.
    private static func pieces(of project: Project, _ body: (Data) throws -> Bool) throws -> Bool {
        let descriptor = try RegularFile.open(file(in: project).path, displayPath: fileName)
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        while let piece = try file.read(upToCount: 1 << 20), !piece.isEmpty {
            guard try body(piece) else { return false }
        }
        return true
    }

    /// The stamp's first line, as JSON with its keys sorted.
    private static func line(_ header: Header) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var line = try encoder.encode(header)
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// Saves the stamp again under `header`, after the files behind it (`files`, whose digest is the header's),
    /// with the findings it holds copied as they are.
    private static func save(_ header: Header, keepingFindingsIn project: Project, files: StampedFiles) throws {
        try files.save(in: project)
        let line = try line(header)
        try FileWriter.writeBytes(to: file(in: project)) { append in
            try line.withUnsafeBytes { try append($0) }
            var inHeader = true
            _ = try pieces(of: project) { piece in
                var rest = piece[...]
                if inHeader {
                    guard let (_, length) = Self.header(atStartOf: piece) else { return false }
                    rest = piece.dropFirst(length)
                    inHeader = false
                }
                try rest.withUnsafeBytes { try append($0) }
                return true
            }
        }
    }

    /// Saves the stamp of a build that printed its check's findings (`checked`, packed as the build went on),
    /// then `later`: the file of a stamp holding all of them, after the files behind it (`files`, whose digest is
    /// `digest`). The build holds no other copy of its check's findings: when `checked` could not be written,
    /// no stamp is saved (the next build checks again).
    static func save(
        digest: String, outputCount: Int, checked: PackedFindingsFile, later: [Diagnostic], in project: Project,
        files: StampedFiles
    ) throws {
        try files.save(in: project)
        let header = try line(Header(digest: digest, outputCount: outputCount))
        try FileWriter.writeBytes(to: file(in: project)) { append in
            try header.withUnsafeBytes { try append($0) }
            guard try checked.copy(to: append) else { throw CocoaError(.fileWriteUnknown) }
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

    /// How many findings `pack` packs into one piece: the pieces a check's findings are read in, so that packing
    /// them piece by piece gives the same bytes (`PackedFindingsFile`).
    static let findingsPackedAtOnce = CheckedFindings.pieceSize

    /// Removes the stamp: a build that is about to change things no longer vouches for the old state.
    package static func remove(from project: Project) {
        unlink(file(in: project).path)
        unlink(project.buildFolder.appendingPathComponent(formerFileName).path)
        unlink(StampedFiles.file(in: project).path)
        unlink(project.buildFolder.appendingPathComponent(PackedFindingsFile.fileName).path)
    }

    /// The stamp the last successful build left, when the project is as that build left it: the same state, or
    /// a state whose only differences are files with the recorded bytes (then the stamp is saved again for the
    /// state of now, so that the next build is a plain no-op again). Its findings are checked whole (not made
    /// into texts) only then; `forEachFinding` reads them.
    static func holding(for state: ProjectState, project: Project) -> Header? {
        guard let lines = state.lines(project: project), let digest = digest(in: project) else { return nil }
        if ProjectState.digest(of: lines) == digest { return read(project, findings: nil) }
        guard let updated = StampedFiles.matching(lines, in: project, digest: digest),
            var header = read(project, findings: nil)
        else { return nil }
        header.digest = updated.digest
        try? save(header, keepingFindingsIn: project, files: updated)
        return header
    }

    /// Hands the findings of the stamp that `holding` found to `body`, a few thousand at a time, in order.
    static func forEachFinding(in project: Project, _ body: ([Diagnostic]) -> Void) {
        withoutActuallyEscaping(body) { _ = read(project, findings: $0) }
    }
}

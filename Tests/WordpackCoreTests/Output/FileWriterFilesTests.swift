import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore

/// The file-based writer: a finished file is renamed into place or copied, a chunk at a time, and an output
/// that already holds the same bytes is left alone (same inode, no temporary file left).
@Suite struct FileWriterFilesTests {
    /// Bytes that span several chunks and end in a partial one.
    static let long = Data((0..<(2 * ChunkedFile.chunkSize + 1234)).map { UInt8(truncatingIfNeeded: $0 &* 31) })

    static func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }

    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func placesATemporaryFileAndLeavesSameBytesAlone() throws {
        let folder = try TemporaryFolder()
        let output = folder.file("out/Speech/ant.caf")
        let temporary = try FileWriter.temporaryFile(beside: output)
        #expect(temporary.deletingLastPathComponent() == output.deletingLastPathComponent())
        #expect(temporary.lastPathComponent.hasPrefix(".ant.caf.") && temporary.lastPathComponent.hasSuffix(".tmp"))
        try Self.long.write(to: temporary)
        #expect(try FileWriter.place(temporary, at: output))
        #expect(try Data(contentsOf: output) == Self.long)
        let inode = try Self.inode(output)

        let again = try FileWriter.temporaryFile(beside: output)
        try Self.long.write(to: again)
        #expect(try FileWriter.place(again, at: output) == false)
        #expect(try Self.inode(output) == inode, "an unchanged output is not replaced")
        #expect(try Self.names(in: output.deletingLastPathComponent()) == ["ant.caf"])

        // One byte changed in the last, partial chunk: written.
        var changed = Self.long
        changed[changed.count - 1] ^= 0xFF
        let third = try FileWriter.temporaryFile(beside: output)
        try changed.write(to: third)
        #expect(try FileWriter.place(third, at: output))
        #expect(try Data(contentsOf: output) == changed)
        #expect(try Self.names(in: output.deletingLastPathComponent()) == ["ant.caf"])
    }

    @Test func copiesAFileAndLeavesSameBytesAlone() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write("source.caf", Self.long)
        let output = folder.file("out/Other/ant.caf")
        #expect(try FileWriter.copy(source, to: output))
        #expect(try Data(contentsOf: output) == Self.long)
        let inode = try Self.inode(output)
        #expect(try FileWriter.copy(source, to: output) == false)
        #expect(try Self.inode(output) == inode)

        // The same length but other bytes, and a shorter file: both written.
        try folder.write("out/Other/ant.caf", Data(repeating: 7, count: Self.long.count))
        #expect(try FileWriter.copy(source, to: output))
        #expect(try Data(contentsOf: output) == Self.long)
        try folder.write("out/Other/ant.caf", Self.long.prefix(10))
        #expect(try FileWriter.copy(source, to: output))
        #expect(try Data(contentsOf: output) == Self.long)
        #expect(try Self.names(in: output.deletingLastPathComponent()) == ["ant.caf"])
    }

    @Test func aFailedCopyLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let output = folder.file("out/ant.caf")
        // A folder opens, and fails at the first read: after the temporary file was made.
        let source = try folder.write("source/ant.caf/x", Data()).deletingLastPathComponent()
        #expect(throws: (any Error).self) { try FileWriter.copy(source, to: output) }
        #expect(try Self.names(in: folder.file("out")) == [])
    }
}

import Foundation
import WordpackCore

/// A build's first findings (its check's), packed for its stamp (`Diagnostic.packedBytes`) into a file of the
/// build folder on another core while the build goes on to plan, make and record. `BuildStamp.save` copies
/// those bytes rather than packing the findings again: after a one-row edit of a catalogue with 200,000
/// warnings, packing them at the end was a tenth of a second with the other core idle. The findings are read
/// here a piece at a time, as the build reads them to print them on its own core (`CheckedFindings`).
///
/// Whoever makes one calls `discard()` on every path, which waits for the packing and removes the file.
final class PackedFindingsFile: @unchecked Sendable {
    static let fileName = "build-stamp-findings"

    private let url: URL
    private let packing: BackgroundWork<Void>

    init(_ findings: CheckedFindings, in project: Project) {
        let url = project.buildFolder.appendingPathComponent(Self.fileName)
        self.url = url
        packing = BackgroundWork {
            try FileWriter.writeBytes(to: url) { append in
                try findings.forEachPiece { try BuildStamp.pack($0, to: append) }
            }
        }
    }

    /// Hands the file's bytes to `append` a mebibyte at a time, once it is written; false (and nothing
    /// handed on) when it could not be written or read.
    func copy(to append: (UnsafeRawBufferPointer) throws -> Void) throws -> Bool {
        guard (try? packing.wait()) != nil, let file = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? file.close() }
        while let piece = try file.read(upToCount: 1 << 20), !piece.isEmpty {
            try piece.withUnsafeBytes { try append($0) }
        }
        return true
    }

    /// Waits for the packing, and removes the file.
    func discard() {
        _ = try? packing.wait()
        unlink(url.path)
    }
}

import Foundation
import Testing

@testable import WordpackCore

/// A `FieldDigest` is the SHA-256 of its fields' bytes, each followed by its separator, however the fields fall
/// into the chunks it hashes them in: the digests outputs are keyed by stay what they were.
@Suite struct FieldDigestTests {
    @Test func theDigestIsTheSHA256OfTheFieldsAndTheirSeparators() {
        var digest = FieldDigest()
        var bytes: [UInt8] = []
        // Short fields, a missing one, one longer than a chunk, and enough of them to cross many chunks.
        let long = String(repeating: "é", count: 20_000)
        for record in 0..<3_000 {
            let fields = ["ant \(record)", "", record == 1_500 ? long : "hormiga"]
            digest.add(fields)
            for field in fields { bytes += Array(field.utf8) + [0x1F] }
            bytes.append(0x1C)
            digest.add(record.isMultiple(of: 7) ? nil : "x")
            bytes += record.isMultiple(of: 7) ? [0x1D] : [0x78, 0x1F]
            digest.endRecord()
            bytes.append(0x1E)
        }
        #expect(digest.sha256 == FileDigest.sha256(of: Data(bytes)))
        // Asking does not end it: more fields give the digest of all of them.
        digest.add("more")
        bytes += Array("more".utf8) + [0x1F]
        #expect(digest.sha256 == FileDigest.sha256(of: Data(bytes)))
    }
}

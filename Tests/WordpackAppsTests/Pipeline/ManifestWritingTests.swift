import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackPipeline

/// The manifest written a file at a time (`Manifest.write(to:)`) is JSONEncoder's text of it (`encoded()`), byte for
/// byte: the sample's, one with no files, one whose files have no inputs.
@Suite struct ManifestWritingTests {
    static func streamed(_ manifest: Manifest) throws -> Data {
        var data = Data()
        try manifest.encode { data.append(contentsOf: $0) }
        return data
    }

    @Test func aManifestWrittenAFileAtATimeIsJSONEncodersText() throws {
        let sample = try Data(contentsOf: Fixtures.url("golden/sample-manifest.json"))
        var manifest = try JSONDecoder().decode(Manifest.self, from: sample)
        #expect(manifest.files.count > 100)
        #expect(try Self.streamed(manifest) == sample)
        #expect(try manifest.encoded() == sample)

        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("manifest.json")
        let (written, sha256) = try manifest.write(to: url)
        #expect(written)
        #expect(try Data(contentsOf: url) == sample)
        #expect(sha256 == FileDigest.sha256(of: sample))
        #expect(try manifest.write(to: url).written == false)

        for index in manifest.files.indices where index % 2 == 0 { manifest.files[index].inputs = [] }
        manifest.files[1].path = "ünïcode/\"quoted\"\\.json"
        #expect(try Self.streamed(manifest) == manifest.encoded())
        manifest.build = nil
        manifest.files = Array(manifest.files.prefix(1))
        #expect(try Self.streamed(manifest) == manifest.encoded())
        manifest.files = []
        #expect(try Self.streamed(manifest) == manifest.encoded())
    }
}

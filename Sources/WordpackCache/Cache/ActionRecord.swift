import Foundation

/// What `ac/<key>` holds, as small sorted JSON. For one output's action (each output file is its own action):
/// the file's digest and size, and, for a small file, its content inline (Bazel's `OutputFile.contents`,
/// base64 in the JSON), so that one request brings it. For a bundle (`OutputGroups`): every member's digest
/// and size, and the `bundle` in `cas/` that holds their contents one after another, in the order listed.
/// A build that holds a signing key adds its `signature` (`ActionRecord+Signature.swift`).
struct ActionRecord: Codable, Equatable, Sendable {
    struct File: Codable, Equatable, Sendable {
        var path: String
        var sha256: String
        var size: Int
        /// The bytes themselves, for a file of at most `inlineLimit` bytes; nil when they are in `cas/`.
        var contents: Data?

        package init(path: String, sha256: String, size: Int, contents: Data? = nil) {
            self.path = path
            self.sha256 = sha256
            self.size = size
            self.contents = contents
        }
    }

    /// A `cas/` entry: its SHA-256 and size.
    struct Blob: Codable, Equatable, Sendable {
        var sha256: String
        var size: Int
    }

    var files: [File]
    var bundle: Blob?
    /// `NAME:BASE64`: the Ed25519 signature of `signedText(action:)` by the key NAME; nil when unsigned.
    var signature: String?

    /// The largest file a record carries inline.
    static let inlineLimit = 16 * 1024
    /// The most bytes an `ac/` entry may have: an inline file in base64, or a bundle's list of members, with
    /// room to spare. A longer reply is cut off there.
    static let sizeLimit = 1 << 20
    /// The largest content a record may name in `cas/`: a bigger one is refused before it is asked for.
    static let contentLimit = 1 << 31

    package init(files: [File], bundle: Blob? = nil) {
        self.files = files
        self.bundle = bundle
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The record in `data`, when it has wordpack's shape and every digest it names is a SHA-256 and every size
    /// a size (so that no digest from a cache can name a file or a URL outside `cas/`); nil otherwise.
    static func decoded(_ data: Data) -> ActionRecord? {
        guard let record = try? JSONDecoder().decode(ActionRecord.self, from: data) else { return nil }
        let blobs = record.files.map { ($0.sha256, $0.size) } + (record.bundle.map { [($0.sha256, $0.size)] } ?? [])
        guard blobs.allSatisfy({ CacheArea.isKey($0.0) && (0...contentLimit).contains($0.1) }) else { return nil }
        return record
    }
}

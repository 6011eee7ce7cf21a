import Foundation

/// What `ac/<key>` holds, as small sorted JSON. For one output's action (each output file is its own action):
/// the file's digest and size, and, for a small file, its content inline (Bazel's `OutputFile.contents`,
/// base64 in the JSON), so that one request brings it. For a bundle (`OutputGroups`): every member's digest
/// and size, and the `bundle` in `cas/` that holds their contents one after another, in the order listed.
public struct ActionRecord: Codable, Equatable, Sendable {
    public struct File: Codable, Equatable, Sendable {
        public var path: String
        public var sha256: String
        public var size: Int
        /// The bytes themselves, for a file of at most `inlineLimit` bytes; nil when they are in `cas/`.
        public var contents: Data?

        public init(path: String, sha256: String, size: Int, contents: Data? = nil) {
            self.path = path
            self.sha256 = sha256
            self.size = size
            self.contents = contents
        }
    }

    /// A `cas/` entry: its SHA-256 and size.
    public struct Blob: Codable, Equatable, Sendable {
        public var sha256: String
        public var size: Int
    }

    public var files: [File]
    public var bundle: Blob?

    /// The largest file a record carries inline.
    public static let inlineLimit = 16 * 1024

    public init(files: [File], bundle: Blob? = nil) {
        self.files = files
        self.bundle = bundle
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

import Foundation

/// What `ac/<action key>` holds: the digest and size of each file the action made (one, for wordpack: each
/// output file is its own action), as small sorted JSON.
public struct ActionRecord: Codable, Equatable, Sendable {
    public struct File: Codable, Equatable, Sendable {
        public var path: String
        public var sha256: String
        public var size: Int
    }

    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

import Foundation

/// Committed fixture files under `Tests/Fixtures/`; each subfolder's README says how they were made.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // WordpackKitTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures")

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The repository's top level, for tests that read `inputs/` or run the built binary.
    static let repository = root.deletingLastPathComponent().deletingLastPathComponent()
}

/// A fresh folder for one test, removed when the test is done with it.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wordpack-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// Writes `contents` to `relativePath`, creating folders on the way.
    @discardableResult
    func write(_ relativePath: String, _ contents: Data) throws -> URL {
        let target = file(relativePath)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: target)
        return target
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Data(text.utf8))
    }
}

import Foundation

/// Committed fixture files under `Tests/Fixtures/`; each subfolder's README says how they were made.
package enum Fixtures {
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures")

    package static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The repository's top level, for tests that read `inputs/` or run the built binary.
    package static let repository = root.deletingLastPathComponent().deletingLastPathComponent()
}

/// A fresh folder for one test, removed when the test is done with it.
package final class TemporaryFolder: Sendable {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wordpack-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    package func file(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// Writes `contents` to `relativePath`, creating folders on the way.
    @discardableResult
    package func write(_ relativePath: String, _ contents: Data) throws -> URL {
        let target = file(relativePath)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: target)
        return target
    }

    @discardableResult
    package func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Data(text.utf8))
    }
}

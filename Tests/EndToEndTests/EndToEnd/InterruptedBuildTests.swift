import Foundation
import Testing
import WordpackTestSupport

/// A build killed at any moment leaves each file old or new, and the next build completes correctly.
@Suite(.tags(.slow)) struct InterruptedBuildTests {
    /// Every file under a folder (relative path → bytes).
    static func snapshot(_ root: URL) throws -> [String: Data] {
        try FolderContents.files(in: root)
    }

    @Test(arguments: [(SIGKILL, 0.05), (SIGKILL, 0.3), (SIGKILL, 0.8), (SIGINT, 0.3), (SIGKILL, 1.5)])
    func aKilledBuildIsCompletedByTheNext(signal: Int32, after seconds: Double) throws {
        // A first, complete build, which is also what the build after the killed one must give (builds are
        // deterministic: a separate clean build of another copy gives the same bytes); then a change, so that
        // the killed build replaces files as well as adding them.
        let folder = try WordpackBinary.builtSample().folder
        let expected = try Self.snapshot(folder.file("outputs"))
        try FileManager.default.removeItem(at: folder.file("outputs/firstwords"))
        let process = try WordpackBinary.start(["build", "--quiet"], in: folder.url)
        Thread.sleep(forTimeInterval: seconds)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()

        // Whatever was written is whole: every plist that exists parses.
        for (path, bytes) in try Self.snapshot(folder.file("outputs"))
        where path.hasSuffix(".plist") && !path.contains("/.") {
            #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("</plist>\n"), "\(path)")
        }
        let rebuilt = try WordpackBinary.run(["build", "--quiet"], in: folder.url)
        #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
        let actual = try Self.snapshot(folder.file("outputs"))
        #expect(actual.keys.sorted() == expected.keys.sorted(), "after signal \(signal) at \(seconds) s")
        for (path, bytes) in expected where actual[path] != bytes {
            Issue.record("outputs/\(path) differs from a clean build's after signal \(signal) at \(seconds) s")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.file(".wordpack").path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers == [])
    }
}

import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackServe

/// The watch of a project: a burst of changes (a spreadsheet program saving in steps) comes out as one, inotify
/// sees a file in a folder made after the watch began, and the polling fallback sees a change.
@Suite struct WatcherTests {
    @Test func aBurstOfChangesIsOneBuild() throws {
        let changes = ChangeQueue()
        let writer = Thread {
            for step in 0..<8 {
                changes.note("inputs/lists/Animals.xlsx\(step % 3 == 0 ? "" : ".tmp\(step)")")
                Thread.sleep(forTimeInterval: 0.03)
            }
        }
        writer.start()
        let started = Date()
        let burst = try #require(changes.nextBurst(quiet: 0.2, longest: 5))
        // All eight steps, one burst, handed out once the writing had stopped for the quiet time.
        #expect(burst.contains("inputs/lists/Animals.xlsx") && burst.count == 6, "\(burst)")
        #expect(Date().timeIntervalSince(started) >= 0.2 + 7 * 0.03 - 0.05)
        // Nothing more: the next wait ends only when stopped.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { changes.stop() }
        #expect(changes.nextBurst(quiet: 0.2, longest: 5) == nil)
    }

    @Test func aFileThatKeepsChangingIsBuiltAfterTheLongestWait() throws {
        let changes = ChangeQueue()
        let writer = Thread {
            for _ in 0..<40 {
                changes.note("inputs/big.wav")
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        writer.start()
        let started = Date()
        #expect(changes.nextBurst(quiet: 0.2, longest: 0.6) == ["inputs/big.wav"])
        #expect(Date().timeIntervalSince(started) < 1.5)
        changes.stop()
    }

    @Test func inotifySeesAFileInANewFolder() throws {
        let project = try TemporaryFolder()
        try FileManager.default.createDirectory(at: project.file("inputs/lists"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: project.file("pipeline.json"))
        let changes = ChangeQueue()
        let watcher = try InotifyWatcher(project: project.url, changes: changes)
        defer { watcher.stop() }
        #expect(watcher.failure == nil)

        try FileManager.default.createDirectory(
            at: project.file("inputs/words/Birds"), withIntermediateDirectories: true)
        #expect(changes.nextBurst(quiet: 0.3, longest: 5)?.contains("inputs/words") == true)
        // The new folder's own folder is watched now: a file written there is seen.
        try FileManager.default.createDirectory(
            at: project.file("inputs/words/Birds/picture"), withIntermediateDirectories: false)
        _ = changes.nextBurst(quiet: 0.3, longest: 5)
        try Data([1, 2, 3]).write(to: project.file("inputs/words/Birds/picture/owl.png"))
        #expect(changes.nextBurst(quiet: 0.3, longest: 5) == ["inputs/words/Birds/picture/owl.png"])
        // pipeline.json saved by renaming a new file over it; a lock file beside a sheet is no change.
        try Data("{\"version\": 1}".utf8).write(to: project.file("pipeline.json"), options: .atomic)
        #expect(changes.nextBurst(quiet: 0.3, longest: 5)?.contains("pipeline.json") == true)
        try Data().write(to: project.file("inputs/lists/.~lock.Animals.xlsx#"))
        try Data("x".utf8).write(to: project.file("inputs/lists/Animals.csv"))
        #expect(changes.nextBurst(quiet: 0.3, longest: 5) == ["inputs/lists/Animals.csv"])
        changes.stop()
    }

    @Test func pollingSeesAChange() throws {
        let project = try TemporaryFolder()
        try FileManager.default.createDirectory(at: project.file("inputs/lists"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: project.file("pipeline.json"))
        let changes = ChangeQueue()
        var settings = ReviewWatch.Settings()
        settings.poll = true
        settings.pollInterval = 0.1
        let watcher = ReviewWatch.startWatcher(
            .init(root: project.url), settings: settings, changes: changes, progress: { _ in })
        defer { watcher.stop() }
        #expect(watcher.method == "polling every 0.1 s")
        Thread.sleep(forTimeInterval: 0.3)
        try Data("key\nant\n".utf8).write(to: project.file("inputs/lists/Animals.csv"))
        let started = Date()
        #expect(changes.nextBurst(quiet: 0.05, longest: 5) == ["inputs/ or pipeline.json (polled)"])
        #expect(Date().timeIntervalSince(started) < 2)
        changes.stop()
    }

    @Test func networkFileSystemsArePolled() {
        let mounts = """
            overlay / overlay rw 0 0
            server:/export /work/share nfs4 rw 0 0
            /dev/vdb /work/share\\040local ext4 rw 0 0
            """
        #expect(FileSystemEvents.type(of: "/work/share/project/inputs", mounts: mounts) == "nfs4")
        #expect(FileSystemEvents.type(of: "/work/share local/inputs", mounts: mounts) == "ext4")
        #expect(FileSystemEvents.type(of: "/work/shared", mounts: mounts) == "overlay")
    }
}

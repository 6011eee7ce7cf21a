import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore

/// What an interrupted build left in the build folder is removed before the next writes there (issue 68): in the
/// folder itself and in each folder of it, such as the MP3s an Open Board package keeps in `package-sounds/`,
/// whatever is not a temporary file kept, and nothing followed through a link.
@Suite struct BuildFolderLeftoversTests {
    @Test func temporaryFilesInTheBuildFolderAndItsFoldersAreRemoved() throws {
        let root = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let project = Project(root: root.url)
        let kept = [
            ".wordpack/catalogue.sqlite", ".wordpack/package-sounds/ab12.mp3", ".wordpack/package-sounds/ab12.seconds",
        ]
        let leftovers = [
            ".wordpack/.catalogue.sqlite.1F2E.tmp", ".wordpack/package-sounds/.ab12.mp3.5D6C.tmp",
            ".wordpack/inspections/.x.tmp",
        ]
        for path in kept + leftovers { _ = try root.write(path, Data("x".utf8)) }
        let elsewhere = try outside.write(".theirs.tmp", Data("x".utf8))
        try FileManager.default.createSymbolicLink(
            at: root.file(".wordpack/linked"), withDestinationURL: outside.url)
        BuildFolder.removeTemporaryFiles(of: project)
        for path in kept { #expect(FileManager.default.fileExists(atPath: root.file(path).path), "\(path)") }
        for path in leftovers { #expect(!FileManager.default.fileExists(atPath: root.file(path).path), "\(path)") }
        #expect(FileManager.default.fileExists(atPath: elsewhere.path))
    }
}

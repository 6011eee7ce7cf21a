import Foundation

/// Where wordpack's data folders are (`wordpack_WordpackCore.resources`, …, and `wordpack-version.txt`):
/// beside the binary, as the build leaves them in `.build/release/`; or in `../share/wordpack/` from it, as
/// `make install` and the Debian package put them (`/usr/bin/wordpack`, `/usr/share/wordpack/`). Found from the
/// running program's own file (`RunningProgram.path`, `/proc/self/exe` followed), so a link to the binary finds
/// them too; never from the tree it was built in (as SwiftPM's `Bundle.module` would), so an installed binary
/// uses what was installed with it, and a missing folder is a sentence, not a crash.
package enum InstalledResources {
    /// The folders looked in, in order.
    static var folders: [URL] {
        let bin = URL(fileURLWithPath: RunningProgram.path).resolvingSymlinksInPath().deletingLastPathComponent()
        return [bin, bin.deletingLastPathComponent().appendingPathComponent("share/wordpack")]
    }

    /// The resource `name` of the target `target` (in its folder `wordpack_<target>.resources`), or nil when
    /// neither place has it.
    package static func url(_ name: String, target: String) -> URL? {
        file("wordpack_\(target).resources/\(name)")
    }

    /// The file at `relativePath` in the first folder that has it.
    package static func file(_ relativePath: String) -> URL? {
        folders.lazy.map { $0.appendingPathComponent(relativePath) }.first {
            FileManager.default.fileExists(atPath: $0.path)
        }
    }

    /// Where a sentence says the resources are looked for: `/usr/bin or /usr/share/wordpack`.
    package static var placesForMessages: String {
        folders.map(\.path).joined(separator: " or ")
    }

    /// The sentence for data folders that are in neither place (`wordpack_<target>.resources` for each of
    /// `targets`), saying where they were looked for and how to install them; nil when every one is there.
    package static func missingSentence(targets: [String]) -> String? {
        let missing = targets.map { "wordpack_\($0).resources" }.filter { file($0) == nil }
        guard !missing.isEmpty else { return nil }
        return "wordpack's data folder\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) "
            + "\(missing.count == 1 ? "is" : "are") missing (looked for in \(placesForMessages)): the binary was "
            + "copied without its data. Install wordpack with `make install` or its Debian package (`make deb`), or "
            + "copy the wordpack_*.resources folders of the build (.build/release/) beside the binary."
    }

    /// Ends the program with `problem` as one sentence on standard error: for a data file of wordpack's own that
    /// is there but cannot be read (a damaged installation), found where no error can be thrown.
    package static func stop(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
        exit(1)
    }
}

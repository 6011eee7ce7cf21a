import Foundation

/// Where wordpack's data folders are (`wordpack_WordpackCatalogue.resources`, …, and `wordpack-version.txt`):
/// beside the binary, as the build leaves them in `.build/release/`; or in `../share/wordpack/` from it, as
/// `make install` and the Debian package put them (`/usr/bin/wordpack`, `/usr/share/wordpack/`). Found from the
/// running program's own file (`RunningProgram.path`, `/proc/self/exe` followed), so a link to the binary finds
/// them too; never from the tree it was built in (as SwiftPM's `Bundle.module` would), so an installed binary
/// uses what was installed with it, and a missing folder is a sentence, not a crash.
package enum InstalledResources {
    /// The folders looked in, in order.
    package static var folders: [URL] {
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
}

import Foundation

/// wordpack's version, recorded in what it writes.
package enum WordpackVersion {
    package static let current = "0.1.0"

    /// The name of the file the build writes beside the binary (and `make install` into `share/wordpack/`): the
    /// release's version and the commit it was built from, on one line (`0.1.0+1234 (commit 0123456789ab)`).
    package static let fileName = "wordpack-version.txt"

    /// What `wordpack --version` says: the version file's line, or `current` and that the build wrote none (a
    /// debug build, or `swift build` run by hand).
    package static var described: String {
        guard let url = InstalledResources.file(fileName),
            let line = try? String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline).first,
            !line.isEmpty
        else { return "\(current) (commit unknown: built without `make`, which records it)" }
        return String(line)
    }
}

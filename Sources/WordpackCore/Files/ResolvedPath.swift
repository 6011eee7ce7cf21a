import Foundation

/// Paths compared as the file system sees them: every symbolic link of the part that exists resolved, `.` and
/// `..` taken away. A destination given on the command line may not exist yet, or may reach a folder through a
/// link; what it resolves to is what is written.
package enum ResolvedPath {
    /// `url`'s path with the links of its longest existing ancestor resolved, and the rest appended as written.
    package static func of(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var path = existing.path
        if let real = realpath(existing.path, nil) {
            path = String(cString: real)
            free(real)
        }
        for component in rest {
            path = path == "/" ? "/" + component : path + "/" + component
        }
        return path
    }

    /// Whether `url` is `folder` or inside it, once both are resolved (links included).
    package static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let inner = of(url)
        let outer = of(folder)
        return inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }
}

import Foundation

/// Where a request's path leads inside the served folder (`review/`): a regular file in it, or why not. The
/// path is percent-decoded once, and any segment that is empty, `.`, `..` or starts with a dot (the site's own
/// `.media.json`) is refused before the file system is asked; then the real path, symbolic links resolved,
/// must still be inside the folder. So `/../pipeline.json`, `/%2e%2e/pipeline.json` and a link pointing out
/// of `review/` are all refused.
enum ReviewPath: Equatable, Sendable {
    /// A regular file inside the folder: its real path and the path relative to the folder.
    case file(path: String, relative: String)
    /// The path leaves the folder (or names a hidden file): 403.
    case refused
    /// Nothing there, or not a regular file: 404.
    case missing(relative: String)

    /// The page `/` serves.
    static let index = "index.html"

    /// Resolves `target` (the request's target: path, then maybe `?query`) against `root`, a folder's real path.
    package init(target: String, root: String) {
        let rawPath = String(target.prefix { $0 != "?" && $0 != "#" })
        guard rawPath.hasPrefix("/"), let decoded = rawPath.removingPercentEncoding, !decoded.contains("\0"),
            !decoded.contains("\\")
        else {
            self = .refused
            return
        }
        var relative = String(decoded.dropFirst())
        if relative.isEmpty { relative = Self.index }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else {
            self = .refused
            return
        }
        let joined = root + "/" + relative
        guard let real = Self.realPath(joined) else {
            self = .missing(relative: relative)
            return
        }
        guard real.hasPrefix(root + "/") else {
            self = .refused
            return
        }
        var info = stat()
        guard stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            self = .missing(relative: relative)
            return
        }
        self = .file(path: real, relative: relative)
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

import CFontconfig
import Foundation
import WordpackCore

extension DrawingFonts {
    /// Makes this process draw with wordpack's fonts: `configuration` (its fontconfig cache in a folder that
    /// only this user may write) becomes fontconfig's current configuration, the one poppler, librsvg and pango
    /// ask for fonts, whatever `FONTCONFIG_FILE` or the machine's files say. It runs before any master is opened
    /// (when the program starts, and before every drawing of this process), and the environment is never
    /// changed: a `setenv` while another thread reads the environment (`Process.run`, a library's `getenv`)
    /// crashes. Done once per process; nil when done, else why it could not be.
    @discardableResult
    package static func install() -> String? { installed }

    private static let installed: String? = {
        let cache: URL
        do {
            cache = try privateFolder().appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        } catch {
            return "wordpack could not make its fonts' cache folder (\(error.localizedDescription))"
        }
        guard let config = FcConfigCreate() else { return "fontconfig could not make a configuration" }
        defer { FcConfigDestroy(config) }
        let text = configuration(cacheFolder: cache.path)
        let loaded = Array(text.utf8CString).withUnsafeBytes {
            FcConfigParseAndLoadFromMemory(config, $0.bindMemory(to: FcChar8.self).baseAddress, FcTrue)
        }
        guard loaded == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            return "fontconfig could not read wordpack's font configuration"
        }
        // The current configuration holds its own reference; the one made here is dropped on return.
        guard FcConfigSetCurrent(config) == FcTrue else {
            return "fontconfig could not use wordpack's font configuration"
        }
        return nil
    }()

    /// The user's cache folder for wordpack's fonts (`$XDG_CACHE_HOME/wordpack/fonts`, by default
    /// `~/.cache/wordpack/fonts`, where fontconfig keeps its own), made with mode 0700 if missing and used only
    /// when it is a folder of this user's that no one else may write; else a fresh folder of the temporary
    /// directory.
    private static func privateFolder() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let caches =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let folder = caches.appendingPathComponent("wordpack/fonts")
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var info = stat()
        if lstat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid(),
            info.st_mode & 0o022 == 0
        {
            return folder
        }
        var template = Array(
            FileManager.default.temporaryDirectory.appendingPathComponent("wordpack-fonts-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder.path])
        }
        return URL(fileURLWithPath: String(cString: made))
    }
}

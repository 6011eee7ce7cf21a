import Foundation

extension DrawingFonts {
    /// Makes this process draw with wordpack's fonts: writes `configuration` into a cache folder that only this
    /// user may write (its fontconfig cache beside it) and points fontconfig at it
    /// (`FONTCONFIG_FILE`; `FONTCONFIG_PATH` and `FONTCONFIG_SYSROOT` unset). fontconfig reads its configuration
    /// once, when poppler, librsvg or pango first asks it for a font: this runs before that, when the program
    /// starts and before any master is opened. Done once per process; nil when done, else why it could not be.
    @discardableResult
    package static func install() -> String? { installed }

    private static let installed: String? = {
        do {
            let folder = try privateFolder()
            let cache = folder.appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            let text = configuration(cacheFolder: cache.path)
            let file = folder.appendingPathComponent("fonts-\(FileDigest.sha256(of: text).prefix(16)).conf")
            if (try? String(contentsOf: file, encoding: .utf8)) != text {
                // Written beside and renamed: another wordpack reading it meanwhile sees a whole file.
                let partial = folder.appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
                try Data(text.utf8).write(to: partial)
                guard rename(partial.path, file.path) == 0 else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
                }
            }
            setenv("FONTCONFIG_FILE", file.path, 1)
            unsetenv("FONTCONFIG_PATH")
            unsetenv("FONTCONFIG_SYSROOT")
            return nil
        } catch {
            return "wordpack could not write its font configuration (\(error.localizedDescription))"
        }
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

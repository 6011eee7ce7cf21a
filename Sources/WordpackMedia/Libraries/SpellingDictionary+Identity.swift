import Foundation

extension SpellingDictionary {
    /// What a spelling check's answers depend on besides the words: the dictionary's two files and the Hunspell
    /// library that reads them, each as its path, size and modification time (a package upgrade or an edited
    /// dictionary changes them). Cheap: three `stat` calls, no dictionary loaded. A remembered check is used
    /// again only while this text is the same.
    package static func identity(affix: String, dictionary: String) -> String {
        [affix, dictionary, libraryPath].map(stamp).joined(separator: "\n")
    }

    /// The file the running process loaded libhunspell from (Linux's `/proc/self/maps` names it), or
    /// "libhunspell" where that cannot be told.
    static let libraryPath: String = {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return "libhunspell" }
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/"), line[slash...].contains("libhunspell") else { continue }
            return String(line[slash...])
        }
        return "libhunspell"
    }()

    /// "path size modified" (nanoseconds), or "path missing".
    private static func stamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "\(path) missing" }
        #if os(Linux)
        let time = info.st_mtim
        #else
        let time = info.st_mtimespec
        #endif
        return "\(path) \(info.st_size) \(Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))"
    }
}

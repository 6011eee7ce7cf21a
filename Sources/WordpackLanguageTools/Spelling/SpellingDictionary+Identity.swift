import Foundation
import WordpackCore

extension SpellingDictionary {
    /// What a spelling check's answers depend on besides the words: the dictionary's two files and the Hunspell
    /// library that reads them, each as its path, size, modification time and inode (a package upgrade or an edited
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

    /// "path size modified inode", or "path missing".
    private static func stamp(_ path: String) -> String {
        FileStamp(path: path).map { "\(path) \($0)" } ?? "\(path) missing"
    }
}

import Foundation
import WordpackCore

/// The files of `review/` as a build left them, by stat (size, inode, modification time): the review writer
/// replaces a file only when its bytes change, so two snapshots tell which pages a build rewrote. A page also
/// counts as changed when a picture or recording it shows was written again under the same name (a new
/// recording of a word), since the open page still plays the old one.
struct ReviewPages: Equatable {
    /// Path under `review/` → its stat.
    var files: [String: FileStamp] = [:]

    /// Takes the snapshot of `folder`.
    init(folder: URL) {
        let prefix = folder.standardizedFileURL.path + "/"
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let relative as String in walk {
            var info = stat()
            guard lstat(prefix + relative, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            files[relative] = FileStamp(info)
        }
    }

    /// The pages (`.html`) that differ from `before`, or that show a file that does; `folder` is read for the
    /// second.
    func changedPages(since before: ReviewPages, folder: URL) -> [String] {
        let changed = Set(files.keys).union(before.files.keys).filter { files[$0] != before.files[$0] }
        var pages = changed.filter { $0.hasSuffix(".html") }
        let media = changed.filter { !$0.hasSuffix(".html") && !$0.hasPrefix(".") }
        if !media.isEmpty {
            for page in files.keys where page.hasSuffix(".html") && !pages.contains(page) {
                guard let html = try? String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8) else {
                    continue
                }
                if media.contains(where: { html.contains("\"\($0.htmlEscaped)\"") }) { pages.insert(page) }
            }
        }
        return pages.sorted()
    }
}

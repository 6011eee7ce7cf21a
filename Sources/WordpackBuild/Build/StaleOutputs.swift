import Foundation
import WordpackCore

/// Removes what `outputs/` should not hold: files no output calls for, temporary files an interrupted build
/// left, and the folders this empties. `README.md` and the manifest stay.
enum StaleOutputs {
    static func remove(keeping wanted: Set<String>, in outputs: URL) -> [String] {
        var removed: [String] = []
        walk(outputs.standardizedFileURL.path, relative: "") { path, isFolder in
            guard !isFolder, path != "README.md", path != Manifest.fileName, !wanted.contains(path.nfc) else { return }
            if unlink(outputs.appendingPathComponent(path).path) == 0 { removed.append(path) }
        }
        return removed
    }

    /// Visits every entry below `folder` (children before the folder itself), reading the kind of each from
    /// the directory listing rather than stat-ing it, and removes the folders it leaves empty.
    private static func walk(_ folder: String, relative: String, _ visit: (String, Bool) -> Void) {
        guard let directory = opendir(folder) else { return }
        var children: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = directoryEntryName(entry)
            guard name != ".", name != ".." else { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = stat("\(folder)/\(name)", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            children.append((name, isFolder))
        }
        closedir(directory)
        for (name, isFolder) in children {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            if isFolder {
                walk("\(folder)/\(name)", relative: path, visit)
                rmdir("\(folder)/\(name)")  // only succeeds when it is empty
            } else {
                visit(path, false)
            }
        }
    }
}

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
    /// the directory listing (`folderEntries`), and removes the folders it leaves empty. A symbolic link is
    /// visited as a file, never followed (the build refuses to start with one in `outputs/`).
    private static func walk(_ folder: String, relative: String, _ visit: (String, Bool) -> Void) {
        for child in folderEntries(folder) {
            let path = relative.isEmpty ? child.name : "\(relative)/\(child.name)"
            if child.kind == .folder {
                walk("\(folder)/\(child.name)", relative: path, visit)
                rmdir("\(folder)/\(child.name)")  // only succeeds when it is empty
            } else {
                visit(path, false)
            }
        }
    }
}

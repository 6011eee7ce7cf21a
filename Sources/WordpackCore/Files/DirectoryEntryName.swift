import Foundation

/// The name of an entry `readdir` returned.
package func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
    }
}

/// What a folder entry is, as its folder's listing says.
package enum FolderEntryKind: Sendable {
    case file, folder, link
}

/// The entries of `folder` (not `.` and `..`), each with its kind read from the listing (`d_type`), or from
/// `lstat` where the file system does not say: no `stat` per file, and a symbolic link is never followed. Empty
/// when the folder cannot be opened.
package func folderEntries(_ folder: String) -> [(name: String, kind: FolderEntryKind)] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var entries: [(name: String, kind: FolderEntryKind)] = []
    while let entry = readdir(directory) {
        let name = directoryEntryName(entry)
        guard name != ".", name != ".." else { continue }
        var type = Int32(entry.pointee.d_type)
        if type == Int32(DT_UNKNOWN) {
            var info = stat()
            guard lstat("\(folder)/\(name)", &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: type = Int32(DT_LNK)
            case S_IFDIR: type = Int32(DT_DIR)
            default: type = Int32(DT_REG)
            }
        }
        let kind: FolderEntryKind =
            type == Int32(DT_LNK) ? .link : type == Int32(DT_DIR) ? .folder : .file
        entries.append((name, kind))
    }
    return entries
}

import Foundation

/// One entry of a folder in `inputs/`, with its name in NFC (macOS writes decomposed names).
struct FolderEntry {
    var url: URL
    var name: String
    var isFolder: Bool

    /// The name without its extension.
    var baseName: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    var fileExtension: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

enum FolderListing {
    /// The visible entries of a folder, sorted by name; an absent folder has none. Hidden files, editors'
    /// lock files (`~$Animals.xlsx`, `.~lock.Animals.xlsx#`) and system files (`Thumbs.db`) are skipped.
    static func entries(of folder: URL) -> [FolderEntry] {
        // readdir gives each entry's kind, so a folder of thousands of recordings costs no stat per file.
        guard let directory = opendir(folder.path) else { return [] }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let raw = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            let name = raw.nfc
            guard !name.hasPrefix("."), !name.hasPrefix("~$"), !["Thumbs.db", "desktop.ini"].contains(name) else {
                continue
            }
            let url = folder.appendingPathComponent(raw)
            let kind = Int32(entry.pointee.d_type)
            var isFolder = kind == Int32(DT_DIR)
            if kind == Int32(DT_UNKNOWN) || kind == Int32(DT_LNK) {
                var followed: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &followed) else { continue }
                isFolder = followed.boolValue
            }
            entries.append(FolderEntry(url: url, name: name, isFolder: isFolder))
        }
        return entries.sorted { Array($0.name.utf8).lexicographicallyPrecedes($1.name.utf8) }
    }

    static func exists(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

import Foundation

/// One entry of a folder in `inputs/`, with its name in NFC (macOS writes decomposed names).
struct FolderEntry {
    /// The absolute path, as listed (built by string, not through `URL`: listing thousands of recordings
    /// through `URL` is a noticeable part of a no-op build).
    var path: String
    var name: String
    var isFolder: Bool

    var url: URL { URL(fileURLWithPath: path, isDirectory: isFolder) }

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
        entries(ofPath: folder.standardizedFileURL.path)
    }

    static func entries(ofPath folder: String) -> [FolderEntry] {
        // readdir gives each entry's kind, so a folder of thousands of recordings costs no stat per file.
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let raw = directoryEntryName(entry)
            let name = raw.nfc
            guard !name.hasPrefix("."), !name.hasPrefix("~$"), !["Thumbs.db", "desktop.ini"].contains(name) else {
                continue
            }
            let path = folder.hasSuffix("/") ? folder + raw : folder + "/" + raw
            let kind = Int32(entry.pointee.d_type)
            var isFolder = kind == Int32(DT_DIR)
            if kind == Int32(DT_UNKNOWN) || kind == Int32(DT_LNK) {
                var followed: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &followed) else { continue }
                isFolder = followed.boolValue
            }
            entries.append(FolderEntry(path: path, name: name, isFolder: isFolder))
        }
        return entries.sorted { $0.name.precedesInByteOrder($1.name) }
    }

    static func exists(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

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
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { raw -> FolderEntry? in
            let name = raw.nfc
            guard !name.hasPrefix("."), !name.hasPrefix("~$"), !["Thumbs.db", "desktop.ini"].contains(name) else {
                return nil
            }
            let url = folder.appendingPathComponent(raw)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
            return FolderEntry(url: url, name: name, isFolder: isFolder.boolValue)
        }
        .sorted { Array($0.name.utf8).lexicographicallyPrecedes($1.name.utf8) }
    }

    static func exists(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

import Foundation
import WordpackCore
import WordpackSheets

/// One entry of a folder in `inputs/`, with its name in NFC (macOS writes decomposed names).
package struct FolderEntry {
    /// The absolute path, as listed (built by string, not through `URL`: listing thousands of recordings
    /// through `URL` is a noticeable part of a no-op build).
    package var path: String
    package var name: String
    var isFolder: Bool

    var url: URL { URL(fileURLWithPath: path, isDirectory: isFolder) }

    /// The name without its extension.
    var baseName: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    package var fileExtension: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

/// Lists the folders of `inputs/`. Only regular files and folders are listed: a named pipe, a device or a
/// socket is an error naming it, and so is a symbolic link that leads outside the project folder or nowhere;
/// a link inside the project is followed.
package struct FolderListing {
    package let project: Project
    /// The project folder with every link resolved: where a link must lead.
    private let realRoot: String

    package init(project: Project) {
        self.project = project
        let root = project.root.path
        realRoot = Self.realPath(root).map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? project.rootPrefix
    }

    /// The visible entries of a folder, sorted by name; an absent folder has none. Hidden files, editors'
    /// lock files (`~$Animals.xlsx`, `.~lock.Animals.xlsx#`) and system files (`Thumbs.db`) are skipped.
    /// Entries that are not regular files or folders are reported to `cleaner` and left out.
    func entries(of folder: URL, cleaner: inout TextCleaner) -> [FolderEntry] {
        entries(ofPath: folder.standardizedFileURL.path, cleaner: &cleaner)
    }

    func entries(ofPath folder: String, cleaner: inout TextCleaner) -> [FolderEntry] {
        var refused: [Diagnostic] = []
        let listed = Self.list(folder) { path, name, kind in classify(path, name: name, kind: kind, refused: &refused) }
        for problem in refused { cleaner.add(problem) }
        return listed
    }

    /// Whether the folder has no visible entry at all.
    static func isEmpty(_ folder: URL) -> Bool {
        list(folder.standardizedFileURL.path) { path, name, _ in FolderEntry(path: path, name: name, isFolder: false) }
            .isEmpty
    }

    /// Hidden files in `folder` that look like spreadsheets someone meant to use (`...xlsx`, `.Animals.csv`);
    /// not the `._Animals.xlsx` that macOS leaves on shared drives, nor editors' lock files.
    static func hiddenSpreadsheets(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            guard name.hasPrefix("."), !name.hasPrefix("._"), !name.hasPrefix(".~"), let dot = name.lastIndex(of: ".")
            else { return false }
            return SpreadsheetFormat(fileExtension: String(name[name.index(after: dot)...])) != nil
        }.sorted()
    }

    package static func exists(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The visible entries, each made by `make` from its path, NFC name and `d_type` (nil: left out), sorted
    /// by name. readdir gives each entry's kind, so a folder of thousands of recordings costs no stat per file.
    private static func list(_ folder: String, _ make: (String, String, Int32) -> FolderEntry?) -> [FolderEntry] {
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
            if let made = make(path, name, Int32(entry.pointee.d_type)) { entries.append(made) }
        }
        return entries.sorted { $0.name.precedesInByteOrder($1.name) }
    }

    /// A regular file or a folder (following a link that stays inside the project); nil, with the reason in
    /// `refused`, for anything else.
    private func classify(_ path: String, name: String, kind: Int32, refused: inout [Diagnostic]) -> FolderEntry? {
        switch kind {
        case Int32(DT_REG): return FolderEntry(path: path, name: name, isFolder: false)
        case Int32(DT_DIR): return FolderEntry(path: path, name: name, isFolder: true)
        default: break
        }
        let shown = Location(file: project.displayPath(ofStandardPath: path))
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }  // removed while listing
        switch info.st_mode & S_IFMT {
        case S_IFREG: return FolderEntry(path: path, name: name, isFolder: false)
        case S_IFDIR: return FolderEntry(path: path, name: name, isFolder: true)
        case S_IFLNK: break
        default:
            refused.append(.error(at: shown, RegularFile.notAFile(RegularFile.kindName(info.st_mode))))
            return nil
        }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        guard let resolved = Self.realPath(path), stat(resolved, &info) == 0 else {
            refused.append(
                .error(
                    at: shown,
                    "is a link to \(target), which does not exist; put the file itself here, or remove the link."))
            return nil
        }
        guard resolved.hasPrefix(realRoot) else {
            refused.append(
                .error(
                    at: shown,
                    "is a link to \(target), outside the project folder; wordpack follows links only inside the project. "
                        + "Copy the file itself here instead of linking to it."))
            return nil
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return FolderEntry(path: path, name: name, isFolder: false)
        case S_IFDIR: return FolderEntry(path: path, name: name, isFolder: true)
        default:
            refused.append(
                .error(
                    at: shown,
                    "is a link to \(target), which is \(RegularFile.kindName(info.st_mode)), not a regular file; "
                        + "wordpack reads only regular files. Put the file itself here."))
            return nil
        }
    }

    /// The error for a folder of the project that is, or lies under, a link leading outside the project,
    /// naming the highest such link and its target; nil for a folder inside the project or absent. The listing
    /// refuses such links among a folder's entries; this is the same rule for the folders a build starts from
    /// (`inputs`, `inputs/lists`, …).
    func linkOutside(_ folder: URL) -> Diagnostic? {
        let path = folder.standardizedFileURL.path
        guard let resolved = Self.realPath(path), !(resolved + "/").hasPrefix(realRoot) else { return nil }
        var prefix = project.root.standardizedFileURL.path
        guard path.hasPrefix(prefix) else { return nil }
        for component in path.dropFirst(prefix.count).split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            guard lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { continue }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: prefix)) ?? "?"
            return .error(
                at: Location(file: project.displayPath(ofStandardPath: prefix)),
                "is a link to \(target), outside the project folder; wordpack follows links only inside the project, "
                    + "so nothing in it was read. Move or copy the folder itself here instead of linking to it.")
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

import Foundation

/// The folders wordpack writes and deletes in are the project's own: `outputs/` (and everything in it) and the
/// build folder are never symbolic links, so that no command writes or removes a file outside the project
/// through one. Checked before anything is written or removed; the links are named, never followed.
package enum ProjectLinks {
    /// The folders at the top of a project that wordpack writes into besides `outputs/` and `inputs/`: the build
    /// folder, the review site, the translators' files and the recording scripts.
    static let writtenFolders = [".wordpack", "review", "translations", "scripts"]

    /// One finding per symbolic link: a folder of `writtenFolders`, and with `outputs` also `outputs/` itself
    /// or any folder or file in it (a link is not followed, so nothing below it is looked at). Empty when there
    /// is none. A walk that reads each entry's kind from the folder listing: no `stat` per file.
    package static func problems(in project: Project, outputs walkingOutputs: Bool) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for folder in writtenFolders {
            guard let target = linkTarget(project.path(of: folder)) else { continue }
            findings.append(
                .error(
                    at: Location(file: folder),
                    "is a symbolic link (to \(target)); \(folder)/ must be a real folder inside the project, as "
                        + "wordpack writes and deletes files in it. Remove the link (`rm \(folder)`) and run again."))
        }
        guard walkingOutputs else { return findings }
        let outputs = project.outputsFolder
        if let target = linkTarget(project.path(of: outputs)) {
            findings.append(
                .error(
                    at: Location(file: outputs),
                    "is a symbolic link (to \(target)); outputs/ must be a real folder inside the project, as the "
                        + "build writes and deletes files in it. Remove the link (`rm \(outputs)`) and build again: "
                        + "the build makes the folder."))
            return findings
        }
        walk(project.path(of: outputs), relative: outputs) { path in
            let target = linkTarget(project.path(of: path)) ?? "?"
            findings.append(
                .error(
                    at: Location(file: path),
                    "is a symbolic link (to \(target)); nothing in outputs/ may be a link, as the build would write "
                        + "or delete through it. Remove it (`rm \(path.shellQuoted)`) and build again: the build "
                        + "makes it anew."))
        }
        return findings
    }

    /// Where the link at `path` points, or nil when `path` is not a symbolic link (or is not there).
    static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }

    /// Calls `found` with the project-relative path of every symbolic link below `folder`, in name order.
    private static func walk(_ folder: String, relative: String, _ found: (String) -> Void) {
        for child in folderEntries(folder).sorted(by: { $0.name.precedesInByteOrder($1.name) }) {
            let path = "\(relative)/\(child.name)"
            switch child.kind {
            case .link: found(path)
            case .folder: walk("\(folder)/\(child.name)", relative: path, found)
            case .file: break
            }
        }
    }
}

extension String {
    /// The path as a shell word: quoted when it holds anything but letters, digits and `/._-`.
    fileprivate var shellQuoted: String {
        allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/._-".contains($0)) })
            ? self : "'" + replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

import Foundation
import WordpackCore

/// The state a stamp is made of, read from the file system: stat only, no file is opened.
package struct ProjectState: Sendable {
    /// One line of the state: a header, a folder, or a file with its size, inode and times.
    struct Line: Equatable, Sendable {
        /// The whole line as hashed, without its line feed.
        var text: String
        /// For a file: its name (`inputs/lists/Animals.xlsx`, `pipeline.json`, `program`, `catalogue`) and
        /// the stat the line was made from.
        var file: (name: String, size: Int64, modified: Int64, inode: UInt64)?

        static func == (left: Line, right: Line) -> Bool { left.text == right.text }
    }

    /// The lines of each file read before the build; nil when something cannot be vouched for.
    private let before: [Line]?
    /// pipeline.json's SHA-256, read just after its stat (so that the stamp can compare it by bytes).
    let pipelineSHA256: String?

    /// The state of `inputs/`, `pipeline.json`, the program and its fonts (`DrawingFonts`), taken before a build reads anything, so
    /// that a sheet saved during the build leaves a state the build did not see.
    package init(project: Project, options: String) {
        var lines = [Line(text: "wordpack \(WordpackVersion.current)"), Line(text: options)]
        var usable = Self.stamp(project.pipelineFile.path, as: "pipeline.json", into: &lines)
        usable = usable && Self.stamp(RunningProgram.path, as: "program", into: &lines)
        // The fonts vector masters are drawn with: another font file is another picture.
        for font in DrawingFonts.files.map(\.path) where !Self.stamp(font, as: "font \(font)", into: &lines) {
            lines.append(Line(text: "font \(font) missing"))
        }
        usable = usable && Self.walk(project.inputs.path, relative: "inputs", into: &lines) { _, _ in true }
        before = usable ? lines : nil
        pipelineSHA256 = usable ? try? FileDigest.sha256(of: project.pipelineFile) : nil
    }

    /// This state, or one taken now when what changed since is only files the build wrote itself into `inputs/`
    /// (`written` says which: the records of what each translation was made against), so that the next build
    /// finds them as they are and has nothing to do.
    package func refreshed(project: Project, options: String, written: (String) -> Bool) -> ProjectState {
        let now = ProjectState(project: project, options: options)
        guard let old = before, let new = now.before else { return self }
        func kept(_ lines: [Line]) -> [Line] { lines.filter { line in line.file.map { !written($0.name) } ?? true } }
        return kept(old) == kept(new) ? now : self
    }

    /// The digest of `inputs/`, `pipeline.json` and the program as this state found them (no output, no
    /// catalogue): what `wordpack review --watch` compares when it polls; nil when they cannot be stamped.
    package var inputsDigest: String? { before.map(Self.digest(of:)) }

    /// The stamp's digest: this state with `outputs/` and the catalogue as they are now; nil when the
    /// project cannot be stamped.
    ///
    /// With `digests` (at the end of a build), a stamp vouches only for outputs the build saw whole: each file
    /// of `outputs/` must be one this build wrote or read in full, still as it was then (the same size, time
    /// and inode). A file another program wrote or changed meanwhile leaves the project without a stamp, so
    /// the next build compares bytes again instead of calling the damage up to date.
    package func digest(project: Project, vouchedBy digests: RememberedDigests? = nil) -> String? {
        lines(project: project, vouchedBy: digests).map(Self.digest(of:))
    }

    /// The whole state, line by line (see `digest(project:vouchedBy:)`).
    func lines(project: Project, vouchedBy digests: RememberedDigests? = nil) -> [Line]? {
        guard var lines = before else { return nil }
        let outputs = project.outputs.path
        let accept: (String, stat) -> Bool = { relative, info in
            guard let digests, relative != "outputs/README.md" else { return true }
            return digests.vouches(forPath: project.rootPrefix + relative, info)
        }
        guard Self.stamp(project.catalogueFile.path, as: "catalogue", into: &lines),
            Self.walk(outputs, relative: "outputs", into: &lines, accept: accept)
        else { return nil }
        return lines
    }

    /// SHA-256 of the lines, each ended by a line feed.
    static func digest(of lines: [Line]) -> String {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line.text.utf8
            bytes.append(0x0A)
        }
        return FileDigest.sha256(of: Data(bytes))
    }

    /// Appends one file's line; false when it is missing or not a plain file.
    private static func stamp(_ path: String, as name: String, into lines: inout [Line]) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        lines.append(line(name, info))
        return true
    }

    /// Appends a line per entry below `folder`, in name order; false on a symbolic link or anything
    /// but files and folders. A missing folder is stamped as missing.
    /// `accept` is asked about each file, and a file it refuses makes the walk fail.
    private static func walk(
        _ folder: String, relative: String, into lines: inout [Line], accept: (String, stat) -> Bool
    ) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else {
            lines.append(Line(text: "\(relative) missing"))
            return true
        }
        return walk(descriptor, relative: relative, into: &lines, accept: accept)
    }

    /// The same for an open folder (closed when done). Each entry is looked up by name inside its folder,
    /// not by its whole path: a project has thousands of files, and resolving paths was most of the cost.
    private static func walk(
        _ descriptor: Int32, relative: String, into lines: inout [Line], accept: (String, stat) -> Bool
    ) -> Bool {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return false
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = directoryEntryName(entry)
            if name != ".", name != ".." { names.append(name) }
        }
        for name in names.sorted(by: { $0.precedesInByteOrder($1) }) {
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard accept("\(relative)/\(name)", info) else { return false }
                lines.append(line("\(relative)/\(name)", info))
            case S_IFDIR:
                lines.append(Line(text: "\(relative)/\(name)/"))
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                guard child >= 0, walk(child, relative: "\(relative)/\(name)", into: &lines, accept: accept) else {
                    return false
                }
            default:
                return false
            }
        }
        return true
    }

    private static func line(_ name: String, _ info: stat) -> Line {
        // The change time too: unlike the modification time, no tool can set it back.
        #if os(Linux)
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #else
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #endif
        return Line(
            text: "\(name)\t\(info.st_size) \(info.st_ino) \(modified.tv_sec).\(modified.tv_nsec) "
                + "\(changed.tv_sec).\(changed.tv_nsec)",
            file: (
                name, Int64(info.st_size), Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
                UInt64(info.st_ino)
            ))
    }
}

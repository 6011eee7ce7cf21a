import Foundation

/// The state a stamp is made of, read from the file system: stat only, no file is opened.
public struct ProjectState: Sendable {
    /// Name, size, inode and times of each file read before the build, as bytes to hash; nil when something
    /// cannot be vouched for.
    private let before: [UInt8]?

    /// The state of `inputs/`, `pipeline.json` and the program, taken before a build reads anything, so
    /// that a sheet saved during the build leaves a state the build did not see.
    public init(project: Project, options: String) {
        var bytes = Array("wordpack \(WordpackVersion.current)\n\(options)\n".utf8)
        var usable = Self.stamp(project.pipelineFile.path, as: "pipeline.json", into: &bytes)
        usable = usable && Self.stamp(Self.programPath, as: "program", into: &bytes)
        usable = usable && Self.walk(project.inputs.path, relative: "inputs", into: &bytes) { _, _ in true }
        before = usable ? bytes : nil
    }

    /// The stamp's digest: this state with `outputs/` and the catalogue as they are now; nil when the
    /// project cannot be stamped.
    ///
    /// With `digests` (at the end of a build), a stamp vouches only for outputs the build saw whole: each file
    /// of `outputs/` must be one this build wrote or read in full, still as it was then (the same size, time
    /// and inode). A file another program wrote or changed meanwhile leaves the project without a stamp, so
    /// the next build compares bytes again instead of calling the damage up to date.
    public func digest(project: Project, vouchedBy digests: DigestCache? = nil) -> String? {
        guard var bytes = before else { return nil }
        let outputs = project.outputs.path
        let accept: (String, stat) -> Bool = { relative, info in
            guard let digests, relative != "outputs/README.md" else { return true }
            return digests.vouches(forPath: project.rootPrefix + relative, info)
        }
        guard Self.stamp(project.catalogueFile.path, as: "catalogue", into: &bytes),
            Self.walk(outputs, relative: "outputs", into: &bytes, accept: accept)
        else { return nil }
        return FileDigest.sha256(of: Data(bytes))
    }

    private static var programPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Appends one file's line; false when it is missing or not a plain file.
    private static func stamp(_ path: String, as name: String, into bytes: inout [UInt8]) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        append(name, info, into: &bytes)
        return true
    }

    /// Appends a line per entry below `folder`, in name order; false on a symbolic link or anything
    /// but files and folders. A missing folder is stamped as missing.
    /// `accept` is asked about each file, and a file it refuses makes the walk fail.
    private static func walk(
        _ folder: String, relative: String, into bytes: inout [UInt8], accept: (String, stat) -> Bool
    ) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else {
            bytes += Array("\(relative) missing\n".utf8)
            return true
        }
        return walk(descriptor, relative: relative, into: &bytes, accept: accept)
    }

    /// The same for an open folder (closed when done). Each entry is looked up by name inside its folder,
    /// not by its whole path: a project has thousands of files, and resolving paths was most of the cost.
    private static func walk(
        _ descriptor: Int32, relative: String, into bytes: inout [UInt8], accept: (String, stat) -> Bool
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
                append("\(relative)/\(name)", info, into: &bytes)
            case S_IFDIR:
                bytes += Array("\(relative)/\(name)/\n".utf8)
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                guard child >= 0, walk(child, relative: "\(relative)/\(name)", into: &bytes, accept: accept) else {
                    return false
                }
            default:
                return false
            }
        }
        return true
    }

    private static func append(_ name: String, _ info: stat, into bytes: inout [UInt8]) {
        // The change time too: unlike the modification time, no tool can set it back.
        #if os(Linux)
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #else
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #endif
        bytes += Array(("\(name)\t\(info.st_size) \(info.st_ino) \(modified.tv_sec).\(modified.tv_nsec) "
            + "\(changed.tv_sec).\(changed.tv_nsec)\n").utf8)
    }
}

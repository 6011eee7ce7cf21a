import Foundation
import WordpackCore

/// The rules for a path a take's cut may be written to: a `.wav` file under `inputs/`, relative, with no
/// `.` or `..` step and no control character, reached through folders only (no symbolic link, no file on the
/// way), so that `wordpack split` never writes outside the project's content, nor a name no one can type.
enum RecordingPath {
    /// Why `path` cannot be written to (the end of a sentence that starts with the path), or nil.
    static func problem(_ path: String) -> String? {
        if path.hasControlCharacters {
            return "holds a line break, a tab or another control character, which no file name of the project may "
                + "hold: write the path on one line, as `wordpack script` does."
        }
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), steps.first == "inputs", steps.count > 1 else {
            return "is not under inputs/: `wordpack split` writes recordings only into the project's inputs/ folder."
        }
        guard !steps.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            return "has an empty, `.` or `..` step: write the path as `wordpack script` does, "
                + "such as inputs/languages/es/speech/Animals/cat.wav."
        }
        guard path.lowercased().hasSuffix(".wav") else {
            return "does not end in .wav: `wordpack split` writes WAV files."
        }
        return nil
    }
}

extension RecordingPath {
    /// Why writing `path` (which `problem` accepts) in `project` would not land in a plain file of `inputs/`: a
    /// step on the way that is a symbolic link or not a folder, or a path that is itself a link, a folder or
    /// something else than a regular file. The end of a sentence that starts with the path, or nil. Only what is
    /// there is looked at (with `lstat`, never following a link); missing folders are made when the recording is
    /// put in place.
    static func obstacle(_ path: String, project: Project) -> String? {
        guard let wrong = wrongStep(path, project: project) else { return nil }
        let (reached, type, last) = (wrong.reached, wrong.mode & S_IFMT, wrong.isLast)
        if type == S_IFLNK {
            return last
                ? "is a symbolic link: `wordpack split` writes recordings only as plain files of inputs/, never "
                    + "through a link; remove the link, or give the line another path."
                : "goes through \(reached), which is a symbolic link: `wordpack split` writes only into the "
                    + "folders of inputs/ themselves, never through a link; make \(reached) a folder, or give the "
                    + "line another path."
        }
        if !last {
            return "goes through \(reached), which is a file, not a folder, so nothing can be written there; "
                + "move that file away, or give the line another path."
        }
        return type == S_IFDIR
            ? "is a folder, not a recording; give the line the path of a .wav file."
            : "is not a regular file (a pipe, a device or a socket); give the line another path."
    }

    /// The first step of `path` (in `project`, looked at with `lstat`, never following a link) that is not what
    /// a file wordpack writes there needs: a folder on the way, a regular file at the end. Nil when every step
    /// that is there is right (missing ones are made when the file is put in place).
    static func wrongStep(_ path: String, project: Project) -> (reached: String, mode: mode_t, isLast: Bool)? {
        let steps = path.split(separator: "/").map(String.init)
        var reached = ""
        for (index, step) in steps.enumerated() {
            reached += (reached.isEmpty ? "" : "/") + step
            var status = stat()
            guard lstat(project.path(of: reached), &status) == 0 else { return nil }
            let type = status.st_mode & S_IFMT
            let last = index == steps.count - 1
            if last ? type != S_IFREG : type != S_IFDIR { return (reached, status.st_mode, last) }
        }
        return nil
    }
}

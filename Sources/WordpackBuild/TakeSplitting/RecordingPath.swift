import Foundation
import WordpackCore

/// The rules for a path a take's cut may be written to: a `.wav` file under `inputs/`, relative, with no
/// `.` or `..` step, so that `wordpack split` never writes outside the project's content.
enum RecordingPath {
    /// Why `path` cannot be written to (the end of a sentence that starts with the path), or nil.
    static func problem(_ path: String) -> String? {
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
    /// Whether writing `path` would land outside the project because a folder on the way is a symbolic link
    /// that leads out of it (its deepest existing folder, resolved, is not inside the resolved project folder).
    static func leavesProject(_ path: String, project: Project) -> Bool {
        let root = project.root.resolvingSymlinksInPath().path
        var folder = URL(fileURLWithPath: project.path(of: path)).standardizedFileURL.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path), folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        let resolved = folder.resolvingSymlinksInPath().path
        return !(resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/"))
    }
}

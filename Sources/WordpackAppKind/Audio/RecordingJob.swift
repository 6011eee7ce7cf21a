import WordpackCore

/// One recording to convert for one role, and every output path that needs the result: the same recording
/// used by several apps (or by a language and its variant) is converted once and written to each path.
package struct RecordingJob: Hashable, Sendable {
    /// The recording, relative to the project folder.
    var source: String
    var role: AudioRole
    /// Paths under `outputs/`, sorted.
    package var paths: [String]

    package init(source: String, role: AudioRole, paths: [String]) {
        self.source = source
        self.role = role
        self.paths = paths
    }

    /// The folder the recording is in: its siblings are the other recordings of the same role there.
    var folder: String {
        guard let slash = source.lastIndex(of: "/") else { return "." }
        return String(source[..<slash])
    }

    /// Every recording to convert among these planned files, grouped by (recording, role), sorted by recording.
    static func all(in outputs: [PlannedOutput]) -> [RecordingJob] {
        struct Key: Hashable {
            var source: String
            var role: AudioRole
        }
        var paths: [Key: Set<String>] = [:]
        for file in outputs {
            guard case .recording(let source, let role) = file.work else { continue }
            paths[Key(source: source, role: role), default: []].insert(file.path)
        }
        return paths.map { RecordingJob(source: $0.key.source, role: $0.key.role, paths: $0.value.sorted()) }
            .sorted { ($0.source, $0.role.name) < ($1.source, $1.role.name) }
    }
}

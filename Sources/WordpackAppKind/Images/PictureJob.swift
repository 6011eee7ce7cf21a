import WordpackCore

/// One output picture to make from one input file, and every path under `outputs/` that needs it: a
/// master used by several apps (or an icon shared by two apps) is scaled once and written to each place.
package struct PictureJob: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// Scaled to `role`'s size times `scale` (2 and 3 for `@2x` and `@3x` icons).
        case picture(role: PictureRole, scale: Int)
        /// Copied as it is (a PDF).
        case copy
    }

    /// The input file, relative to the project folder.
    var source: String
    package var kind: Kind
    /// Paths under `outputs/`, sorted.
    package var paths: [String]

    /// Every picture and copy among these planned files, one job per distinct (source, role, scale), in
    /// source order.
    static func plan(_ outputs: [PlannedOutput]) -> [PictureJob] {
        var paths: [Key: [String]] = [:]
        for file in outputs {
            switch file.work {
            case .picture(let source, let role, let scale):
                paths[Key(source: source, kind: .picture(role: role, scale: scale)), default: []].append(file.path)
            case .copy(let source):
                paths[Key(source: source, kind: .copy), default: []].append(file.path)
            case .own, .recording:
                continue
            }
        }
        return paths.map { key, paths in
            PictureJob(source: key.source, kind: key.kind, paths: Array(Set(paths)).sorted())
        }.sorted { ($0.source, $0.kind) < ($1.source, $1.kind) }
    }

    private struct Key: Hashable {
        var source: String
        var kind: Kind
    }
}

extension PictureJob.Kind: Comparable {
    /// Copies first, then pictures by role name and scale.
    package static func < (left: PictureJob.Kind, right: PictureJob.Kind) -> Bool {
        switch (left, right) {
        case (.copy, .copy), (.picture, .copy): return false
        case (.copy, .picture): return true
        case (.picture(let leftRole, let leftScale), .picture(let rightRole, let rightScale)):
            return (leftRole.name, leftScale) < (rightRole.name, rightScale)
        }
    }
}

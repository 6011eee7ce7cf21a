import Foundation
import WordpackCore
import WordpackSound

extension TakeSplit {
    /// The problems that stop the cuts from being written into `project`: a path that is not a plain file of
    /// `inputs/` reached through its folders (`RecordingPath.obstacle`), a path listed twice, and (unless
    /// `replace`) a recording already there, but for one that an interrupted split put there itself (`placed`:
    /// the paths and digests of what it was putting in place). All are found before anything is written.
    func blockers(in project: Project, replace: Bool, placed: SplitPlacing = SplitPlacing()) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: [String: Int] = [:]
        var recorded: [TakeScript.Line] = []
        for cut in cuts {
            let line = cut.line
            let location = Location(file: script.displayPath, row: line.row)
            if let earlier = seen[line.path] {
                problems.append(
                    .error(
                        at: location,
                        "line \(line.number) goes to \(line.path), as line \(earlier) does: each recording "
                            + "needs its own path."))
                continue
            }
            seen[line.path] = line.number
            if let obstacle = RecordingPath.obstacle(line.path, project: project) {
                problems.append(.error(at: location, "line \(line.number) goes to \(line.path), which \(obstacle)"))
                continue
            }
            var status = stat()
            if !replace, lstat(project.path(of: line.path), &status) == 0,
                !placed.holds(line.path, in: project)
            {
                recorded.append(line)
            }
        }
        // Recordings already there: one sentence, however many (splitting the same take again).
        if let line = recorded.first, recorded.count == 1 {
            problems.append(
                .error(
                    at: Location(file: line.path),
                    "is already recorded, so nothing was written: move it away, or split with --replace to "
                        + "replace it with line \(line.number) of the take."))
        } else if let first = recorded.first {
            let named = recorded.prefix(3).map(\.path).joined(separator: ", ")
            problems.append(
                .error(
                    at: Location(file: script.displayPath),
                    "\(recorded.count) of its \(cuts.count) recordings are already there (\(named)"
                        + "\(recorded.count > 3 ? ", …" : "")), so nothing was written: split with --replace to replace "
                        + "them with the take's lines (or move them away first; line \(first.number) is the first)."))
        }
        return problems
    }

    /// Reads the take again, a block at a time, and writes each cut as WAV at the take's rate, channels and
    /// bit depth: first each to a temporary file in the build folder (`SplitPlacing.folder`), never in
    /// `inputs/`; then, when all are written, notes what it is about to put in place (`SplitPlacing`) and renames
    /// each into place. A split killed while writing leaves `inputs/` as it was; one killed while renaming leaves
    /// whole recordings that the next split may replace without `--replace`. On a failure the temporary files
    /// are removed. Returns each recording written, with its SHA-256 and its line's text (for `recorded.tsv`);
    /// every error is a `FileProblem` naming the file.
    @discardableResult
    func write(take url: URL, into project: Project) throws -> [(path: String, sha256: String, text: String)] {
        let scratch = SplitPlacing.folder(in: project)
        SplitPlacing.removeTemporaryFiles(in: project)
        let take = try SoundFile(reading: url, displayPath: takePath)
        // Paths rather than URLs: a URL costs several times its path, and an hour's take has thousands of cuts.
        var temporaries: [String] = []
        do {
            do {
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            } catch {
                throw FileProblem(
                    file: project.displayPath(of: scratch),
                    "cannot be made (\(SplitPlacing.reason(error))), so no recording was written; check that "
                        + "you may write into the project's .wordpack folder.")
            }
            if take.holdsFloatSamples {
                try copyCuts(from: take, scratch: scratch, temporaries: &temporaries, sample: Double(0)) {
                    try take.readFrames(into: $0)
                } write: {
                    try $0.writeFrames($1)
                }
            } else {
                try copyCuts(from: take, scratch: scratch, temporaries: &temporaries, sample: Int32(0)) {
                    try take.readFrames(into: $0)
                } write: {
                    try $0.writeFrames($1)
                }
            }
            try take.close()
            let digests = try SplitPlacing.place(
                zip(cuts.map(\.line.path), temporaries).map { ($0, $1) }, in: project)
            return zip(cuts, digests).map { ($0.line.path, $1, $0.line.text) }
        } catch {
            for temporary in temporaries {
                try? FileManager.default.removeItem(atPath: temporary)
            }
            throw error
        }
    }

    /// Streams the take through a buffer of `Sample`s, writing the frames of each cut to its temporary file.
    private func copyCuts<Sample>(
        from take: SoundFile, scratch: URL, temporaries: inout [String], sample zero: Sample,
        read: (UnsafeMutableBufferPointer<Sample>) throws -> Int,
        write: (SoundFile, UnsafeBufferPointer<Sample>) throws -> Void
    ) throws {
        let channels = max(take.channels, 1)
        let blockFrames = 16384
        var buffer = [Sample](repeating: zero, count: blockFrames * channels)
        var position = 0  // the take's frame at the start of the buffer
        var index = 0
        var output: SoundFile?
        while index < cuts.count {
            let read = try buffer.withUnsafeMutableBufferPointer { try read($0) }
            guard read > 0 else { break }
            let blockEnd = position + read
            while index < cuts.count, cuts[index].start < blockEnd {
                let cut = cuts[index]
                if output == nil {
                    let temporary = scratch.appendingPathComponent(".cut-\(index + 1).\(UUID().uuidString).tmp")
                    temporaries.append(temporary.path)
                    output = try SoundFile(creatingWAV: temporary, displayPath: cut.line.path, like: take)
                }
                let from = max(cut.start, position) - position
                let to = min(cut.end, blockEnd) - position
                if let output, to > from {
                    try buffer.withUnsafeBufferPointer {
                        try write(output, UnsafeBufferPointer(rebasing: $0[(from * channels)..<(to * channels)]))
                    }
                }
                guard cut.end <= blockEnd else { break }
                try output?.close()
                output = nil
                index += 1
            }
            position = blockEnd
        }
        try output?.close()
        if index < cuts.count {
            throw FileProblem(
                file: takePath, "ended before the last cut: the take changed while it was being split; split it again.")
        }
    }
}

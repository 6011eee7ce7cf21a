import Foundation
import WordpackCore
import WordpackPipeline

extension Workflows {
    /// What `wordpack split` is asked to do.
    package struct SplitRequest: Sendable {
        var take: URL
        package var script: URL
        package var marginMilliseconds = TakeSplit.defaultMargin
        package var retakes = TakeRetakes.none
        package var replace = false
        package var dryRun = false
        /// An Audacity label track to cut the take by, instead of finding its words (`TakeLabels`).
        package var labels: URL?

        package init(take: URL, script: URL) {
            self.take = take
            self.script = script
        }
    }

    /// `wordpack split`: cuts one long take into its script's recordings, in order, and writes each to its
    /// line's path as WAV at the take's rate, channels and bit depth. Nothing is written when the take and the
    /// script do not agree, when a path is refused, or (without `replace`) when a recording is already there
    /// (but for those an interrupted split put in place: `SplitPlacing`). The recordings are written in the build
    /// folder and renamed into place, so nothing half-written is ever in `inputs/`.
    /// A dry run reports the cut list and writes nothing.
    @discardableResult
    package static func split(
        _ options: BuildOptions, _ request: SplitRequest, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> TakeSplit {
        try holdingProject(options, "split", leavesOutputs: true, progress: progress) {
            let project = options.project
            let takePath = project.displayPath(of: request.take)
            let split: TakeSplit
            do {
                let script = try TakeScript.read(request.script, displayPath: project.displayPath(of: request.script))
                let labelsPath = request.labels.map { project.displayPath(of: $0) } ?? ""
                let labels = try request.labels.map { try TakeLabels.read($0, displayPath: labelsPath) }
                split = try TakeSplit.plan(
                    take: request.take, takePath: takePath, script: script,
                    marginMilliseconds: request.marginMilliseconds, retakes: request.retakes, labels: labels,
                    labelsPath: labelsPath)
            } catch let failure as TakeSplitFailure {
                throw BuildFailure.load(failure.diagnostics)
            } catch let problem as DiagnosticConvertible {
                throw BuildFailure.load([problem.diagnostic])
            }
            // Every saying left out is said on the terminal (a summary, not a detail for --verbose).
            for retake in split.retakes {
                progress(
                    .summary(
                        String(
                            format: "split: line %d %@ was said twice, heard as that line both times; the saying at "
                                + "%.2f–%.2f s is left out, the one at %.2f–%.2f s kept (--retakes %@)",
                            retake.line.number, TakeMismatch.quoted(retake.line), split.seconds(retake.start),
                            split.seconds(retake.end), split.seconds(retake.keptStart), split.seconds(retake.keptEnd),
                            request.retakes.rawValue)))
            }
            let count = split.cuts.count
            let recordings = "\(count) recording\(count == 1 ? "" : "s")"
            let page = project.displayPath(of: TakeSplit.reviewFiles(script: request.script).page)
            let labelTrack = project.displayPath(of: TakeLabels.file(script: request.script))
            let sessionScript = project.displayPath(of: TakeSplit.sessionScript(script: request.script))
            if request.dryRun {
                progress(.result(String(split.cutList.dropLast())))
                try writeReview(split, request, project: project, written: false)
                progress(
                    .summary(
                        "split: \(recordings) found in \(takePath) (dry run: no recording written); check them on \(page), "
                            + "or move them in Audacity (\(labelTrack))"
                    ))
                return split
            }
            var blockers = split.blockers(
                in: project, replace: request.replace, placed: SplitPlacing.unfinished(in: project))
            // The texts of the recordings are noted in their languages' recorded.tsv: one that cannot be updated
            // stops the split before anything is written.
            for code in Set(split.cuts.compactMap { RecordedTextsFile.place(of: $0.line.path)?.code }).sorted() {
                do {
                    _ = try RecordedTextsFile.read(code: code, in: project)
                } catch let problem as RecordedTextsFile.Problem {
                    blockers += problem.diagnostics
                }
            }
            guard blockers.isEmpty else {
                throw BuildFailure.load(blockers, message: "split: nothing was written.")
            }
            let written: [(path: String, sha256: String, text: String)]
            do {
                written = try split.write(take: request.take, into: project)
            } catch let problem as FileProblem where problem.location.file.hasPrefix("inputs/") {
                // Its sentence says what was written.
                throw BuildFailure.load([problem.diagnostic])
            } catch let problem as DiagnosticConvertible {
                throw BuildFailure.load([problem.diagnostic], message: "split: nothing was written.")
            } catch {
                throw BuildFailure.load(
                    [
                        .error(
                            at: Location(file: takePath),
                            "could not be split (\(SplitPlacing.reason(error))); nothing was written. Check the take "
                                + "and the free space, then split again.")
                    ], message: "split: nothing was written.")
            }
            // recorded.tsv vouches only for the cuts heard to say their lines.
            let heard = zip(written, split.cuts).filter { $0.1.heard }.map(\.0)
            let unheard = split.cuts.filter { !$0.heard }.map(\.line.path)
            do {
                try RecordedTextsFile.note(heard, vouched: .heard, in: project)
            } catch let problem as RecordedTextsFile.Problem {
                throw BuildFailure.load(
                    problem.diagnostics,
                    message: "split: the recordings were written, but what they say could not be noted; correct the "
                        + "problem above, then note them with `wordpack accept --language <code>`.")
            }
            for cut in split.cuts {
                progress(
                    .detail(
                        String(
                            format: "split: %@ ← %.2f–%.2f s", cut.line.path, split.seconds(cut.start),
                            split.seconds(cut.end))))
            }
            try writeReview(split, request, project: project, written: true)
            if !unheard.isEmpty {
                let named = unheard.prefix(3).joined(separator: ", ") + (unheard.count > 3 ? ", …" : "")
                let codes = Set(unheard.compactMap { RecordedTextsFile.place(of: $0)?.code }).sorted()
                let why =
                    request.labels == nil
                    ? "espeak-ng could not read the script, or they do not sound near enough their lines, and clearly "
                        + "nearer them than the lines and sayings either side"
                    : "cut by labels, which are not heard"
                progress(
                    .summary(
                        "split: \(unheard.count) of the \(count) recordings (\(named)) were not heard to say their "
                            + "lines (\(why)), so recorded.tsv does not note them; listen to them, then note them with "
                            + "`wordpack accept --language \(codes.first ?? "<code>")`"))
            }
            progress(
                .summary(
                    "split: \(recordings) from \(takePath) written; check them on \(page), or move them in Audacity "
                        + "(\(labelTrack)) and split again with --script \(sessionScript) --labels \(labelTrack) "
                        + "--replace"))
            return split
        }
    }

    /// Writes the split's review page and picture beside its script, and its cuts as an Audacity label track
    /// (`TakeLabels`).
    private static func writeReview(_ split: TakeSplit, _ request: SplitRequest, project: Project, written: Bool) throws
    {
        do {
            try split.writeReview(script: request.script, take: request.take, project: project, written: written)
        } catch {
            let page = project.displayPath(of: TakeSplit.reviewFiles(script: request.script).page)
            throw BuildFailure.store("error: cannot write \(page): \(error.localizedDescription)")
        }
        let labels = TakeLabels.file(script: request.script)
        let kept = TakeSplit.sessionScript(script: request.script)
        do {
            try FileWriter.write(Data(TakeLabels.text(of: split).utf8), to: labels)
            // The session's script, which its labels are of (`script` run again lists only what is left).
            if kept.standardizedFileURL != request.script.standardizedFileURL {
                try FileWriter.write(try Data(contentsOf: request.script), to: kept)
            }
        } catch {
            throw BuildFailure.store(
                "error: cannot write \(project.displayPath(of: labels)): \(error.localizedDescription)")
        }
    }
}

import Foundation
import WordpackCore

/// The audio stage: every recording the FirstWords apps play (Speech, Letters and reward sounds) as a CAF
/// file in its role's format (pipeline.json's `audio`), converted on every core, each in bounded memory.
///
/// A recording that cannot be read, is cut short or is silent is an error naming it; the others still convert.
package enum AudioStage {
    /// Converts the recordings of `outputs` (planned `.recording` files this build must make).
    package static func run(_ outputs: [PlannedOutput], context: StageContext) -> StageReport {
        let jobs = RecordingJob.all(in: outputs)
        var report = StageReport()
        for part in jobs.concurrentMap({ convert($0, context: context) }) {
            report.merge(part)
        }
        return report
    }

    /// Converts one recording once, into a temporary file beside its first output path, copies that file to
    /// its other paths, and puts it in place: each a chunk at a time, so memory does not grow with its length.
    package static func convert(_ job: RecordingJob, context: StageContext) -> StageReport {
        var report = StageReport()
        guard let first = job.paths.first else { return report }
        do {
            let temporary = try FileWriter.temporaryFile(beside: context.project.outputs.appendingPathComponent(first))
            defer { try? FileManager.default.removeItem(at: temporary) }
            try RecordingConverter.convert(
                context.project.root.appendingPathComponent(job.source), displayPath: job.source,
                format: context.configuration.audio.format(for: job.role), to: temporary,
                destinationDisplayPath: "outputs/\(first)")
            let digest = try FileDigest.sha256(of: temporary)
            for path in job.paths.dropFirst() {
                writing(path, &report) { try context.copy(temporary, sha256: digest, to: path, report: &$0) }
                context.progress?.advance()
            }
            writing(first, &report) { try context.place(temporary, sha256: digest, at: first, report: &$0) }
            context.progress?.advance()
        } catch let problem as DiagnosticConvertible {
            report.findings.append(problem.diagnostic)
            context.progress?.advance(by: job.paths.count)
        } catch {
            report.record(.convert(source: job.source, error: error))
            context.progress?.advance(by: job.paths.count)
        }
        return report
    }

    /// Runs `write`, which writes the output at `path`; its failure is an error naming that output. Either
    /// way one more file of the stage is dealt with.
    private static func writing(
        _ path: String, _ report: inout StageReport, _ write: (inout StageReport) throws -> Void
    ) {
        do {
            try write(&report)
        } catch {
            report.record(.write(path: "outputs/\(path)", error: error))
        }
    }

    /// Changed when the inspection finds more or says it otherwise: results (and sentences) an older wordpack
    /// remembered are not reused.
    static let inspectionRevision = "3 convertible rates, MP4 through FFmpeg, problems at the file now there"

    /// The findings about recordings for `wordpack check`: everything that would make the stage refuse one
    /// (unreadable, cut short, silent, at a rate that cannot be converted: errors, with the stage's own
    /// sentences); nearly silent, clipped, much longer or shorter than their siblings (warnings). Reads each
    /// recording once, and remembers what it found by the recording's SHA-256.
    package static func inspect(_ outputs: [PlannedOutput], context: StageContext) -> [Diagnostic] {
        let jobs = RecordingJob.all(in: outputs)
        // The whole set at once first: when no recording changed, that is one look-up.
        let settings =
            Set(jobs.map(\.role)).sorted { $0.name < $1.name }
            .map { "\($0) \(context.configuration.audio.format(for: $0))" }
            .joined(separator: "\n") + "\n" + inspectionRevision
        return context.inspect("recordings", sources: jobs.map(\.source), settings: settings) {
            inspect(jobs, context: context)
        }
    }

    package static func inspect(_ jobs: [RecordingJob], context: StageContext) -> [Diagnostic] {
        let settings = { @Sendable (job: RecordingJob) -> String in
            let format = context.configuration.audio.format(for: job.role)
            return "\(format.channels) \(format.silenceThreshold) \(inspectionRevision)"
        }
        // In a shard, its part of the recordings only (the assemble step checks them all).
        return context.inspectingEach(
            "recording", as: RememberedResult<RecordingAnalysis>.self, jobs.map { ($0.source, settings($0)) }
        ) { selected in
            inspect(jobs.filter { selected.contains($0.source) }, settings: settings, context: context)
        }
    }

    private static func inspect(
        _ jobs: [RecordingJob], settings: @Sendable (RecordingJob) -> String, context: StageContext
    ) -> [Diagnostic] {
        let results = jobs.concurrentMap { job -> Result<RecordingAnalysis, FileProblem> in
            let format = context.configuration.audio.format(for: job.role)
            // Remembered by the recording's SHA-256: an unchanged recording is not decoded again.
            let measured = context.inspect("recording", source: job.source, settings: settings(job)) {
                () -> RememberedResult<RecordingAnalysis> in
                do {
                    return .success(
                        try RecordingAnalysis.measure(
                            context.project.root.appendingPathComponent(job.source), displayPath: job.source,
                            outputChannels: format.channels,
                            silenceThreshold: Float(ConversionPlan.decibels(format.silenceThreshold)),
                            measuresLoudness: false))
                } catch let problem as FileProblem {
                    return .failure(problem)
                } catch {
                    return .failure(FileProblem(file: job.source, "could not be read: \(error.localizedDescription)."))
                }
            }
            return measured.result(at: job.source)
        }
        var findings: [Diagnostic] = []
        var lengths: [(job: RecordingJob, seconds: Double)] = []
        for (job, result) in zip(jobs, results) {
            switch result {
            case .failure(let problem):
                findings.append(problem.diagnostic)
            case .success(let analysis):
                let format = context.configuration.audio.format(for: job.role)
                let problems = inspect(analysis, source: job.source, format: format)
                findings += problems
                // A recording that cannot be converted is not compared with its siblings: it is wrong already.
                if analysis.sound != nil, !problems.contains(where: { $0.severity == .error }) {
                    lengths.append((job, format.cleanUp ? analysis.soundingDuration : analysis.duration))
                }
            }
        }
        findings += SiblingLengths.findings(lengths)
        var seen: Set<Diagnostic> = []
        return findings.filter { seen.insert($0).inserted }  // a recording used in two roles is reported once
    }

    /// The findings about one recording on its own.
    package static func inspect(_ analysis: RecordingAnalysis, source: String, format: AudioFormat) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if analysis.sound == nil {
            let silent = AudioProblem.silent(source, peak: analysis.peak, threshold: format.silenceThreshold)
            findings.append(silent.diagnostic)
        } else if Double(analysis.peak) < ConversionPlan.decibels(AudioProblem.nearlySilentLevel) {
            findings.append(AudioProblem.nearlySilent(source, peak: analysis.peak))
        }
        if let problem = ConversionPlan.rateProblem(analysis, format: format, displayPath: source) {
            findings.append(problem.diagnostic)
        }
        if analysis.clippedPlaces > 0, let frame = analysis.firstClippedFrame {
            findings.append(
                AudioProblem.clipped(
                    source, places: analysis.clippedPlaces, firstAt: Double(frame) / Double(max(analysis.sampleRate, 1))
                ))
        }
        return findings
    }
}

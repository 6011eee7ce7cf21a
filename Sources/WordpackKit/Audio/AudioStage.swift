import Foundation

/// The audio stage: every recording the FirstWords apps play (Speech, Letters and reward sounds) as a CAF
/// file in its role's format (pipeline.json's `audio`), converted on every core, each in bounded memory.
///
/// A recording that cannot be read, is cut short or is silent is an error naming it; the others still convert.
public enum AudioStage {
    /// Converts the recordings of `outputs` (planned `.recording` files this build must make).
    public static func run(_ outputs: [PlannedOutput], context: StageContext) -> StageReport {
        let jobs = RecordingJob.all(in: outputs)
        guard !jobs.isEmpty else { return StageReport() }
        // A folder of this run's own, so that two runs on one project cannot remove each other's files; named
        // like every temporary file, so that the next build removes it when this one is interrupted.
        let scratch = context.project.buildFolder.appendingPathComponent(".audio-\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            var report = StageReport()
            report.record(.write(path: context.project.displayPath(of: scratch), error: error))
            return report
        }
        var report = StageReport()
        for part in jobs.concurrentMap({ convert($0, context: context, scratch: scratch) }) {
            report.merge(part)
        }
        try? FileManager.default.removeItem(at: scratch)
        return report
    }

    /// Converts one recording once, into the build folder, and writes the bytes to each of its output paths.
    static func convert(_ job: RecordingJob, context: StageContext, scratch: URL) -> StageReport {
        var report = StageReport()
        let converted = scratch.appendingPathComponent("\(UUID().uuidString).caf")
        defer { try? FileManager.default.removeItem(at: converted) }
        do {
            try RecordingConverter.convert(
                context.project.root.appendingPathComponent(job.source), displayPath: job.source,
                format: context.configuration.audio.format(for: job.role), to: converted,
                destinationDisplayPath: context.project.displayPath(of: converted))
            // Mapped, not read: the bytes go from the page cache to each output file.
            let data = try Data(contentsOf: converted, options: .alwaysMapped)
            for path in job.paths {
                context.write(data, to: path, report: &report)
            }
        } catch let problem as DiagnosticConvertible {
            report.findings.append(problem.diagnostic)
            context.progress?.advance(by: job.paths.count)
        } catch {
            report.record(.convert(source: job.source, error: error))
            context.progress?.advance(by: job.paths.count)
        }
        return report
    }

    /// The findings about recordings for `wordpack check`: unreadable, cut short, silent (errors); nearly
    /// silent, clipped, much longer or shorter than their siblings (warnings). Reads each recording once.
    public static func inspect(_ outputs: [PlannedOutput], context: StageContext) -> [Diagnostic] {
        let jobs = RecordingJob.all(in: outputs)
        // The whole set at once first: when no recording changed, that is one look-up.
        let settings = AudioRole.allCases.map { "\($0) \(context.configuration.audio.format(for: $0))" }
            .joined(separator: "\n")
        return context.inspect("recordings", sources: jobs.map(\.source), settings: settings) {
            inspect(jobs, context: context)
        }
    }

    static func inspect(_ jobs: [RecordingJob], context: StageContext) -> [Diagnostic] {
        let results = jobs.concurrentMap { job -> Result<RecordingAnalysis, FileProblem> in
            let format = context.configuration.audio.format(for: job.role)
            // Remembered by the recording's SHA-256: an unchanged recording is not decoded again.
            let measured = context.inspect(
                "recording", source: job.source, settings: "\(format.channels) \(format.silenceThreshold)"
            ) { () -> CachedResult<RecordingAnalysis> in
                do {
                    return .success(try RecordingAnalysis.measure(
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
            return measured.result
        }
        var findings: [Diagnostic] = []
        var lengths: [(job: RecordingJob, seconds: Double)] = []
        for (job, result) in zip(jobs, results) {
            switch result {
            case .failure(let problem):
                findings.append(problem.diagnostic)
            case .success(let analysis):
                let format = context.configuration.audio.format(for: job.role)
                findings += inspect(analysis, source: job.source, format: format)
                if analysis.sound != nil {
                    lengths.append((job, format.cleanUp ? analysis.soundingDuration : analysis.duration))
                }
            }
        }
        findings += SiblingLengths.findings(lengths)
        var seen: Set<Diagnostic> = []
        return findings.filter { seen.insert($0).inserted }  // a recording used in two roles is reported once
    }

    /// The findings about one recording on its own.
    static func inspect(_ analysis: RecordingAnalysis, source: String, format: AudioFormat) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if analysis.sound == nil {
            let silent = AudioProblem.silent(source, peak: analysis.peak, threshold: format.silenceThreshold)
            findings.append(silent.diagnostic)
        } else if Double(analysis.peak) < ConversionPlan.decibels(AudioProblem.nearlySilentLevel) {
            findings.append(AudioProblem.nearlySilent(source, peak: analysis.peak))
        }
        if analysis.clippedPlaces > 0, let frame = analysis.firstClippedFrame {
            findings.append(AudioProblem.clipped(
                source, places: analysis.clippedPlaces, firstAt: Double(frame) / Double(max(analysis.sampleRate, 1))))
        }
        return findings
    }
}

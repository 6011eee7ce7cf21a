import Foundation
import WordpackCatalogue
import WordpackCore

/// A split's cuts as an Audacity label track (`scripts/es-split.txt` beside the script): a line per recording,
/// `start<TAB>end<TAB>text`, the times in seconds with six decimals, as Audacity's “Export Labels” writes them and
/// its “Import Labels” reads them. A voice editor moves the labels in Audacity, exports them, and `split --labels`
/// cuts the take by them instead of finding the words itself: each label is its script line's recording, in
/// order, with the same checks and the same paths.
struct TakeLabels: Sendable, Equatable {
    struct Label: Sendable, Equatable {
        /// Seconds from the take's start.
        var start: Double
        var end: Double
        var text: String
        /// The label file's line.
        var line: Int
    }

    package var labels: [Label]

    /// A label file is a line per recording: 1 MB is some 30,000 recordings.
    static let maximumBytes = 1 << 20

    /// The label file beside `script` (`scripts/es.tsv` → `scripts/es-split.txt`).
    static func file(script: URL) -> URL {
        script.deletingLastPathComponent().appendingPathComponent(TakeSplit.sessionName(script: script) + ".txt")
    }

    /// The label track of `split`'s cuts, each with its line's text.
    static func text(of split: TakeSplit) -> String {
        split.cuts.map { cut in
            String(format: "%.6f\t%.6f\t", split.seconds(cut.start), split.seconds(cut.end))
                + RecordedTexts.field(cut.line.text)
        }.map { $0 + "\n" }.joined()
    }

    /// The labels of an Audacity label file (UTF-8, LF or CRLF; a spectral label's frequency line, which starts
    /// with `\`, is skipped), or every problem of it, each at its line.
    static func read(_ url: URL, displayPath: String) throws -> TakeLabels {
        let data: Data
        do {
            let handle = try RegularFile.handle(url.path, displayPath: displayPath)
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch let problem as DiagnosticConvertible {
            throw TakeSplitFailure([problem.diagnostic])
        } catch {
            throw TakeSplitFailure([.error(at: Location(file: displayPath), "cannot be read; check that it is there.")])
        }
        guard data.count <= maximumBytes else {
            throw TakeSplitFailure([
                .error(
                    at: Location(file: displayPath),
                    "is larger than 1 MB, which is not a label track of one take; export the labels from Audacity "
                        + "again.")
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TakeSplitFailure([
                .error(at: Location(file: displayPath), "is not UTF-8 text; export the labels from Audacity again.")
            ])
        }
        var labels: [Label] = []
        var problems: [Diagnostic] = []
        // By line ends of any kind: CRLF is one Character, which a split at "\n" would not see.
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasPrefix("\\") else { continue }
            let at = Location(file: displayPath, line: offset + 1, column: 1)
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2, let start = seconds(fields[0]), let end = seconds(fields[1]) else {
                problems.append(
                    .error(
                        at: at,
                        "is not a label (start and end in seconds and the text, separated by tabs, as Audacity "
                            + "exports them)."))
                continue
            }
            let said = fields.count == 3 ? String(fields[2]) : ""
            labels.append(Label(start: start, end: end, text: said, line: offset + 1))
        }
        guard problems.isEmpty else { throw TakeSplitFailure(problems) }
        return TakeLabels(labels: labels)
    }

    /// A label's time for a message: `1.250`, or `1e+15` for a time no take lasts.
    private static func shown(_ seconds: Double) -> String {
        String(format: abs(seconds) < 1e7 ? "%.3f" : "%.3g", seconds)
    }

    /// Seconds as Audacity writes them (`1.250000`), or with a decimal comma as some locales export them.
    private static func seconds(_ field: Substring) -> Double? {
        let text = field.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The cuts of `lines` by these labels, in order, for a take of `frames`; every problem at its label's line:
    /// another count of labels than of lines, a label whose text is not its line's (labels are matched to lines
    /// in order), one that ends before it starts, runs past the take's end or into the next label.
    func cuts(_ lines: [TakeScript.Line], frames: EnergyFrames, displayPath: String, script: String) throws
        -> [TakeCut]
    {
        var problems: [Diagnostic] = []
        if labels.count != lines.count {
            problems.append(
                .error(
                    at: Location(file: displayPath),
                    "has \(labels.count) label\(labels.count == 1 ? "" : "s") for the \(lines.count) line"
                        + "\(lines.count == 1 ? "" : "s") of \(script), so nothing was written: each line needs its "
                        + "label, in the script's order."))
        }
        let rate = Double(max(frames.sampleRate, 1))
        let length = Double(frames.takeFrames) / rate
        var cuts: [TakeCut] = []
        var previousEnd = 0.0
        for (label, line) in zip(labels, lines) {
            let at = Location(file: displayPath, line: label.line, column: 1)
            let named = "label \(line.number) (\(Self.shown(label.start))–\(Self.shown(label.end)) s)"
            if !label.text.isEmpty, !RecordedTexts.saysTheSame(label.text, line.text) {
                problems.append(
                    .error(
                        at: at,
                        "\(named) says “\(label.text)”, but line \(line.number) of \(script) is “\(line.text)”: the "
                            + "labels are the script's lines in order; put them back in order, or give each its "
                            + "line's text."))
            }
            // Every time is checked against the take before it is made a frame number: 1e15 s would not fit one.
            var usable = false
            if label.start < 0 {
                problems.append(
                    .error(at: at, "\(named) starts before the take does (at 0 s); drag its start to 0 s or later."))
            } else if label.end <= label.start {
                problems.append(.error(at: at, "\(named) ends before it starts; drag its end after its start."))
            } else if label.end > length + 0.001 {
                problems.append(
                    .error(
                        at: at,
                        "\(named) runs past the take's end at \(String(format: "%.3f", length)) s; was it made on "
                            + "another take?"))
            } else if label.start < previousEnd - 0.000_001 {
                problems.append(
                    .error(at: at, "\(named) starts before the label before it ends; move one of them."))
            } else {
                usable = true
            }
            guard usable else { continue }
            previousEnd = max(previousEnd, label.end)
            let start = min(max(Int((label.start * rate).rounded()), 0), frames.takeFrames)
            let end = min(max(Int((label.end * rate).rounded()), start), frames.takeFrames)
            cuts.append(TakeCut(line: line, speechStart: start, speechEnd: end, start: start, end: end))
        }
        guard problems.isEmpty else { throw TakeSplitFailure(problems) }
        return cuts
    }
}

import WordpackCore

/// The check that a recording is not much longer or shorter than its siblings (the other recordings of the
/// same role in the same folder): more than `factor` times the median of the others, or less than 1/`factor`
/// of it, and at least `minimumDifference` seconds away. It needs `minimumOthers` siblings to compare with.
/// With clean-up the length is that of the sound between the trimmed silences; without, the whole file.
enum SiblingLengths {
    /// A whole number: the messages say "3 times" and "a third".
    static let factor = 3.0
    static let minimumOthers = 3
    static let minimumDifference = 0.1

    /// `lengths`: each recording's (job, seconds).
    package static func findings(_ lengths: [(job: RecordingJob, seconds: Double)]) -> [Diagnostic] {
        var groups: [String: [(job: RecordingJob, seconds: Double)]] = [:]
        for entry in lengths {
            groups["\(entry.job.role.name) \(entry.job.folder)", default: []].append(entry)
        }
        var findings: [Diagnostic] = []
        for key in groups.keys.sorted() {
            guard let group = groups[key], group.count > minimumOthers else { continue }
            for (index, entry) in group.enumerated() {
                var others = group.map(\.seconds)
                others.remove(at: index)
                let typical = median(others)
                let lasts = entry.seconds
                guard abs(lasts - typical) >= minimumDifference else { continue }
                let (file, folder) = (entry.job.source, entry.job.folder)
                if lasts > typical * factor {
                    findings.append(
                        AudioProblem.muchLonger(
                            file, lasts: lasts, typical: typical, folder: folder, others: others.count))
                } else if lasts * factor < typical {
                    findings.append(
                        AudioProblem.muchShorter(
                            file, lasts: lasts, typical: typical, folder: folder, others: others.count))
                }
            }
        }
        return findings
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

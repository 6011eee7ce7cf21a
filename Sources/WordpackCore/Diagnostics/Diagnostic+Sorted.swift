extension Diagnostic {
    /// In file, sheet, row and column order; findings at the same place keep their order.
    package static func sorted(_ findings: [Diagnostic]) -> [Diagnostic] {
        // Already in order (a check's findings mostly are): as they are, with no copy of 200,000 findings.
        if findings.indices.dropFirst().allSatisfy({ !precedes(findings[$0].location, findings[$0 - 1].location) }) {
            return findings
        }
        // The positions are sorted, not the findings: each finding is copied once, into its place.
        let order = findings.indices.sorted { a, b in
            let (x, y) = (findings[a].location, findings[b].location)
            if precedes(x, y) { return true }
            if precedes(y, x) { return false }
            return a < b
        }
        return order.map { findings[$0] }
    }

    /// Whether `x` comes before `y`: by file, sheet, row, then column (shorter first: B before AA).
    private static func precedes(_ x: Location, _ y: Location) -> Bool {
        if x.file != y.file { return x.file < y.file }
        if x.sheet != y.sheet { return (x.sheet ?? "") < (y.sheet ?? "") }
        if x.row != y.row { return (x.row ?? 0) < (y.row ?? 0) }
        if x.column != y.column {
            let (p, q) = (x.column ?? "", y.column ?? "")
            return (p.count, p) < (q.count, q)
        }
        return false
    }
}

extension Diagnostic {
    /// Sorted findings (`sorted(_:)`) with each said once: two checks that read the same file (a picture that two
    /// apps draw at different sizes) find the same problem, and a reader is told it once. Only findings at the
    /// same place are compared, so that 200,000 findings cost one pass.
    package static func withoutRepeats(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var repeats: Set<Int> = []
        var groupStart = 0
        for offset in sorted.indices.dropFirst() {
            if sorted[offset].location != sorted[groupStart].location {
                groupStart = offset
                continue
            }
            if sorted[groupStart..<offset].contains(sorted[offset]) { repeats.insert(offset) }
        }
        guard !repeats.isEmpty else { return sorted }
        return sorted.indices.filter { !repeats.contains($0) }.map { sorted[$0] }
    }
}

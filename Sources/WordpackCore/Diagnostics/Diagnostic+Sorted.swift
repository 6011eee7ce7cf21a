extension Diagnostic {
    /// In file, sheet, row and column order; findings at the same place keep their order.
    package static func sorted(_ findings: [Diagnostic]) -> [Diagnostic] {
        // Already in order (a check's findings mostly are): as they are, with no copy of 200,000 findings.
        if findings.indices.dropFirst().allSatisfy({ order(findings[$0 - 1].location, findings[$0].location) <= 0 }) {
            return findings
        }
        // The positions are sorted, not the findings: each finding is copied once, into its place. Two places are
        // compared once, not once each way.
        let positions = findings.indices.sorted { a, b in
            let order = order(findings[a].location, findings[b].location)
            return order != 0 ? order < 0 : a < b
        }
        return positions.map { findings[$0] }
    }

    /// Whether a finding at `x` sorts before one at `y` (`sorted(_:)`).
    package static func precedes(_ x: Location, _ y: Location) -> Bool {
        order(x, y) < 0
    }

    /// Whether `x` comes before (-1), at (0) or after (1) `y`: by file, sheet, row, then column (shorter first: B
    /// before AA). The first of these that differs decides, an absent one counting as empty or 0 (so that a sheet
    /// absent and one named "" are at one place, whatever their rows).
    package static func order(_ x: Location, _ y: Location) -> Int {
        func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (b < a ? 1 : 0) }
        if x.file != y.file { return order(x.file, y.file) }
        if x.sheet != y.sheet { return order(x.sheet ?? "", y.sheet ?? "") }
        if x.row != y.row { return order(x.row ?? 0, y.row ?? 0) }
        if x.column != y.column {
            let (p, q) = (x.column ?? "", y.column ?? "")
            return order(p.count, q.count) != 0 ? order(p.count, q.count) : order(p, q)
        }
        return 0
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

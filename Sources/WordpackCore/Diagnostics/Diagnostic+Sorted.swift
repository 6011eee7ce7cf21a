extension Diagnostic {
    /// Sorted by location so a sheet's problems read from top to bottom; stable for equal locations.
    package static func sorted(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            if x.file != y.file { return x.file < y.file }
            if x.sheet != y.sheet { return (x.sheet ?? "") < (y.sheet ?? "") }
            if x.row != y.row { return (x.row ?? 0) < (y.row ?? 0) }
            if x.column != y.column {
                let (p, q) = (x.column ?? "", y.column ?? "")
                return (p.count, p) < (q.count, q)
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}

extension Diagnostic {
    /// Findings as one flat list of texts, six a finding (severity, file, sheet, row, column, sentence): how the
    /// build folder keeps many of them, since a keyed object for each of 100,000 findings takes seconds to read
    /// back.
    package static func fields(of findings: [Diagnostic]) -> [String?] {
        findings.flatMap { finding -> [String?] in
            let location = finding.location
            return [
                finding.severity.rawValue, location.file, location.sheet, location.row.map(String.init),
                location.column, finding.message,
            ]
        }
    }

    /// The findings `fields(of:)` gave; nil when `fields` are not such a list.
    package static func findings(fromFields fields: [String?]) -> [Diagnostic]? {
        guard fields.count % 6 == 0 else { return nil }
        var findings: [Diagnostic] = []
        findings.reserveCapacity(fields.count / 6)
        for start in stride(from: 0, to: fields.count, by: 6) {
            guard let severity = fields[start].flatMap(Severity.init(rawValue:)), let file = fields[start + 1],
                let message = fields[start + 5]
            else { return nil }
            let row = fields[start + 3].map { Int($0) }
            guard row != .some(nil) else { return nil }
            let location = Location(file: file, sheet: fields[start + 2], row: row ?? nil, column: fields[start + 4])
            findings.append(Diagnostic(severity, at: location, message))
        }
        return findings
    }
}

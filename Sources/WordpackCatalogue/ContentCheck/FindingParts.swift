import WordpackCore

/// Findings in order, each part held as values or as a packed run of remembered warnings (`TextFindings`): a
/// language's findings before its completeness (`LanguageFindings.before`).
struct FindingParts: Sendable {
    enum Part: Sendable {
        case values([Diagnostic])
        case packed(PackedRun)
    }

    private(set) var parts: [Part] = []

    mutating func append(_ findings: [Diagnostic]) {
        guard !findings.isEmpty else { return }
        if case .values(var last) = parts.last {
            parts.removeLast()
            last += findings
            parts.append(.values(last))
        } else {
            parts.append(.values(findings))
        }
    }

    mutating func append(_ texts: TextFindings) {
        if let run = texts.run { parts.append(.packed(run)) } else { append(texts.findings) }
    }

    /// How many findings are held as values.
    var valueCount: Int {
        parts.reduce(0) { count, part in
            if case .values(let findings) = part { count + findings.count } else { count }
        }
    }

    /// Every finding as a value.
    var findings: [Diagnostic] {
        parts.flatMap { part in
            switch part {
            case .values(let findings): findings
            case .packed(let run): run.findings
            }
        }
    }

    /// The errors, in order: a packed run holds none.
    var errors: [Diagnostic] {
        parts.flatMap { part -> [Diagnostic] in
            if case .values(let findings) = part { findings.errors } else { [] }
        }
    }
}

import WordpackCore

/// What a list's rows say alone in a language (`rowTextFindings`): the bulk of a language's findings (99,000
/// “is the same as the en text” warnings in a sheet copied from en at 100,000 words). Checked this run, they are
/// values; read back from the build folder, they stay packed (`PackedRun`) when they are warnings in place order
/// that no fold changes (`FindingFolds.mayChange`), and are made into values only where they are reported, a
/// piece at a time (`CheckedFindings`).
struct TextFindings: Sendable {
    private enum Storage: Sendable {
        case values([Diagnostic])
        case packed(PackedRun)
    }

    private let storage: Storage

    init(_ findings: [Diagnostic]) {
        storage = .values(findings)
    }

    /// The packed run, when they are kept so.
    var run: PackedRun? {
        if case .packed(let run) = storage { run } else { nil }
    }

    /// The findings as values.
    var findings: [Diagnostic] {
        switch storage {
        case .values(let findings): findings
        case .packed(let run): run.findings
        }
    }
}

extension TextFindings: Codable, OwnJSON {
    /// Coded as `PackedFindings` is: one packed text.
    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let run = PackedRun(text, keeping: { !FindingFolds.mayChange($0) }) {
            storage = .packed(run)
        } else if let findings = Diagnostic.unpacked(text) {
            storage = .values(findings)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not packed findings"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch storage {
        case .values(let findings): try container.encode(Diagnostic.packed(findings))
        case .packed(let run): try container.encode(run.packed)
        }
    }

    func writeJSON(into bytes: inout [UInt8]) {
        switch storage {
        case .values(let findings): Self.appendQuoted(Diagnostic.packedBytes(findings), to: &bytes)
        case .packed(let run): Self.appendQuoted(run.packed.utf8, to: &bytes)
        }
    }
}

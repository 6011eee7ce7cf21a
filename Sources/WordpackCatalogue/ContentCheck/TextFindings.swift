import Foundation
import WordpackCore

/// What a list's rows say alone in a language (`rowTextFindings`): the bulk of a language's findings (99,000
/// “is the same as the en text” warnings in a sheet copied from en at 100,000 words). Checked this run, they are
/// values; read back from the build folder, they stay packed and deflated (`PackedRun`) when they are warnings in
/// place order that no fold changes (`FindingFolds.mayChange`), and are made into values only where they are
/// reported, a piece at a time (`CheckedFindings`).
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
    /// Coded as one text: empty for none, else `z`, the length of their packed text (`Diagnostic.packed`), `:`,
    /// and that text deflated, in base64 (a tenth of its size: read back, a run is kept so).
    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text.isEmpty {
            storage = .values([])
            return
        }
        guard let deflated = Self.deflated(text), let bytes = deflated.inflated() else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not deflated findings"))
        }
        if let run = PackedRun(deflated: deflated, inflated: bytes, keeping: { !FindingFolds.mayChange($0) }) {
            storage = .packed(run)
        } else if let findings = Diagnostic.unpacked(String(decoding: bytes, as: UTF8.self)) {
            storage = .values(findings)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not packed findings"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    func writeJSON(into bytes: inout [UInt8]) {
        Self.appendQuoted(text.utf8, to: &bytes)
    }

    /// The text they are coded as.
    private var text: String {
        let deflated: DeflatedBytes
        switch storage {
        case .values(let findings):
            guard !findings.isEmpty else { return "" }
            deflated = Diagnostic.packedBytes(findings).withUnsafeBufferPointer { DeflatedBytes(deflating: $0) }
        case .packed(let run):
            deflated = run.deflated
        }
        return "z\(deflated.size):" + Data(deflated.bytes).base64EncodedString()
    }

    /// The deflated bytes `text` codes; nil when it codes none, or claims more than packed bytes ever need
    /// (`ReadLimits.unpackedPartBytes`: the build folder is read as any other input).
    private static func deflated(_ text: String) -> DeflatedBytes? {
        guard text.hasPrefix("z"), let colon = text.firstIndex(of: ":"),
            let size = Int(text[text.index(after: text.startIndex)..<colon]),
            let bytes = Data(base64Encoded: String(text[text.index(after: colon)...])),
            size >= 0, Int64(size) <= ReadLimits.unpackedPartBytes(packed: Int64(bytes.count))
        else { return nil }
        return DeflatedBytes(bytes: [UInt8](bytes), size: size)
    }
}

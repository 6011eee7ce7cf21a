/// Findings kept in the build folder as one packed text (`Diagnostic.packed`) rather than an object each: how a
/// remembered result that may hold thousands of findings is written and read back quickly.
package struct PackedFindings: Codable, Sendable {
    package var findings: [Diagnostic]

    package init(_ findings: [Diagnostic]) {
        self.findings = findings
    }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let findings = Diagnostic.unpacked(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not packed findings"))
        }
        self.findings = findings
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Diagnostic.packed(findings))
    }
}

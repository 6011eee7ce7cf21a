import WordpackCore

/// Why a take was not split, as findings to print: nothing was written.
public struct TakeSplitFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ problem: FileProblem) {
        self.init([problem.diagnostic])
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

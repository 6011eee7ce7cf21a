import WordpackCore

/// Why a take was not split, as findings to print: nothing was written.
struct TakeSplitFailure: Error, Sendable, CustomStringConvertible {
    var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    package init(_ problem: FileProblem) {
        self.init([problem.diagnostic])
    }

    var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

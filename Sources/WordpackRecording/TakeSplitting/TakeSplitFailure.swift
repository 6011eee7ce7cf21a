import WordpackCore

/// Why a take was not split, as findings to print: nothing was written.
package struct TakeSplitFailure: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    package init(_ problem: FileProblem) {
        self.init([problem.diagnostic])
    }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

import Foundation
import WordpackKit

/// Standard output and standard error.
enum Console {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Prints findings on standard error, coloured on a terminal.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        standardError(DiagnosticReport(diagnostics).text(colour: standardErrorIsTerminal))
    }
}

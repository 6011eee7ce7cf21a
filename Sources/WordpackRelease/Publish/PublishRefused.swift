import Foundation
import WordpackCore

/// Publishing refused, with every reason.
struct PublishRefused: Error {
    var findings: [Diagnostic]

    package init(findings: [Diagnostic]) {
        self.findings = findings
    }
}

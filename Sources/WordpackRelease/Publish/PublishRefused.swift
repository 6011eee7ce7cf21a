import Foundation
import WordpackCore

/// Publishing refused, with every reason.
package struct PublishRefused: Error {
    package var findings: [Diagnostic]

    package init(findings: [Diagnostic]) {
        self.findings = findings
    }
}

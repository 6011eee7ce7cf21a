import Foundation
import WordpackCore

/// Publishing refused, with every reason.
public struct PublishRefused: Error {
    public var findings: [Diagnostic]
}

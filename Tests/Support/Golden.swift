import Foundation
import Testing

/// Golden files under `Tests/Fixtures/golden/`. `WORDPACK_RECORD_GOLDEN=1 swift test` rewrites them, and the
/// test still fails when it records, so that a new baseline is never passed unnoticed.
package enum Golden {
    package static func check(_ actual: Data, against name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = Fixtures.url("golden/\(name)")
        if ProcessInfo.processInfo.environment["WORDPACK_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url)
            Issue.record(
                "recorded golden file \(name); run the tests again without WORDPACK_RECORD_GOLDEN",
                sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record(
                "no golden file \(name); record it with WORDPACK_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = String(decoding: expected, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let actualLines = String(decoding: actual, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let line =
                zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            let want = line < expectedLines.count ? String(expectedLines[line]) : "(end of file)"
            let got = line < actualLines.count ? String(actualLines[line]) : "(end of file)"
            Issue.record(
                "\(name) differs from its golden file at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)",
                sourceLocation: sourceLocation)
        }
    }
}

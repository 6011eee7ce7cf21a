import Foundation
import Testing
import WordpackTestSupport

/// No declaration under Sources/ is `public` (issue 31): the package's one product is the `wordpack`
/// executable, so nothing outside the package can use a declaration, and what another target uses is `package`.
/// What only its own target uses is internal; the tests import the targets plainly and use `@testable` only
/// where they test internals.
@Suite struct AccessLevelTests {
    @Test func noDeclarationIsPublic() throws {
        let root = Fixtures.repository.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        // `public` as a declaration's modifier: at the start of a line, after any attributes.
        let modifier = try Regex(#"^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(public|open)\b"#).anchorsMatchLineEndings()
        var files = 0
        var found: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files += 1
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.firstMatch(of: modifier) != nil {
                found.append("Sources/\(path):\(number + 1)")
            }
        }
        #expect(files > 200, "found only \(files) Swift files under Sources")
        #expect(found.isEmpty, "public declarations (make them package, or internal): \(found.joined(separator: ", "))")
    }
}

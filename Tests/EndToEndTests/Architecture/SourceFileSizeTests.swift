import Foundation
import Testing
import WordpackTestSupport

/// No Swift source file in the repository passes 1,500 lines (issue 29): generated tables are resources
/// (`Sources/WordpackVocabulary/Resources/`, `Sources/WordpackCore/Resources/`), and a type that grows is split by extension long before that.
@Suite struct SourceFileSizeTests {
    static let limit = 1_500

    @Test func noSwiftFileIsLongerThanTheLimit() throws {
        var counted = 0
        var tooLong: [String] = []
        for folder in ["Sources", "Tests", "Fuzz"] {
            let root = Fixtures.repository.appendingPathComponent(folder)
            let walker = try #require(FileManager.default.enumerator(atPath: root.path))
            for case let path as String in walker where path.hasSuffix(".swift") {
                let data = try Data(contentsOf: root.appendingPathComponent(path))
                // Lines as `wc -l` counts them, and a last line without its line break.
                let lines = data.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } + (data.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
                counted += 1
                if lines > Self.limit { tooLong.append("\(folder)/\(path): \(lines) lines") }
            }
        }
        #expect(counted > 300, "found only \(counted) Swift files under Sources, Tests and Fuzz")
        #expect(tooLong.isEmpty, "longer than \(Self.limit) lines: \(tooLong.sorted().joined(separator: "; "))")
    }
}

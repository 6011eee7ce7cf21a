import Foundation
import Testing
import WordpackTestSupport

/// No code under Sources/ reads its resources through SwiftPM's `Bundle.module` (issue 52): that accessor falls
/// back to the absolute path of the tree the binary was built in (so an installed binary would silently read the
/// build tree on the build machine) and stops the program when neither place has them. `InstalledResources`
/// finds them beside the binary or in `../share/wordpack/`, and a missing folder is a sentence. A line that is a
/// string (the Swift a content package is generated with, where `Bundle.module` is right) is not our code.
@Suite struct InstalledResourcesTests {
    @Test func noSourceUsesBundleModule() throws {
        let root = Fixtures.repository.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        var found: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("Bundle.module")
                && !["//", "\""].contains(where: line.trimmingCharacters(in: .whitespaces).hasPrefix)
            {
                found.append("Sources/\(path):\(number + 1)")
            }
        }
        #expect(found.isEmpty, "use InstalledResources.url(_:target:) instead: \(found.joined(separator: ", "))")
    }
}

import Foundation
import Testing
import WordpackTestSupport

/// Every relative link of the manual (README.md, bench/README.md, docs/**/*.md) points at a file or folder that
/// exists. Web addresses (`http:`, `https:`, `mailto:`) and a link's anchor (`#…`) are not checked.
@Suite struct DocsLinkTests {
    /// Files the manual links to that another part of the work makes: the manual page is generated from the
    /// program's own help (issue 29's man page) and may not be there yet.
    static let madeElsewhere: Set = ["docs/man/wordpack.1"]

    @Test func everyRelativeLinkPointsAtAFileThatExists() throws {
        let documents = try MarkdownDocument.manual()
        #expect(documents.count >= 15, "\(documents)")
        var checked = 0
        for path in documents {
            let document = try MarkdownDocument(path)
            for link in document.links {
                guard let target = Self.relativeTarget(link.target) else { continue }
                checked += 1
                guard let resolved = Self.resolve(target, from: path) else {
                    Issue.record("\(path):\(link.line): the link to “\(link.target)” points outside the repository")
                    continue
                }
                if Self.madeElsewhere.contains(resolved) { continue }
                #expect(
                    FileManager.default.fileExists(atPath: Fixtures.repository.appendingPathComponent(resolved).path),
                    "\(path):\(link.line): the link “\(link.target)” points at \(resolved), which does not exist")
            }
        }
        // A reading of the Markdown that finds too few links is a broken test, not a manual without broken links.
        #expect(checked >= 100, "only \(checked) relative links found in \(documents.count) files")
    }

    /// The path part of a relative link (`../pipeline-json.md` of `../pipeline-json.md#apps`), percent-decoded;
    /// nil for a web address or an anchor in the same file.
    static func relativeTarget(_ target: String) -> String? {
        let scheme = target.range(of: #"^[a-zA-Z][a-zA-Z0-9+.-]*:"#, options: .regularExpression)
        if target.hasPrefix("#") || scheme != nil { return nil }
        let path = String(target.prefix { $0 != "#" && $0 != "?" })
        return path.isEmpty ? nil : (path.removingPercentEncoding ?? path)
    }

    /// `target` as a path from the repository's top, read from the file at `path` (`docs/apps/ole.md` and
    /// `../../Tests/Fixtures/` give `Tests/Fixtures`); nil when it leads above the top.
    static func resolve(_ target: String, from path: String) -> String? {
        var components = path.split(separator: "/").dropLast().map(String.init)
        for component in target.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    @Test func relativeTargetsAreReadAsWritten() {
        #expect(Self.resolve("../../Tests/Fixtures/", from: "docs/apps/ole.md") == "Tests/Fixtures")
        #expect(Self.resolve("docs/review.png", from: "README.md") == "docs/review.png")
        #expect(Self.resolve("../../README.md", from: "bench/README.md") == nil)
        #expect(Self.relativeTarget("../pipeline-json.md#olé-kind-ole") == "../pipeline-json.md")
        #expect(Self.relativeTarget("docs/review.png") == "docs/review.png")
        #expect(Self.relativeTarget("a%20b.md") == "a b.md")
        #expect(Self.relativeTarget("#the-top-level") == nil)
        #expect(Self.relativeTarget("https://no-color.org") == nil)
        #expect(Self.relativeTarget("mailto:studio@example.com") == nil)
    }
}

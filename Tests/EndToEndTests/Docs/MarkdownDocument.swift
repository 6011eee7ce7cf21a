import Foundation
import WordpackTestSupport

/// One of the repository's Markdown files, read for what the documentation tests check: its links, its code spans
/// and its tables. Text inside fenced code blocks is not Markdown, so it is left out of links and tables.
struct MarkdownDocument {
    /// The path from the repository's top (`docs/apps/ole.md`).
    let path: String
    let lines: [Substring]

    /// A link's target as written (`../pipeline-json.md#olé-kind-ole`), with the line it is on.
    struct Link {
        var line: Int
        var target: String
    }

    init(_ path: String) throws {
        self.init(
            path: path, text: try String(contentsOf: Fixtures.repository.appendingPathComponent(path), encoding: .utf8))
    }

    /// A document of the given text, as a test writes one.
    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The README, bench/README.md and every `.md` file under `docs/`, as paths from the repository's top.
    static func manual() throws -> [String] {
        try ["README.md", "bench/README.md"] + markdown(under: "docs")
    }

    /// The `.md` files under `folder` (a path from the repository's top), sorted.
    static func markdown(under folder: String) throws -> [String] {
        let root = Fixtures.repository.appendingPathComponent(folder)
        var paths: [String] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "md" else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)
            paths.append("\(folder)/\(relative)")
        }
        return paths.sorted()
    }

    /// The lines outside fenced code blocks (```` ``` ````), with their numbers from 1.
    var proseLines: [(number: Int, text: Substring)] {
        var inFence = false
        var result: [(Int, Substring)] = []
        for (index, line) in lines.enumerated() {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { result.append((index + 1, line)) }
        }
        return result
    }

    /// Every inline link and picture (`[text](target)`, `![alt](target "title")`) and reference definition
    /// (`[name]: target`), outside code blocks and code spans.
    var links: [Link] {
        let inline = #/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/#
        let definition = #/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/#
        var found: [Link] = []
        for (number, text) in proseLines {
            let prose = text.replacing(#/`[^`]*`/#, with: "")
            found += prose.matches(of: inline).map { Link(line: number, target: String($0.output.1)) }
            if let match = try? definition.wholeMatch(in: prose) {
                found.append(Link(line: number, target: String(match.output.1)))
            }
        }
        return found
    }

    /// The first cell of every table row that is a code span, without its backticks (`` `sampleRate` `` gives
    /// `sampleRate`): the names a reference table documents.
    var tableKeys: [String] {
        proseLines.compactMap { _, line in
            guard line.hasPrefix("|") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 2, let match = try? #/\s*`([^`]+)`\s*/#.wholeMatch(in: cells[1]) else { return nil }
            return String(match.output.1)
        }
    }

    /// The whole text, code blocks included.
    var text: String {
        lines.joined(separator: "\n")
    }
}

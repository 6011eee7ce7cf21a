import Foundation
import Testing
import WordpackTestSupport

/// Every subcommand that `wordpack --help` lists (and every subcommand of those, such as `cache keygen`) is
/// documented in the Markdown under docs/: some page names it as `wordpack <subcommand>`. The list comes from the
/// built binary itself, so a new subcommand without a word in docs/ fails here. The manual page
/// (docs/man/wordpack.1) is generated from the same help and does not count.
@Suite struct DocsSubcommandTests {
    @Test func everySubcommandInTheHelpIsDocumented() throws {
        let commands = try Self.subcommands(of: [])
        // A reading of the help that finds too few is a broken test, not a documented program.
        #expect(commands.count >= 15, "only \(commands.count) subcommands found in `wordpack --help`: \(commands)")
        #expect(commands.contains(["cache", "keygen"]), "\(commands)")

        let docs = try MarkdownDocument.markdown(under: "docs").map { try MarkdownDocument($0).text }
        #expect(docs.count >= 10)
        for command in commands {
            let name = (["wordpack"] + command).joined(separator: " ")
            let escaped = NSRegularExpression.escapedPattern(for: name)
            let mention = try Regex("(?:^|[^A-Za-z0-9_/.-])\(escaped)(?![A-Za-z0-9_-])")
            #expect(
                docs.contains { $0.contains(mention) },
                "`\(name)` is in `wordpack --help` but no page under docs/ names it: document it (docs/commands.md)")
        }
    }

    /// The subcommands listed under SUBCOMMANDS in `wordpack <path…> --help`, each followed by its own
    /// subcommands (`[["build"], …, ["cache"], ["cache", "keygen"]]`); `help` itself is left out.
    static func subcommands(of path: [String]) throws -> [[String]] {
        let result = try WordpackBinary.run(path + ["--help"], in: Fixtures.repository)
        #expect(result.status == 0, "wordpack \((path + ["--help"]).joined(separator: " ")): \(result.standardError)")
        var names: [String] = []
        var inList = false
        for line in result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("SUBCOMMANDS:") {
                inList = true
            } else if inList, let match = try #/^  ([a-z][a-z0-9-]*)(?:\s|$).*/#.wholeMatch(in: line) {
                names.append(String(match.output.1))
            } else if inList && !line.hasPrefix("   ") && !line.isEmpty {
                inList = false
            }
        }
        var commands: [[String]] = []
        for name in names where name != "help" {
            commands.append(path + [name])
            commands += try subcommands(of: path + [name])
        }
        return commands
    }
}

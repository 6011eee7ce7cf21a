import Foundation
import WordpackCore

/// The results a check remembers per language in the build folder's inspections, a file each:
/// `language-findings-<code>.<needs>.json` (`ContentCheck.remembering`, per set of needs),
/// `language-list-rows-<code>.json` and `language-list-findings-<code>.<needs>.json` (its lists' parts, what the
/// rows decide and, per set of needs, the rest), `completeness-<code>.json`
/// (`LanguageCompleteness.of`) and `list-completeness-<code>.json` (its lists' parts).
/// A file per language, so that an edit of one language rewrites that language's files only; a language whose
/// folder is removed from inputs/ leaves its files behind, which nothing reads again (`forget` removes them).
package enum RememberedLanguageFiles {
    static let prefixes = [
        "language-findings-", "language-list-findings-", "language-list-rows-", "completeness-", "list-completeness-",
    ]
    /// Files an earlier version kept per language (`findings-<code>.json`, a language's findings per policy),
    /// which nothing reads: removed for every language.
    static let formerPrefixes = ["findings-"]

    /// Whether a file of `kind` is one an earlier version kept: `findings-<code>`, or a language's findings or its
    /// lists' parts of every set of needs in one file (`language-findings-<code>`,
    /// `language-list-findings-<code>`, with no dot).
    static func isFormer(_ kind: Substring) -> Bool {
        formerPrefixes.contains(where: { kind.hasPrefix($0) })
            || ((kind.hasPrefix("language-list-findings-") || kind.hasPrefix("language-findings-"))
                && !kind.contains("."))
    }

    /// The inspection kind (its file's name without `.json`) of a language's findings for one set of needs (the
    /// first 16 digits of its digest).
    static func findings(of code: LanguageCode, needs: String) -> String { "language-findings-\(code).\(needs)" }

    /// The inspection kind of the parts of a language's findings that its rows decide whatever the apps need
    /// (`LanguageListRowFindings`), per list.
    static func listRowFindings(of code: LanguageCode) -> String { "language-list-rows-\(code)" }

    /// The inspection kind of the lists' parts of a language's findings (`LanguageListFindings`) for one set of
    /// needs (the first 16 digits of its digest): a file per set, so that a build reads the parts of the needs it
    /// checks with, not those of every set it ever checked with.
    static func listFindings(of code: LanguageCode, needs: String) -> String {
        "language-list-findings-\(code).\(needs)"
    }

    /// The inspection kind of a language's report.
    static func completeness(of code: LanguageCode) -> String { "completeness-\(code)" }

    /// The inspection kind of the parts of a language's report, per list.
    static func listCompleteness(of code: LanguageCode) -> String { "list-completeness-\(code)" }

    /// Removes from `folder` (the build folder's inspections) the per-language files of every language but
    /// `codes` (the catalogue's languages). No other file of the folder is touched: the other kinds of results
    /// are kept by file digest or hold one entry per language, and temporary files are the next build's to remove.
    package static func forget(languagesOtherThan codes: Set<String>, in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasSuffix(".json") {
            let kind = name.dropLast(".json".count)
            if isFormer(kind) {
                unlink(folder.appendingPathComponent(name).path)
                continue
            }
            // A language's code has no dot: what follows one names a set of needs.
            guard let prefix = prefixes.first(where: { kind.hasPrefix($0) }),
                !codes.contains(String(kind.dropFirst(prefix.count).prefix { $0 != "." }))
            else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }
}

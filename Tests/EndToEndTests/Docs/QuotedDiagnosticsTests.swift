import Foundation
import Testing
import WordpackTestSupport

/// Every diagnostic the manual under docs/ quotes (`QuotedDiagnostic` says what counts as one) is one the program
/// prints: its words are the pieces of the message templates in `Sources/` (`MessageTemplates`), the values
/// between them what interpolations print. Running every scenario the manual describes is out of reach; a
/// sentence reworded in the code and not in the manual fails here, naming the quote.
@Suite struct QuotedDiagnosticsTests {
    static let templates = Result {
        try MessageTemplates(sources: Fixtures.repository.appendingPathComponent("Sources"))
    }

    /// The apps of the sample's pipeline.json: a quote names them where the program prints an app's id.
    static func appIDs() throws -> Set<String> {
        let data = try Data(contentsOf: Fixtures.repository.appendingPathComponent("pipeline.json"))
        let pipeline = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return Set((pipeline?["apps"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func everyDiagnosticQuotedInDocsIsOneTheProgramPrints() throws {
        let templates = try Self.templates.get()
        // A reading of the source or of the manual that finds too little is a broken test, not a true manual.
        #expect(templates.templateCount >= 3000, "only \(templates.templateCount) string literals read")
        let appIDs = try Self.appIDs()
        #expect(appIDs.contains("animals"))
        let quotes = try MarkdownDocument.markdown(under: "docs").flatMap {
            QuotedDiagnostic.all(in: try MarkdownDocument($0))
        }
        #expect(quotes.count >= 25, "only \(quotes.count) quoted diagnostics found: \(quotes)")
        var checked = 0
        for quote in quotes where !quote.fragments.isEmpty {
            checked += 1
            let unexplained = quote.unexplained(by: templates, appIDs: appIDs)
            #expect(
                unexplained.isEmpty,
                """
                \(quote) is not a sentence wordpack prints: no message in Sources/ has \
                \(unexplained.map { "“\($0)”" }.joined(separator: ", ")); quote the program's sentence as it \
                prints it, with … for what is left out
                """)
        }
        #expect(checked >= 20)
    }

    /// The guard trips: a quote with one word changed, or with words the program never says, is refused;
    /// the same quote as the program prints it passes.
    @Test func anAlteredQuoteIsRefused() throws {
        let templates = try Self.templates.get()
        let appIDs = try Self.appIDs()
        func check(_ text: String) -> [String] {
            QuotedDiagnostic(path: "docs/example.md", line: 1, quoted: text)?.unexplained(
                by: templates, appIDs: appIDs) ?? ["not a diagnostic"]
        }
        let printed =
            "take.wav: error: has 6 utterances for the 5 lines of scripts/es.tsv, so nothing was written: …, the "
            + "take has one the script does not, from 4.3 s to 6.0 s of the take (after line 3 “pan” ends at 3.6 s, "
            + "before line 4 “elefante” starts at 6.7 s); cut it out of the take, or add its line to the script."
        #expect(check(printed) == [])
        #expect(check(printed.replacingOccurrences(of: "nothing was written", with: "nothing was saved")) != [])
        #expect(check(printed.replacingOccurrences(of: "cut it out", with: "remove it")) != [])
        #expect(check("inputs/fr: warning: fr is ready for a release build …") != [])
        #expect(check("…/cake.png: error: is named .png but is not a PNG picture: it looks like a JPEG photo.") == [])
    }

    @Test func quotesAreFoundInCodeSpansAndFencedBlocks() {
        let markdown = """
            A refusal: `take.wav: error: has no speech
            that wordpack can find …`; a warning in a list, ``pipeline.json: error: `apps.x` should be text``.

            ```
            inputs/languages/es/recorded.tsv: error: does not note 1 recording,
            so whether it says its word cannot be judged
            $ wordpack check
            ```

            Not one: `wordpack check`, `error:` alone, “a sentence”.
            """
        let document = MarkdownDocument(path: "docs/example.md", text: markdown)
        let quotes = QuotedDiagnostic.all(in: document).map { "\($0.line) \($0.severity): \($0.message)" }
        #expect(
            quotes == [
                "5 error: does not note 1 recording, so whether it says its word cannot be judged",
                "1 error: has no speech that wordpack can find …",
                "2 error: `apps.x` should be text",
            ])
    }
}

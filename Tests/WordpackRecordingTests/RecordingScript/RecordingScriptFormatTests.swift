import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCatalogue
@testable import WordpackRecording

/// The script's two forms on their own: escaping in the page, page breaks, and TSV fields with tabs and line
/// breaks that Python's csv module still reads as five columns.
@Suite struct RecordingScriptFormatTests {
    static func script(count: Int, text: String = "gato") -> RecordingScript {
        RecordingScript(
            language: "es",
            lines: (1...count).map { number in
                RecordingScript.Line(
                    number: number,
                    need: RecordingNeed(
                        kind: .word, list: "Animals", key: "cat\(number)", text: text,
                        path: "inputs/languages/es/speech/Animals/cat\(number).wav", files: [], status: .missing),
                    thumbnail: nil)
            })
    }

    @Test func thePageEscapesTextAndBreaksEveryNLines() {
        let page = String(decoding: Self.script(count: 5, text: "<b>&\"'").html(perPage: 2), as: UTF8.self)
        #expect(page.contains("<span class=\"text\">&lt;b&gt;&amp;&quot;&#39;</span>"))
        #expect(!page.contains("<b>&"))
        #expect(page.components(separatedBy: "<ol class=\"break\">").count - 1 == 2)
        #expect(page.components(separatedBy: "<li>").count - 1 == 5)
        #expect(page.contains("5 recordings to record."))
    }

    @Test func tabsAndLineBreaksInFieldsBecomeSpaces() throws {
        let tsv = Self.script(count: 3, text: "el\tgato\ngrande\r\n\"ya\"").tsv
        let text = String(decoding: tsv, as: UTF8.self)
        #expect(text.split(separator: "\n").count == 4)
        #expect(text.contains("\t\"el gato grande  \"\"ya\"\"\"\t"))
        let folder = try TemporaryFolder()
        let url = try folder.write("es.tsv", tsv)
        let python = try ExternalTool.run(
            "/usr/bin/env",
            [
                "python3", "-c",
                """
                import csv, sys
                rows = list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8'), delimiter='\\t'))
                print(len(rows), sorted(set(len(row) for row in rows)), rows[1][1])
                """, url.path,
            ])
        #expect(python.standardOutput == "4 [5] el gato grande  \"ya\"\n", "\(python.standardError)")
    }
}

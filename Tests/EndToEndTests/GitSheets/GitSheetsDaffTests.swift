import Foundation
import Testing
import WordpackTestSupport

/// The CSV merge gives the same cells as daff's (`daff merge`, PyPI, MIT), the yardstick the issue names, on the
/// sample's translations table (CSV UTF-8 as Excel saves it) edited on two branches.
@Suite struct GitSheetsDaffTests {
    static let words = "inputs/languages/ja/words.csv"

    /// Edits a CSV file as a spreadsheet program saving it again would: with its byte-order mark and CRLF.
    static let edit = """
        import csv, sys
        path, action, list_, key = sys.argv[1:5]
        rows = list(csv.reader(open(path, encoding='utf-8-sig', newline='')))
        if action == 'set':
            column, text = sys.argv[5:7]
            index = rows[0].index(column)
            for row in rows:
                if row[0] == list_ and row[1] == key:
                    row[index] = text
        elif action == 'remove':
            rows = [row for row in rows if not (row[0] == list_ and row[1] == key)]
        elif action == 'add':
            rows.append([list_, key, sys.argv[5]] + [''] * (len(rows[0]) - 3))
        with open(path, 'w', encoding='utf-8-sig', newline='') as f:
            csv.writer(f, lineterminator='\\r\\n').writerows(rows)
        """

    /// Each file's rows by list and key, as a JSON text (every column, empty ones too).
    static let cells = """
        import csv, json, sys
        tables = []
        for path in sys.argv[1:]:
            rows = list(csv.reader(open(path, encoding='utf-8-sig', newline='')))
            header = rows[0]
            tables.append({r[0] + '/' + r[1]: dict(zip(header, r + [''] * (len(header) - len(r)))) for r in rows[1:] if any(r)})
        print(json.dumps(tables[0], sort_keys=True, ensure_ascii=False))
        print(json.dumps(tables[1], sort_keys=True, ensure_ascii=False))
        """

    @Test func theCSVMergeHasTheCellsOfDaffsMerge() throws {
        let daff = try #require(ExternalTool.find("daff"), "daff is needed; `make test` installs it (pip)")
        let repository = try GitRepository([Self.words])
        let file = repository.url(Self.words).path
        try repository.branch("alice") {
            _ = try repository.python(Self.edit, [file, "set", "Animals", "ant", "word", "アリ"])
            _ = try repository.python(Self.edit, [file, "add", "Animals", "emu", "エミュー"])
        }
        try repository.branch("bob") {
            _ = try repository.python(Self.edit, [file, "set", "Animals", "dog", "word", "イヌ"])
            _ = try repository.python(Self.edit, [file, "set", "Animals", "bear", "sortkey", "くま"])
            _ = try repository.python(Self.edit, [file, "remove", "Animals", "cat"])
        }
        // daff's merge of the same three versions (local: Bob's, the branch merged into).
        for (revision, name) in [("main", "base.csv"), ("bob", "bob.csv"), ("alice", "alice.csv")] {
            try repository.folder.write(name, try repository.succeed(["show", "\(revision):\(Self.words)"]))
        }
        let daffMerge = try ExternalTool.run(
            daff,
            ["merge", "--output", repository.url("daff.csv").path]
                + ["base.csv", "bob.csv", "alice.csv"].map { repository.url($0).path })
        try #require(daffMerge.status == 0, "\(daffMerge.standardOutput)\(daffMerge.standardError)")
        let merge = try repository.run(["merge", "-q", "alice", "-m", "Alice's edit merged"])
        #expect(merge.status == 0, "\(merge.standardError)")
        let tables = try repository.python(Self.cells, [file, repository.url("daff.csv").path])
            .split(separator: "\n")
        try #require(tables.count == 2)
        #expect(tables[0] == tables[1])
        // And the merge is what both branches meant (daff agreeing with us is not enough on its own).
        #expect(tables[0].contains(#""Animals/ant": {"key": "ant", "list": "Animals", "sortkey": "", "#))
        #expect(tables[0].contains("アリ") && tables[0].contains("イヌ") && tables[0].contains("エミュー"))
        #expect(tables[0].contains("\"sortkey\": \"くま\""))
        #expect(!tables[0].contains("Animals/cat"))
        // Ours' bytes where nothing changed: the mark, the line ends.
        let merged = try Data(contentsOf: repository.url(Self.words))
        #expect(merged.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: merged, as: UTF8.self).contains("Animals,dog,イヌ,,\r\n"))
    }
}

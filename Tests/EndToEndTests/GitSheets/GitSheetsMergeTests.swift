import Foundation
import Testing
import WordpackTestSupport

/// `git merge` of the sample's LibreOffice-written workbooks edited on two branches, through the drivers
/// `wordpack git-setup` sets up (issue 70).
@Suite struct GitSheetsMergeTests {
    static let animals = "inputs/lists/Animals.xlsx"

    /// The cells of a sheet as openpyxl reads them, by reference (`G2`).
    static let openpyxlCells = """
        import json, sys, openpyxl
        sheet = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
        print(json.dumps({c.coordinate: str(c.value) for row in sheet.iter_rows() for c in row if c.value is not None}))
        """

    func cells(_ repository: GitRepository, _ path: String) throws -> [String: String] {
        let json = try repository.python(Self.openpyxlCells, [repository.url(path).path])
        return try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
    }

    @Test func editsToDifferentCellsOfAnXLSXMergeAndTheRestOfOursKeepsItsBytes() throws {
        let repository = try GitRepository([Self.animals, "pipeline.json"])
        let attributes = try String(contentsOf: repository.url(".gitattributes"), encoding: .utf8)
        #expect(attributes.contains("/inputs/lists/*.xlsx diff=wordpack merge=wordpack\n"))
        try repository.branch("alice") {
            try WorkbookCellEdit.setText("A tiny insect, edited by Alice", cell: "G2", in: repository.url(Self.animals))
        }
        try repository.branch("bob") {
            try WorkbookCellEdit.setText("A pet that barks all day", cell: "G5", in: repository.url(Self.animals))
            try WorkbookCellEdit.setText("bg_house", cell: "D5", in: repository.url(Self.animals))
        }
        let bobs = try Data(contentsOf: repository.url(Self.animals))
        let before = try cells(repository, Self.animals)
        let merge = try repository.run(["merge", "-q", "alice", "-m", "Alice's edit merged"])
        #expect(merge.status == 0, "\(merge.standardError)")
        var expected = before
        expected["G2"] = "A tiny insect, edited by Alice"
        #expect(try cells(repository, Self.animals) == expected)
        #expect(before["G5"] == "A pet that barks all day")
        // Every part but the sheet's is Bob's, byte for byte.
        let compare = """
            import sys, zipfile
            a, b = zipfile.ZipFile(sys.argv[1]), zipfile.ZipFile(sys.argv[2])
            print([n for n in a.namelist() if n == 'xl/worksheets/sheet1.xml' or a.read(n) != b.read(n)], a.namelist() == b.namelist())
            """
        let bobsFile = try repository.folder.write("bobs.xlsx", bobs)
        #expect(
            try repository.python(compare, [bobsFile.path, repository.url(Self.animals).path])
                == "['xl/worksheets/sheet1.xml'] True\n")
        // The diff of the merge against Bob's commit, by cell.
        let diff = try repository.succeed(["diff", "HEAD^1", "HEAD", "--", Self.animals])
        #expect(diff.contains("\n-Animals/ant hint: A tiny insect that lives in a hill\n"), "\(diff)")
        #expect(diff.contains("\n+Animals/ant hint: A tiny insect, edited by Alice\n"), "\(diff)")
        #expect(!diff.contains("Binary files"))
    }

    @Test func editsToDifferentCellsOfAnODSMerge() throws {
        let food = "inputs/lists/Food.ods"
        let repository = try GitRepository([food])
        // Each branch's edit as a script changing content.xml would make it: the other parts as they were.
        let replace = """
            import os, sys, zipfile
            path, old, new = sys.argv[1:4]
            source = zipfile.ZipFile(path)
            parts = [(i, source.read(i.filename)) for i in source.infolist()]
            with zipfile.ZipFile(path + '.new', 'w') as target:
                for info, data in parts:
                    if info.filename == 'content.xml':
                        assert old.encode() in data
                        data = data.replace(old.encode(), new.encode())
                    target.writestr(info, data)
            os.replace(path + '.new', path)
            """
        func edit(_ old: String, _ new: String) throws {
            _ = try repository.python(replace, [repository.url(food).path, old, new])
        }
        try repository.branch("alice") {
            try edit("<text:p>A red or green fruit</text:p>", "<text:p>A crisp fruit, edited by Alice</text:p>")
        }
        try repository.branch("bob") {
            try edit("<text:p>A long yellow fruit</text:p>", "<text:p>A long yellow fruit, said Bob</text:p>")
        }
        let merge = try repository.run(["merge", "-q", "alice", "-m", "Alice's edit merged"])
        #expect(merge.status == 0, "\(merge.standardError)")
        let texts = """
            import sys, zipfile, xml.etree.ElementTree as ET
            root = ET.fromstring(zipfile.ZipFile(sys.argv[1]).read('content.xml'))
            print('\\n'.join(''.join(p.itertext()) for p in root.iter('{urn:oasis:names:tc:opendocument:xmlns:text:1.0}p')))
            """
        let paragraphs = try repository.python(texts, [repository.url(food).path]).split(separator: "\n")
        #expect(paragraphs.contains("A crisp fruit, edited by Alice"))
        #expect(paragraphs.contains("A long yellow fruit, said Bob"))
        #expect(!paragraphs.contains("A red or green fruit"))
        let lines = try WordpackBinary.run(["git-textconv", repository.url(food).path], in: repository.folder.url)
        #expect(lines.standardOutput.contains("Food/apple hint: A crisp fruit, edited by Alice\n"))
        #expect(lines.standardOutput.contains("Food/banana hint: A long yellow fruit, said Bob\n"))
    }

    @Test func theSameCellChangedOnBothBranchesStopsAtTheCellAndGitTakeSettlesIt() throws {
        let repository = try GitRepository([Self.animals])
        try repository.branch("alice") {
            try WorkbookCellEdit.setText("Alice's ant", cell: "G2", in: repository.url(Self.animals))
            try WorkbookCellEdit.setText("A pet that barks, said Alice", cell: "G5", in: repository.url(Self.animals))
        }
        try repository.branch("bob") {
            try WorkbookCellEdit.setText("Bob's ant", cell: "G2", in: repository.url(Self.animals))
        }
        let merge = try repository.run(["merge", "alice", "-m", "Alice's edit merged"])
        #expect(merge.status != 0)
        let output = merge.standardOutput + merge.standardError
        #expect(
            output.contains(
                "inputs/lists/Animals.xlsx:Animals!G2: conflict: the hint of “ant” was changed on both branches: here "
                    + "to “Bob's ant”, on the branch being merged to “Alice's ant”"), "\(output)")
        #expect(output.contains("`wordpack git-take --theirs inputs/lists/Animals.xlsx Animals/ant hint`"))
        // Ours' text stays, the other edit is merged; git holds the file as conflicted.
        var cells = try cells(repository, Self.animals)
        #expect(cells["G2"] == "Bob's ant")
        #expect(cells["G5"] == "A pet that barks, said Alice")
        #expect(try repository.succeed(["status", "--porcelain"]).contains("UU \(Self.animals)"))
        // The row and the column quoted as one word name no row: refused, the file unchanged.
        let quoted = try WordpackBinary.run(
            ["git-take", "--theirs", Self.animals, "Animals/ant hint"], in: repository.folder.url)
        #expect(quoted.status != 0)
        #expect(quoted.standardError.contains("has no row “ant hint” in the sheet Animals on either branch"))
        #expect(try self.cells(repository, Self.animals)["G2"] == "Bob's ant")
        let take = try WordpackBinary.run(
            ["git-take", "--theirs", Self.animals, "Animals/ant", "hint"], in: repository.folder.url)
        #expect(take.status == 0, "\(take.standardError)")
        cells = try self.cells(repository, Self.animals)
        #expect(cells["G2"] == "Alice's ant")
        #expect(cells["G5"] == "A pet that barks, said Alice")
        try repository.succeed(["add", Self.animals])
        try repository.succeed(["commit", "-q", "--no-edit"])
    }

    @Test func aBranchWhoseCopyIsNotAWorkbookLeavesGitsOwnConflict() throws {
        let repository = try GitRepository([Self.animals])
        try repository.branch("alice") {
            try "key,hint\nant,saved as CSV by mistake\n".write(
                to: repository.url(Self.animals), atomically: true, encoding: .utf8)
        }
        try repository.branch("bob") {
            try WorkbookCellEdit.setText("Bob's ant", cell: "G2", in: repository.url(Self.animals))
        }
        let bobs = try Data(contentsOf: repository.url(Self.animals))
        let merge = try repository.run(["merge", "alice", "-m", "Alice's edit merged"])
        #expect(merge.status != 0)
        let output = merge.standardOutput + merge.standardError
        #expect(
            output.contains(
                "inputs/lists/Animals.xlsx: not merged by cell, because the merged branch's copy is named .xlsx but "
                    + "is not an Excel workbook"), "\(output)")
        #expect(try Data(contentsOf: repository.url(Self.animals)) == bobs)
    }

    @Test func gitSetupTwiceChangesNothing() throws {
        let repository = try GitRepository([Self.animals])
        let config = try String(contentsOf: repository.url(".git/config"), encoding: .utf8)
        #expect(config.contains("git-merge %O %A %B %P"))
        let again = try WordpackBinary.run(["git-setup"], in: repository.folder.url)
        #expect(again.status == 0)
        #expect(try String(contentsOf: repository.url(".git/config"), encoding: .utf8) == config)
        #expect(try repository.succeed(["status", "--porcelain"]).isEmpty)
    }
}

extension GitSheetsMergeTests {
    /// A row removed on one branch and edited on the other, in the sample's Unicode Text table (UTF-16, tabs):
    /// a conflict; `git-take --theirs` without a column brings the edited row back.
    @Test func aRowRemovedHereAndEditedThereIsSettledByTakingTheirRow() throws {
        let words = "inputs/languages/jam/words.tsv"
        let repository = try GitRepository([words])
        let edit = """
            import sys
            path, key, word = sys.argv[1:4]
            lines = open(path, encoding='utf-16', newline='').read().split('\\r\\n')
            kept = []
            for line in lines:
                fields = line.split('\\t')
                if len(fields) > 2 and fields[1] == key:
                    if word == '-':
                        continue
                    fields[2] = word
                kept.append('\\t'.join(fields))
            open(path, 'w', encoding='utf-16', newline='').write('\\r\\n'.join(kept))
            """
        let file = repository.url(words).path
        try repository.branch("alice") { _ = try repository.python(edit, [file, "cat", "pussy"]) }
        try repository.branch("bob") { _ = try repository.python(edit, [file, "cat", "-"]) }
        let merge = try repository.run(["merge", "alice", "-m", "Alice's edit merged"])
        #expect(merge.status != 0)
        #expect(
            merge.standardError.contains(
                "inputs/languages/jam/words.tsv: conflict: the row “Animals/cat” was removed here but edited on the "
                    + "branch being merged (“word: pussy”)."), "\(merge.standardError)")
        let read = "import sys; print(open(sys.argv[1], encoding='utf-16', newline='').read().replace('\\r\\n', '|'))"
        #expect(!(try repository.python(read, [file])).contains("cat"))
        let take = try WordpackBinary.run(["git-take", "--theirs", words, "Animals/cat"], in: repository.folder.url)
        #expect(take.status == 0, "\(take.standardError)")
        let text = try repository.python(read, [file])
        #expect(text.contains("|Animals\tcat\tpussy|"), "\(text)")
        #expect(try Data(contentsOf: repository.url(words)).starts(with: [0xFF, 0xFE]))
    }
}

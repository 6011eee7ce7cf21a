import Foundation
import Testing
import WordpackCore
import WordpackSheets
import WordpackTestSupport

@testable import WordpackGitSheets

/// The merge driver on CSV and TSV files: by row key and column, whatever the order of the rows.
@Suite struct CSVMergeTests {
    /// Writes the three versions and merges them as git would; returns the outcome and ours' text after it.
    static func merge(base: String, ours: String, theirs: String, path: String = "inputs/lists/Animals.csv") throws
        -> (GitMergeDriver.Outcome, String)
    {
        let folder = try TemporaryFolder()
        let files = try [("base", base), ("ours", ours), ("theirs", theirs)].map { try folder.write($0.0, $0.1) }
        let outcome = GitMergeDriver.merge(base: files[0], ours: files[1], theirs: files[2], path: path)
        return (outcome, try String(contentsOf: files[1], encoding: .utf8))
    }

    static let base = "key,hint,free\r\nant,A tiny insect,TRUE\r\ncat,Says meow,\r\ndog,Says woof,TRUE\r\n"

    @Test func editsToDifferentCellsAndRowsMerge() throws {
        let ours =
            "key,hint,free\r\nant,A tiny insect that lives in a hill,TRUE\r\ncat,Says meow,\r\ndog,Says woof,TRUE\r\n"
        // Theirs re-saved the rows in another order, edited the dog, added an emu and removed the cat.
        let theirs = "key,hint,free\r\ndog,\"Says woof, loudly\",TRUE\r\nant,A tiny insect,TRUE\r\nemu,A big bird,\r\n"
        let (outcome, merged) = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
        #expect(outcome == .merged)
        #expect(
            merged
                == "key,hint,free\r\nant,A tiny insect that lives in a hill,TRUE\r\ndog,\"Says woof, loudly\",TRUE\r\n"
                + "emu,A big bird,\r\n")
    }

    @Test func theSameCellChangedTwiceIsAConflictThatKeepsOursAndTheRest() throws {
        let ours = "key,hint,free\r\nant,Alice's ant,TRUE\r\ncat,Says meow,\r\ndog,Says woof,TRUE\r\n"
        let theirs = "key,hint,free\r\nant,Bob's ant,TRUE\r\ncat,Says meow,\r\ndog,Says woof,\r\n"
        let (outcome, merged) = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
        guard case .conflicts(let sentences) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(
            sentences == [
                "inputs/lists/Animals.csv:B2: conflict: the hint of “ant” was changed on both branches: here to "
                    + "“Alice's ant”, on the branch being merged to “Bob's ant” (it was “A tiny insect”). The file keeps "
                    + "this branch's version. To take the other one, run `wordpack git-take --theirs "
                    + "inputs/lists/Animals.csv ant hint`; or edit the file. Then `git add inputs/lists/Animals.csv`."
            ])
        #expect(merged == "key,hint,free\r\nant,Alice's ant,TRUE\r\ncat,Says meow,\r\ndog,Says woof,\r\n")
    }

    @Test func aRowRemovedHereAndEditedThereIsAConflict() throws {
        let ours = "key,hint,free\r\nant,A tiny insect,TRUE\r\ndog,Says woof,TRUE\r\n"
        let theirs = "key,hint,free\r\nant,A tiny insect,TRUE\r\ncat,Purrs,\r\ndog,Says woof,TRUE\r\n"
        let (outcome, merged) = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
        guard case .conflicts(let sentences) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(sentences.count == 1)
        #expect(
            sentences.first?.contains("the row “cat” was removed here but edited on the branch being merged") == true)
        #expect(merged == ours)
    }

    @Test func theSameKeyAddedTwiceDifferentlyIsAConflict() throws {
        let ours = Self.base + "emu,A big bird,\r\n"
        let theirs = Self.base + "emu,Cannot fly,\r\n"
        let (outcome, _) = try Self.merge(base: Self.base, ours: ours, theirs: theirs)
        guard case .conflicts(let sentences) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(sentences.first?.contains("the hint of “emu” was added on both branches with different texts") == true)
    }

    @Test(arguments: [
        ("key,hint\nant,a\nant,b\n", "the key “ant” is in rows 2 and 3 of the sheet"),
        ("word,hint\nant,a\n", "the sheet has no key column"),
    ])
    func aSheetWithoutUsableKeysFallsBackToGitsConflict(theirs: String, reason: String) throws {
        let ours = "key,hint\nant,A\n"
        let (outcome, merged) = try Self.merge(base: "key,hint\nant,a\n", ours: ours, theirs: theirs)
        guard case .fallback(let sentence) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(sentence.hasPrefix("inputs/lists/Animals.csv: not merged by cell, because \(reason)"), "\(sentence)")
        #expect(merged == ours)
    }

    @Test func aSideThatIsNotASheetFallsBack() throws {
        let folder = try TemporaryFolder()
        let base = try folder.write("base", "key,hint\nant,a\n")
        let ours = try folder.write("ours", "key,hint\nant,b\n")
        let theirs = try folder.write("theirs", Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0]))
        let outcome = GitMergeDriver.merge(base: base, ours: ours, theirs: theirs, path: "inputs/lists/Animals.xlsx")
        guard case .fallback(let sentence) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(sentence.contains("because the common ancestor's copy is named .xlsx but is not"), "\(sentence)")
        #expect(try String(contentsOf: ours, encoding: .utf8) == "key,hint\nant,b\n")
    }

    /// A note beside the table, in a column without a heading, is merged by its place too: nothing is lost.
    @Test func cellsOfAColumnWithoutAHeadingMergeByTheirPlace() throws {
        let base = "key,hint\r\nant,A tiny insect\r\ncat,Says meow\r\n"
        let ours = "key,hint\r\nant,A tiny insect\r\ncat,Purrs\r\n"
        let theirs = "key,hint,\r\nant,A tiny insect,check this hint\r\ncat,Says meow,\r\n"
        let (outcome, merged) = try Self.merge(base: base, ours: ours, theirs: theirs)
        #expect(outcome == .merged)
        #expect(merged == "key,hint\r\nant,A tiny insect,check this hint\r\ncat,Purrs\r\n")
        let folder = try TemporaryFolder()
        let lines = try CellText.lines(of: try folder.write("t.csv", theirs), path: "t.csv")
        #expect(
            lines == [
                "(columns, row 1): key | hint", "ant column C: check this hint", "ant hint: A tiny insect",
                "cat hint: Says meow",
            ])
    }

    /// Both branches added the file: git hands an empty ancestor, and the rows of both are merged.
    @Test func aFileAddedOnBothBranchesMergesItsRows() throws {
        let ours = "key,hint\r\nant,A tiny insect\r\n"
        let (outcome, merged) = try Self.merge(base: "", ours: ours, theirs: "key,hint\r\nemu,A big bird\r\n")
        #expect(outcome == .merged)
        #expect(merged == "key,hint\r\nant,A tiny insect\r\nemu,A big bird\r\n")
        let (twice, _) = try Self.merge(base: "", ours: ours, theirs: "key,hint\r\nant,Lives in a hill\r\n")
        guard case .conflicts(let sentences) = twice else {
            Issue.record("\(twice)")
            return
        }
        #expect(sentences.first?.contains("the hint of “ant” was added on both branches with different texts") == true)
    }

    /// A language's Unicode Text (UTF-16, tabs), keyed by list and key: written back in UTF-16 with its mark.
    @Test func aUTF16TranslationsTableMergesByListAndKey() throws {
        func utf16(_ text: String) -> Data { Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data()) }
        let folder = try TemporaryFolder()
        let base = try folder.write("base", utf16("list\tkey\tword\r\nAnimals\tant\tants\r\nFood\tant\tsnack\r\n"))
        let ours = try folder.write("ours", utf16("list\tkey\tword\r\nAnimals\tant\tanty\r\nFood\tant\tsnack\r\n"))
        let theirs = try folder.write("theirs", utf16("list\tkey\tword\r\nAnimals\tant\tants\r\nFood\tant\tnyam\r\n"))
        let outcome = GitMergeDriver.merge(
            base: base, ours: ours, theirs: theirs, path: "inputs/languages/jam/words.tsv")
        #expect(outcome == .merged)
        #expect(try Data(contentsOf: ours) == utf16("list\tkey\tword\r\nAnimals\tant\tanty\r\nFood\tant\tnyam\r\n"))
    }
}

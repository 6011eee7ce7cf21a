import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackCatalogue

/// A language's `translated.tsv` reads back as written, whatever its texts hold, and a record saved by hand with
/// Windows' or old Mac line ends reads line by line.
@Suite struct RememberedReferencesTests {
    static func record(_ rows: [(String, String, String, String)]) -> RememberedReferences {
        var record = RememberedReferences()
        for (list, key, translation, reference) in rows {
            record.rows[list, default: [:]][key] = .init(translation: translation, reference: reference)
        }
        return record
    }

    @Test func textsWithTabsLineEndsAndBackslashesReadBackAsWritten() {
        let written = Self.record([
            ("Animals", "ant", "hormiga", "the \"ant\""),
            ("Animals", "bat", "mur\tcié\\lago", "bat\nwith a line"),
            ("Animals", "cat", "ga\r\nto", "cat\r"),
            ("Food", "egg", "hue\u{2028}vo", "é\u{0C}gg"),
        ])
        let text = written.text
        #expect(String(decoding: text, as: UTF8.self).split(separator: "\n").count == 5)
        // A double quote is not escaped: the file is tab-separated, not quoted.
        #expect(String(decoding: text, as: UTF8.self).contains("\tthe \"ant\"\n"))
        let (read, findings) = RememberedReferences.parse(text, displayPath: "translated.tsv")
        #expect(findings.isEmpty)
        #expect(read.rows == written.rows)
        #expect(read.digest == written.digest)
    }

    @Test func aRecordWithOtherLineEndsReadsLineByLine() {
        let header = "list\tkey\ttranslation\tmade against"
        // CRLF, a lone CR and LF, mixed: each ends one line, and the line numbers of findings count them so.
        for (newline, other) in [("\r\n", "\r\n"), ("\r", "\n"), ("\n", "\r"), ("\n", "\r\n")] {
            let lines = [header, "Animals\tant\thormiga\tant", "broken line", "Food\tegg\thuevo\tegg"]
            let text = lines[0] + newline + lines[1] + other + lines[2] + newline + lines[3] + newline
            let (read, findings) = RememberedReferences.parse(Data(text.utf8), displayPath: "translated.tsv")
            #expect(
                read.rows.mapValues { $0.mapValues(\.translation) } == [
                    "Animals": ["ant": "hormiga"], "Food": ["egg": "huevo"],
                ])
            #expect(findings.map(\.location.row) == [3], "\(newline.debugDescription) \(other.debugDescription)")
        }
    }

    @Test func aWrongHeaderUsesNoRow() {
        let (read, findings) = RememberedReferences.parse(
            Data("list,key\nAnimals\tant\thormiga\tant\n".utf8), displayPath: "translated.tsv")
        #expect(read.rows.isEmpty)
        #expect(findings.count == 1)
        #expect(findings.first?.location.row == 1)
    }

    /// A record as wordpack writes it is read list by list: each list's lines are found, read back as that list's
    /// rows, and carried over as they are into the same bytes.
    @Test func aWrittenRecordIsReadListByList() throws {
        let written = Self.record([
            ("Animals", "ant", "hormiga", "ant"),
            ("Animals", "bat", "mur\tcié\\lago", "bat\nwith a line"),
            ("Food", "egg", "hue\u{2028}vo", "egg"),
            ("Li\tsts", "a", "b", "c"),
        ])
        let text = written.text
        try text.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let ranges = try #require(RememberedReferences.listRanges(of: raw))
            #expect(Set(ranges.keys) == Set(written.rows.keys))
            var again = RememberedReferences.Text()
            for list in ranges.keys.sorted() {
                let lines = UnsafeRawBufferPointer(rebasing: raw[ranges[list]!])
                #expect(RememberedReferences.listRows(lines) == written.rows[list])
                let rows = RememberedReferences(rows: [list: RememberedReferences.listRows(lines)])
                #expect(rows.listDigests[list] == written.listDigests[list])
                again.append(lines: lines)
            }
            #expect(Data(again.bytes) == text)
        }
    }

    /// A record file read list by list keeps no bytes: each list's lines are read from the file when asked for,
    /// and used only when their rows are those the record's digest of that list says; lines moved or changed since
    /// are not (the record is then read whole, as the file is now).
    @Test func aRecordFileIsReadListByListFromTheFile() throws {
        let written = Self.record([
            ("Animals", "ant", "hormiga", "ant"), ("Animals", "bat", "murciélago", "bat"),
            ("Food", "egg", "huevo", "egg"), ("Toys", "car", "coche", "car"),
        ])
        let folder = try TemporaryFolder()
        let url = folder.file("translated.tsv")
        let (text, listDigests) = written.textAndListDigests
        try text.write(to: url)
        let file = RememberedReferencesFile(url: url, bodyDigest: FileDigest.sha256(of: text), listDigests: listDigests)
        #expect(file.rows(of: "Animals") == written.rows["Animals"])
        #expect(file.rows(of: "Food") == written.rows["Food"])
        #expect(file.rows(of: "Nothing") == [:])
        // Another word, longer: the lines past it are not where the record's ranges say, and what is there is not
        // taken as the list's rows; the record is read whole, as the file now is.
        try Data(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "hormiga", with: "hormiga roja").utf8)
            .write(to: url)
        #expect(file.rows(of: "Toys") == written.rows["Toys"])
        #expect(file.rows(of: "Animals")["ant"]?.translation == "hormiga roja")
    }

    /// Bytes not laid out as wordpack writes a record (another header, a list's lines apart) are not read list by
    /// list: the record is then read whole.
    @Test func aRecordNotAsWrittenHasNoListRanges() {
        let header = "list\tkey\ttranslation\tmade against\n"
        for text in [
            "list,key\nAnimals\tant\thormiga\tant\n",
            header + "Animals\tant\thormiga\tant\nFood\tegg\thuevo\tegg\nAnimals\tbat\tmurciélago\tbat\n",
            header + "Animals without a tab\n",
        ] {
            #expect(Data(text.utf8).withUnsafeBytes { RememberedReferences.listRanges(of: $0) } == nil, "\(text)")
        }
    }

    /// A key with two rows keeps the first, and the second's finding names the first's line; a list's lines apart
    /// (a record edited by hand) are one list.
    @Test func aRepeatedRowNamesTheFirstsLine() {
        let text =
            "list\tkey\ttranslation\tmade against\nAnimals\tant\thormiga\tant\nFood\tegg\thuevo\tegg\n"
            + "broken\nAnimals\tant\tformica\tant\nAnimals\tbat\tmurciélago\tbat\n"
        let (read, findings) = RememberedReferences.parse(Data(text.utf8), displayPath: "translated.tsv")
        #expect(read.rows["Animals"]?["ant"]?.translation == "hormiga")
        #expect(
            read.rows.mapValues { $0.mapValues(\.translation) } == [
                "Animals": ["ant": "hormiga", "bat": "murciélago"], "Food": ["egg": "huevo"],
            ])
        #expect(findings.map(\.location.row) == [4, 5])
        #expect(
            findings.last?.message
                == "Animals/ant has a row already (line 2); delete one of them. This one is not used.")
    }
}

import Testing
import WordpackCore
import WordpackTestSupport

/// Findings the build folder keeps are packed into one text (`Diagnostic.packed(_:)`) and read back whole.
@Suite struct PackedFindingsTests {
    static let findings = [
        Diagnostic.warning(
            at: Location(file: "inputs/languages/es/words.xlsx", sheet: "Words", row: 12, column: "C"),
            "“murciélago” — 12:3, with a colon, - a dash and a \u{1F} unit separator"),
        Diagnostic.error(at: Location(file: "inputs/languages/fi"), ""),
        Diagnostic.error(at: Location(file: "pipeline.json", row: 3, column: "7"), "😀 two\nlines"),
    ]

    @Test func findingsComeBackAsTheyWere() {
        let packed = Diagnostic.packed(Self.findings)
        #expect(Diagnostic.unpacked(packed) == Self.findings)
        #expect(Diagnostic.unpacked("") == [])
    }

    /// A file or sheet the same as the finding before's is read back as that text again; one of the same length
    /// but other bytes, or absent, is not.
    @Test func aRepeatedFileOrSheetComesBackAsItWas() {
        let findings = [
            Diagnostic.warning(at: Location(file: "inputs/languages/fi/words.ods", sheet: "Words", row: 3), "a"),
            .warning(at: Location(file: "inputs/languages/fi/words.ods", sheet: "Words", row: 4), "b"),
            .warning(at: Location(file: "inputs/languages/fr/words.ods", sheet: "Words", row: 4), "c"),
            .warning(at: Location(file: "inputs/languages/fr/words.ods", sheet: "Wards", row: 4), "d"),
            .error(at: Location(file: "inputs/languages/fr/words.ods"), "e"),
            .error(at: Location(file: "inputs/languages/fr/words.ods", sheet: "Wards"), "f"),
            .error(at: Location(file: "inputs/languages/fr/words.odt", sheet: ""), "g"),
        ]
        #expect(Diagnostic.unpacked(Diagnostic.packed(findings)) == findings)
    }

    /// A field the same as the finding before's is written `=` (a sentence 100,000 rows say once), and read back
    /// as it was, absent fields and fields that differ included; texts packed in pieces read back as one.
    @Test func aFieldTheSameAsTheOneBeforeIsWrittenOnce() {
        let sentence = "there is no list “Animals”; there is no list sheet yet."
        let findings = [
            Diagnostic.error(
                at: Location(file: "inputs/languages/fr/words.csv", sheet: nil, row: 2, column: "A"), sentence),
            .error(at: Location(file: "inputs/languages/fr/words.csv", sheet: nil, row: 3, column: "A"), sentence),
            .error(at: Location(file: "inputs/languages/fr/words.csv", sheet: "S", row: 3, column: nil), sentence),
            .warning(at: Location(file: "inputs/languages/fr/words.csv", sheet: "S", row: nil, column: nil), sentence),
            .warning(at: Location(file: "inputs/languages/fr/words.csv", sheet: nil, row: nil, column: "A"), "other"),
        ]
        let packed = Diagnostic.packed(findings)
        #expect(
            packed.hasPrefix(
                "5:error29:inputs/languages/fr/words.csv-1:21:A\(sentence.utf8.count):\(sentence)==-1:3=="))
        #expect(Diagnostic.unpacked(packed) == findings)
        #expect(
            Diagnostic.unpacked(Diagnostic.packed(Array(findings[..<2])) + Diagnostic.packed(Array(findings[2...])))
                == findings)
        // Texts only canonically equal (é as one character, then as e and an accent) are each written, and come
        // back with their own bytes.
        let accents = [
            Diagnostic.warning(at: Location(file: "caf\u{E9}.csv", row: 1), "\u{E9}"),
            .warning(at: Location(file: "cafe\u{301}.csv", row: 2), "e\u{301}"),
        ]
        let back = Diagnostic.unpacked(Diagnostic.packed(accents)) ?? []
        #expect(back.map { Array($0.message.utf8) } == accents.map { Array($0.message.utf8) })
        #expect(back.map { Array($0.location.file.utf8) } == accents.map { Array($0.location.file.utf8) })
        // `=` with no finding before, or after an absent field, or for a row, is no text this writes.
        #expect(Diagnostic.unpacked("=") == nil)
        #expect(Diagnostic.unpacked("5:error1:f-1:2-1:m5:error1:f=1:2-1:m") == nil)
        #expect(Diagnostic.unpacked("5:error1:f-1:2-1:m5:error1:f-=-1:m") == nil)
        #expect(Diagnostic.unpacked("5:error1:f-1:2-1:m5:error1:f-1:3-=") != nil)
    }

    @Test func aCutOrDamagedTextIsNoFindings() {
        let packed = Diagnostic.packed(Self.findings)
        for cut in [1, 7, packed.utf8.count / 2, packed.utf8.count - 1] {
            #expect(Diagnostic.unpacked(String(decoding: packed.utf8.prefix(cut), as: UTF8.self)) == nil, "\(cut)")
        }
        #expect(Diagnostic.unpacked("99999999999999999999:x") == nil)
        #expect(Diagnostic.unpacked("7:warning4:file-1:x-0:") == nil)
    }

    /// A build stamp's findings are read a piece at a time (`PackedFindingsReader`): cut anywhere, even inside a
    /// field's length, they come back as they were, `=` fields of a finding in the piece before included, at most
    /// as many at once as asked; a reader that makes no texts reads as many, and both refuse a damaged text.
    @Test func findingsReadInPiecesComeBackAsTheyWere() {
        let sentence = "there is no list “Animals”; there is no list sheet yet."
        let findings =
            Self.findings + [
                .error(at: Location(file: "inputs/languages/fr/words.csv", row: 2, column: "A"), sentence),
                .error(at: Location(file: "inputs/languages/fr/words.csv", row: 3, column: "A"), sentence),
                .warning(at: Location(file: "inputs/languages/fr/words.csv", sheet: "S"), sentence),
            ]
        let packed = Diagnostic.packedBytes(findings)
        for cut in 0...packed.count {
            for limit in [1, 2, 100] {
                var reader = PackedFindingsReader()
                var counter = PackedFindingsReader(makingTexts: false)
                var (read, counted, pending, pendingCounted) = ([Diagnostic](), 0, [UInt8](), [UInt8]())
                for piece in [packed[..<cut], packed[cut...]] {
                    pending += piece
                    pendingCounted += piece
                    while let (found, used) = pending.withUnsafeBufferPointer({ reader.read($0, limit: limit) }),
                        !found.isEmpty
                    {
                        #expect(found.count <= limit)
                        read += found
                        pending.removeFirst(used)
                    }
                    while let (found, used) = pendingCounted.withUnsafeBufferPointer({ counter.read($0) }),
                        !found.isEmpty
                    {
                        counted += found.count
                        pendingCounted.removeFirst(used)
                    }
                }
                #expect(read == findings, "cut at \(cut), \(limit) at once")
                #expect(pending.isEmpty && pendingCounted.isEmpty && counted == findings.count, "cut at \(cut)")
            }
        }
        // A severity that is none, after three findings read whole.
        let damaged =
            Diagnostic.packedBytes(findings[..<3]) + Array("5:errar".utf8) + Diagnostic.packedBytes(findings[3...])
        var reader = PackedFindingsReader()
        var counter = PackedFindingsReader(makingTexts: false)
        #expect(damaged.withUnsafeBufferPointer { reader.read($0) } == nil)
        #expect(damaged.withUnsafeBufferPointer { counter.read($0) } == nil)
    }

    /// Each field's length and bytes, as the packing wrote them when a row was made into a text first.
    @Test func aRowIsPackedAsItsDecimalText() {
        let rows = [0, 7, 9, 10, 99, 100, 1_048_576, -1, -10, Int.max, Int.min]
        for row in rows {
            let finding = Diagnostic.warning(at: Location(file: "f", row: row), "m")
            let text = String(row)
            #expect(Diagnostic.packed([finding]) == "7:warning1:f-\(text.utf8.count):\(text)-1:m", "\(row)")
            #expect(Diagnostic.unpacked(Diagnostic.packed([finding])) == [finding])
        }
    }

    /// A report's lines are written byte by byte (`appendLine`); they are each finding's `description`, for every
    /// kind of place: a file, a sheet, a cell with and without a sheet, a row alone, a line and column of a text
    /// file, and empty sheets and columns.
    @Test func aReportLineIsTheFindingsDescription() {
        var generator = SystemRandomNumberGenerator()
        let sheets: [String?] = [nil, "", "Words", "Ñandú 2"]
        let rows: [Int?] = [nil, 1, 14, 100_000, -3]
        let columns: [String?] = [nil, "", "C", "AA", "7", "12", "3a"]
        var findings: [Diagnostic] = []
        for sheet in sheets {
            for row in rows {
                for column in columns {
                    let location = Location(
                        file: "inputs/languages/es/words.xlsx", sheet: sheet, row: row, column: column)
                    findings.append(
                        Bool.random(using: &generator)
                            ? .warning(at: location, "“murciélago”: \(row ?? 0)") : .error(at: location, ""))
                }
            }
        }
        for finding in findings {
            var bytes: [UInt8] = []
            finding.appendLine(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == finding.description + "\n", "\(finding.location)")
        }
        #expect(
            DiagnosticReport(findings).text(colour: false)
                == findings.map { $0.description + "\n" }.joined())
    }
}

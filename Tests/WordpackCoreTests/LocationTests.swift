import Testing
import WordpackCore
import WordpackTestSupport

@Suite struct LocationTests {
    @Test(arguments: [(0, "A"), (25, "Z"), (26, "AA"), (51, "AZ"), (52, "BA"), (701, "ZZ"), (702, "AAA")])
    func columnLettersRoundTrip(index: Int, letters: String) {
        #expect(ColumnName.letters(forIndex: index) == letters)
        #expect(ColumnName.index(forLetters: Substring(letters)) == index)
    }

    @Test func printsLikeASpreadsheetReference() {
        #expect(
            Location(file: "inputs/lists/Animals.xlsx", sheet: "Animals", row: 14, column: "C").description
                == "inputs/lists/Animals.xlsx:Animals!C14")
        #expect(
            Location(file: "inputs/languages/es/words.csv", row: 3, column: "B").description
                == "inputs/languages/es/words.csv!B3")
        #expect(Location(file: "inputs/lists/Food.ods", sheet: "Food").description == "inputs/lists/Food.ods:Food")
        #expect(
            Location(file: "inputs/words/Animals/picture/ant.png").description
                == "inputs/words/Animals/picture/ant.png")
    }

    @Test func aPlaceInATextFilePrintsAsCompilersPrintIt() {
        let place = Location(file: "inputs/languages/fr/words.xliff", line: 12, column: 7)
        #expect(place.description == "inputs/languages/fr/words.xliff:12:7")
        #expect(place.isTextPosition)
        // A field's column that only a sheet has leaves it where it is.
        #expect(place.column(nil) == place)
        #expect(Location(file: "a.xliff").reference(to: Location(file: "a.xliff", line: 3, column: 1)) == "line 3:1")
        #expect(!Location(file: "words.csv", row: 3, column: "B").isTextPosition)
        #expect(Location(file: "words.csv", row: 3, column: "B").column(nil).description == "words.csv!row 3")
        // Sorted as numbers: line 9 before line 10, column 9 before column 10.
        let sorted = Diagnostic.sorted(
            [10, 9].flatMap { line in
                [10, 9].map { Diagnostic.error(at: Location(file: "a.xliff", line: line, column: $0), "") }
            })
        #expect(sorted.map(\.location.description) == ["a.xliff:9:9", "a.xliff:9:10", "a.xliff:10:9", "a.xliff:10:10"])
    }

    /// Findings sort as a stable sort by the rule of places would sort them: file, then sheet, row and column, the
    /// first that differs deciding (an absent one first), and findings at one place keeping their order. Random
    /// findings, against a plain insertion sort by that rule.
    @Test func findingsSortByPlaceAndKeepTheirOrderAtOnePlace() {
        func before(_ x: Location, _ y: Location) -> Bool {
            if x.file != y.file { return x.file < y.file }
            if x.sheet != y.sheet { return (x.sheet ?? "") < (y.sheet ?? "") }
            if x.row != y.row { return (x.row ?? 0) < (y.row ?? 0) }
            if x.column != y.column {
                let (p, q) = (x.column ?? "", y.column ?? "")
                return (p.count, p) < (q.count, q)
            }
            return false
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let findings = (0..<300).map { number in
                Diagnostic.warning(
                    at: Location(
                        file: ["b.csv", "a.xlsx", "a.xlsx"].randomElement(using: &generator)!,
                        sheet: [nil, "Words", "Lists"].randomElement(using: &generator)!,
                        row: [nil, 1, 2, 10].randomElement(using: &generator)!,
                        column: [nil, "B", "AA", "C", "7"].randomElement(using: &generator)!),
                    "\(number)")
            }
            var expected: [Diagnostic] = []
            for finding in findings {
                var place = expected.count
                while place > 0, before(finding.location, expected[place - 1].location) { place -= 1 }
                expected.insert(finding, at: place)
            }
            #expect(Diagnostic.sorted(findings) == expected)
            #expect(Diagnostic.sorted(expected) == expected)
        }
    }
}

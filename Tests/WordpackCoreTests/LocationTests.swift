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
}

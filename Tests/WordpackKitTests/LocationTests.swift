import Testing
@testable import WordpackKit

@Suite struct LocationTests {
    @Test(arguments: [(0, "A"), (25, "Z"), (26, "AA"), (51, "AZ"), (52, "BA"), (701, "ZZ"), (702, "AAA")])
    func columnLettersRoundTrip(index: Int, letters: String) {
        #expect(ColumnName.letters(forIndex: index) == letters)
        #expect(ColumnName.index(forLetters: Substring(letters)) == index)
    }

    @Test func printsLikeASpreadsheetReference() {
        #expect(Location(file: "inputs/lists/Animals.xlsx", sheet: "Animals", row: 14, column: "C").description
            == "inputs/lists/Animals.xlsx:Animals!C14")
        #expect(Location(file: "inputs/languages/es/words.csv", row: 3, column: "B").description
            == "inputs/languages/es/words.csv!B3")
        #expect(Location(file: "inputs/lists/Food.ods", sheet: "Food").description == "inputs/lists/Food.ods:Food")
        #expect(Location(file: "inputs/words/Animals/picture/ant.png").description
            == "inputs/words/Animals/picture/ant.png")
    }
}

import WordpackCore

/// Chatwa's grid of 14 letter tiles: the first 7 are the top row, the next 7 the bottom row.
///
/// Rules, for a grid written in the sheet and for one wordpack makes alike:
/// - exactly 14 capital letters A–Z;
/// - every letter of the answer, as many times as the answer has it (the "buy a letter" hint takes one
///   from the grid), plus distractors;
/// - the answer is not spelled in order in either row: its letters do not appear left to right in one row,
///   together or with other tiles between them (the answer is not a subsequence of the row). A player reads
///   a row left to right, so `B·W·O·Y` gives the answer away almost as much as `BWOY` does. An answer of one
///   letter cannot be hidden, and one of more than 7 letters cannot fit in a row: the rule is for 2 to 7.
enum ChatwaGrid {
    static let size = 14
    static let rowLength = 7

    /// What is wrong with a grid for `answer`, each a sentence that follows “the grid “G” ”; the letter rules
    /// are checked only for a valid answer.
    static func problems(_ grid: String, answer: String) -> [String] {
        let redo = "correct it, or clear the cell to have one made"
        let shape =
            "a grid is \(size) capital letters A to Z, the top row's \(rowLength) then the bottom row's "
            + "\(rowLength)"
        var problems: [String] = []
        var wrong: [String] = []
        for character in grid where !(character.isASCII && character.isUppercase && character.isLetter) {
            let name = character == " " ? "a space" : "“\(character)”"
            if !wrong.contains(name) { wrong.append(name) }
        }
        if !wrong.isEmpty {
            let list =
                wrong.count == 1
                ? wrong[0] : wrong.dropLast().joined(separator: ", ") + " and " + wrong[wrong.count - 1]
            problems.append("has \(list); \(shape): \(redo).")
        }
        if grid.count != size {
            problems.append("has \(grid.count) characters; \(shape): \(redo).")
        }
        guard problems.isEmpty, ChatwaAnswer.isValid(answer) else { return problems }
        let tiles = Array(grid.utf8)
        let letters = Array(answer.utf8)
        var left = tiles
        var missing: [String] = []
        for letter in letters {
            if let index = left.firstIndex(of: letter) {
                left.remove(at: index)
            } else {
                missing.append(String(UnicodeScalar(letter)))
            }
        }
        if !missing.isEmpty {
            problems.append(
                "lacks \(sentenceList(missing, limit: size)) of the answer “\(answer)”: put "
                    + "\(missing.count == 1 ? "it" : "them") in place of other letters, or clear the cell to have "
                    + "one made.")
        }
        let rows = spelledRows(tiles, answer: letters)
        if !rows.isEmpty {
            let names = rows.map { row in
                let text = String(decoding: tiles[(row * rowLength)..<((row + 1) * rowLength)], as: UTF8.self)
                return "its \(row == 0 ? "top" : "bottom") row (“\(text)”)"
            }
            problems.append(
                "spells the answer “\(answer)” in order in \(names.joined(separator: " and ")): shuffle "
                    + "\(rows.count == 1 ? "that row" : "those rows"), or clear the cell to have one made.")
        }
        return problems
    }

    /// The rows (0 top, 1 bottom) that spell `answer` in order.
    static func spelledRows(_ tiles: [UInt8], answer: [UInt8]) -> [Int] {
        (0..<(tiles.count / rowLength)).filter { row in
            spellsInOrder(tiles[(row * rowLength)..<((row + 1) * rowLength)], answer)
        }
    }

    /// Whether the answer's letters appear in `row` left to right (as a subsequence), for answers of 2+ letters.
    static func spellsInOrder(_ row: ArraySlice<UInt8>, _ answer: [UInt8]) -> Bool {
        guard answer.count >= 2, answer.count <= row.count else { return false }
        var next = 0
        for tile in row where tile == answer[next] {
            next += 1
            if next == answer.count { return true }
        }
        return false
    }
}

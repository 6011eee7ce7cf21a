/// Chatwa's grid rules, written again for the tests without wordpack's code: what a grid breaks, if anything.
package enum GridRules {
    package static func violations(grid: String, answer: String) -> [String] {
        var found: [String] = []
        let tiles = Array(grid)
        let letters = Array(answer)
        if tiles.count != 14 { found.append("has \(tiles.count) tiles") }
        if !tiles.allSatisfy({ $0 >= "A" && $0 <= "Z" }) { found.append("has a tile that is not A–Z") }
        if !(1...11).contains(letters.count) || !letters.allSatisfy({ $0 >= "A" && $0 <= "Z" }) {
            found.append("the answer \(answer) is not 1–11 letters A–Z")
        }
        for letter in Set(letters) {
            let needed = letters.filter { $0 == letter }.count
            let present = tiles.filter { $0 == letter }.count
            if present < needed { found.append("has \(present) \(letter), needs \(needed)") }
        }
        if tiles.count == 14, letters.count >= 2 {
            for (name, row) in [("top", tiles[0..<7]), ("bottom", tiles[7..<14])] {
                var index = letters.startIndex
                for tile in row where index < letters.endIndex && tile == letters[index] {
                    index += 1
                }
                if index == letters.endIndex { found.append("spells \(answer) in its \(name) row") }
            }
        }
        return found
    }
}

extension ChatwaGrid {
    /// How many shuffles are tried before the grid is arranged by rule.
    static let shuffleAttempts = 100

    /// The seed of a round's grid: FNV-1a of its list, key and answer. The round's number is left out, so
    /// adding or moving other rounds does not change this one's grid.
    static func seed(list: String, key: String, answer: String) -> UInt64 {
        FNV1a.hash("chatwa\n\(list)\n\(key)\n\(answer)")
    }

    /// A grid for a valid `answer`: its letters plus distractors drawn from `frequencies`, shuffled until
    /// neither row spells the answer in order. The same answer, frequencies and seed give the same grid.
    ///
    /// An answer of one repeated letter (`AA`) gets no more of that letter among the distractors, since two
    /// rows of 7 could not then keep it apart. After `attempts` shuffles the grid is arranged by rule instead
    /// (see `arrange`), which always succeeds, so making a grid always ends.
    static func make(
        answer: String, frequencies: LetterFrequencies, seed: UInt64, attempts: Int = shuffleAttempts
    ) -> String {
        let letters = Array(answer.utf8)
        var random = SplitMix64(seed: seed)
        let single = Set(letters).count == 1 && letters.count >= 2 ? letters.first : nil
        var tiles = letters
        while tiles.count < size {
            tiles.append(frequencies.draw(&random, excluding: single))
        }
        for _ in 0..<attempts {
            random.shuffle(&tiles)
            if spelledRows(tiles, answer: letters).isEmpty { return String(decoding: tiles, as: UTF8.self) }
        }
        return String(decoding: arrange(tiles, answer: letters, random: &random), as: UTF8.self)
    }

    /// A grid that keeps the rules by construction. When the answer has two different letters or more,
    /// each row's copies of the answer's first letter go to the row's end: nothing the answer needs after
    /// its first letter is then left after it. When the answer is one letter repeated n times (n ≥ 2, and the
    /// distractors hold none), the top row gets ⌈n/2⌉ ≤ 6 of them and the bottom row the rest, fewer than n each.
    static func arrange(_ tiles: [UInt8], answer: [UInt8], random: inout SplitMix64) -> [UInt8] {
        guard let first = answer.first, answer.count >= 2 else { return tiles }
        var rows: [[UInt8]]
        if Set(answer).count == 1 {
            let copies = tiles.filter { $0 == first }
            let others = tiles.filter { $0 != first }
            let top = (copies.count + 1) / 2
            let topOthers = rowLength - top
            rows = [
                Array(copies.prefix(top)) + Array(others.prefix(topOthers)),
                Array(copies.dropFirst(top)) + Array(others.dropFirst(topOthers)),
            ]
            for index in rows.indices { random.shuffle(&rows[index]) }
        } else {
            rows = [Array(tiles.prefix(rowLength)), Array(tiles.dropFirst(rowLength))]
            for index in rows.indices {
                rows[index] = rows[index].filter { $0 != first } + rows[index].filter { $0 == first }
            }
        }
        return rows[0] + rows[1]
    }
}

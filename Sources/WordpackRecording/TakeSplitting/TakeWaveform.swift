/// A take's waveform at the resolution of the review picture: the lowest and highest sample (mixed to mono)
/// of each pixel column's stretch of `framesPerColumn` energy frames, gathered in the same pass as the
/// energies and kept in steps of 1/127 of full scale (a picture's 54-pixel band shows no finer). The columns
/// are laid out for the length the take's header gives, so there are at most `columnLimit` of them (24 KB)
/// whatever its length; a take longer than its header said (an MP3's length is an estimate) has its columns
/// merged in pairs as it goes, so the limit holds.
package struct TakeWaveform: Sendable, Equatable {
    /// Energy frames in each column (the last column may hold fewer).
    package private(set) var framesPerColumn: Int
    /// -127…127 for -1…1, one per column.
    package private(set) var minimum: [Int8] = []
    package private(set) var maximum: [Int8] = []
    /// The most columns kept: those of the longest picture.
    let columnLimit: Int
    /// Energy frames in the last column so far.
    private var inColumn = 0

    package init(framesPerColumn: Int, columnLimit: Int = TakeSplitPicture.maximumColumns) {
        self.framesPerColumn = max(framesPerColumn, 1)
        self.columnLimit = max(columnLimit, 2)
    }

    /// Appends an energy frame whose samples ranged from `low` to `high` (-1…1), rounded outwards.
    mutating func append(low: Float, high: Float) {
        let low = Int8(max(min((low * 127).rounded(.down), 127), -127))
        let high = Int8(max(min((high * 127).rounded(.up), 127), -127))
        if inColumn == framesPerColumn, minimum.count == columnLimit { mergePairs() }
        if minimum.isEmpty || inColumn == framesPerColumn {
            minimum.append(low)
            maximum.append(high)
            inColumn = 1
        } else {
            minimum[minimum.count - 1] = min(minimum[minimum.count - 1], low)
            maximum[maximum.count - 1] = max(maximum[maximum.count - 1], high)
            inColumn += 1
        }
    }

    /// Twice as many energy frames a column: each pair of columns becomes one.
    private mutating func mergePairs() {
        let count = minimum.count
        for index in stride(from: 0, to: count, by: 2) {
            let next = min(index + 1, count - 1)
            minimum[index / 2] = min(minimum[index], minimum[next])
            maximum[index / 2] = max(maximum[index], maximum[next])
        }
        minimum.removeLast(count / 2)
        maximum.removeLast(count / 2)
        inColumn += count % 2 == 0 ? framesPerColumn : 0
        framesPerColumn *= 2
    }

    /// The lowest and highest sample of column `column` (-1…1), or 0…0 past the last.
    func peaks(column: Int) -> (low: Float, high: Float) {
        guard column >= 0, column < minimum.count else { return (0, 0) }
        return (Float(minimum[column]) / 127, Float(maximum[column]) / 127)
    }

    /// The loudest sample of the take, 0…1.
    var loudest: Float {
        Float(max(Int(maximum.max() ?? 0), -Int(minimum.min() ?? 0))) / 127
    }
}

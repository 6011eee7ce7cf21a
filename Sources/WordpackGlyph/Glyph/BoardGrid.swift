/// The shape of a board's grid for a number of buttons: as square as it can be, a little wider than tall
/// (screens are held landscape for boards), never a strip: 1 → 1×1, 4 → 2×2, 6 → 2×3, 12 → 3×4, 40 → 5×8.
enum BoardGrid {
    /// The fewest rows and columns that hold `count` buttons with columns ≥ rows and columns ≤ rows + 3
    /// (for counts where no such rectangle is tight, the smallest area wins, then the squarer one).
    static func shape(for count: Int) -> (rows: Int, columns: Int) {
        guard count > 1 else { return (1, 1) }
        var best = (rows: 1, columns: count)
        var bestScore = Int.max
        for rows in 1...count {
            let columns = (count + rows - 1) / rows
            guard columns >= rows else { break }
            // Empty places cost 1 each; each column more than rows + 1 costs 2 (long rows are hard to scan).
            let score = (rows * columns - count) + 2 * max(0, columns - rows - 1)
            if score < bestScore || (score == bestScore && columns - rows < best.columns - best.rows) {
                best = (rows, columns)
                bestScore = score
            }
        }
        return best
    }

    /// The grid for `ids` in reading order, padded with empty places.
    static func grid(_ ids: [String]) -> OpenBoard.Grid {
        let (rows, columns) = shape(for: ids.count)
        let order = (0..<rows).map { row in
            (0..<columns).map { column -> String? in
                let index = row * columns + column
                return index < ids.count ? ids[index] : nil
            }
        }
        return OpenBoard.Grid(rows: rows, columns: columns, order: order)
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// A `Location` kept in 16 bytes: the file, sheet and column in one object that the rows of a column share, and
/// the row. A row of a sheet holds one (a `Translation`'s cell), and a catalogue holds 3,000,000 rows at 100,000
/// words × 30 languages: a `Location` of its own was 64 bytes a row.
package struct RowPlace: Sendable {
    private let cell: CellPlace
    private let row: Int

    package init(_ location: Location) {
        cell = CellPlace.shared(file: location.file, sheet: location.sheet, column: location.column)
        row = location.row ?? Self.noRow
    }

    package var location: Location {
        Location(file: cell.file, sheet: cell.sheet, row: row == Self.noRow ? nil : row, column: cell.column)
    }

    /// The row of a place that has none.
    private static let noRow = Int.min
}

extension RowPlace: Equatable {
    package static func == (lhs: RowPlace, rhs: RowPlace) -> Bool {
        lhs.row == rhs.row
            && (lhs.cell === rhs.cell
                || (lhs.cell.file, lhs.cell.sheet, lhs.cell.column) == (rhs.cell.file, rhs.cell.sheet, rhs.cell.column))
    }
}

/// The file, sheet and column of a place, shared by the rows of a column.
private final class CellPlace: Sendable {
    let file: String
    let sheet: String?
    let column: String?

    init(file: String, sheet: String?, column: String?) {
        self.file = file
        self.sheet = sheet
        self.column = column
    }

    /// The thread's last one when it is of the same file, sheet and column (a reader makes its rows one after
    /// the other, on one thread), else a new one, then the thread's last.
    static func shared(file: String, sheet: String?, column: String?) -> CellPlace {
        if let last = pthread_getspecific(lastKey) {
            let place = Unmanaged<CellPlace>.fromOpaque(last).takeUnretainedValue()
            if place.file == file, place.sheet == sheet, place.column == column { return place }
            Unmanaged<CellPlace>.fromOpaque(last).release()
        }
        let place = CellPlace(file: file, sheet: sheet, column: column)
        pthread_setspecific(lastKey, Unmanaged.passRetained(place).toOpaque())
        return place
    }

    /// Each thread's last place made or shared (retained; released when the thread ends).
    private static let lastKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { last in
            if let last { Unmanaged<CellPlace>.fromOpaque(last).release() }
        }
        return key
    }()
}

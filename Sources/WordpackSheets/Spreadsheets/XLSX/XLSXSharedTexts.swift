import Foundation
import WordpackCore

/// A workbook's shared texts (its shared strings part, `XLSXSharedStrings`), read on a thread of their own from
/// the moment the workbook is opened, while its sheets' rows are read: a cell waits only until the text it names
/// is read, not for the whole part (a quarter of a second of a 100,000-row sheet of long texts, with the other
/// core idle). The texts are handed over in chunks of `chunkSize`, each final once published.
///
/// A problem of the part itself (damaged, too large) is still reported before any of the sheet's:
/// `XLSXWorkbook.forEachRow` asks `waitUntilRead()` whenever its reading fails, and once it ends.
final class XLSXSharedTexts: @unchecked Sendable {
    /// How many texts a chunk holds: a power of two, so that a text's chunk is a shift of its number.
    static let chunkSize = 1 << chunkShift
    static let chunkShift = 12

    private let condition = NSCondition()
    /// The chunks read so far: each of `chunkSize` texts but the last, published once the part is read.
    private var chunks: [[String]] = []
    /// How the reading ended: nil while it goes on.
    private var outcome: Result<Void, Error>?

    /// A workbook with no shared strings part.
    init() {
        outcome = .success(())
    }

    /// Starts reading the shared strings part at `path` of `package`; its problems are reported at `location`.
    init(reading path: String, of package: ZippedSpreadsheet, location: Location) {
        // A thread of its own, not a Dispatch worker: the workbook may be opened by one of `concurrentMap`'s
        // workers, which then waits for these texts, and Dispatch would not start another to read them.
        let thread = Thread { [self] in
            let strings = XLSXSharedStrings(chunkSize: Self.chunkSize) { self.publish($0) }
            finish(
                Result {
                    try package.parse(part: path, location: location, into: strings)
                    publish(strings.strings)
                })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func publish(_ chunk: [String]) {
        condition.withLock {
            chunks.append(chunk)
            condition.broadcast()
        }
    }

    private func finish(_ result: Result<Void, Error>) {
        condition.withLock {
            outcome = result
            condition.broadcast()
        }
    }

    /// Waits until the part is read; throws its problem when it could not be.
    func waitUntilRead() throws {
        try condition.withLock {
            while outcome == nil { condition.wait() }
            try outcome?.get()
        }
    }

    /// The chunks once there are more than `chunk` of them, or once the reading has ended (whatever it has
    /// read then), and whether it failed before reading that chunk: a chunk published before the part broke is
    /// as good as any, however soon after it the reading failed.
    fileprivate func chunks(past chunk: Int) -> (chunks: [[String]], failed: Bool) {
        condition.withLock {
            while chunks.count <= chunk, outcome == nil { condition.wait() }
            if chunks.count <= chunk, case .failure = outcome { return (chunks, true) }
            return (chunks, false)
        }
    }

    /// Finds texts by number for one reader of a sheet, on its thread: it keeps the chunks it has seen, and
    /// asks for more only for a text past them.
    struct Lookup {
        let texts: XLSXSharedTexts
        private var chunks: [[String]] = []

        init(_ texts: XLSXSharedTexts) {
            self.texts = texts
        }

        /// The text numbered `index`; nil when the part, read whole, has no such text. Throws `Unreadable`
        /// when the part could not be read as far as that text.
        mutating func text(at index: Int) throws -> String? {
            guard index >= 0 else { return nil }
            let chunk = index >> XLSXSharedTexts.chunkShift
            if chunk >= chunks.count {
                let (read, failed) = texts.chunks(past: chunk)
                chunks = read
                if failed { throw Unreadable() }
                if chunk >= chunks.count { return nil }
            }
            let found = chunks[chunk]
            let offset = index & (XLSXSharedTexts.chunkSize - 1)
            return offset < found.count ? found[offset] : nil
        }

        /// How many texts the part has, once it is read whole. Throws `Unreadable` when it could not be.
        mutating func countOnceRead() throws -> Int {
            let (read, failed) = texts.chunks(past: .max)
            if failed { throw Unreadable() }
            chunks = read
            return chunks.reduce(0) { $0 + $1.count }
        }
    }

    /// The shared strings part could not be read as far as a cell's text: its own problem is what the reader
    /// reports (`waitUntilRead()`).
    struct Unreadable: Error {}
}

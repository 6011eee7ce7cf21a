import Foundation

/// A table of wordpack's own data in its resources (`iso639/iso639.tsv`, `frequencies/<language>.tsv`): a line
/// per entry of two tab-separated UTF-8 fields, and a final line break. Each table checks its fields and their
/// order itself; a line that breaks the format is a programming error, which the table's tests find by loading it.
package enum PairTable {
    /// A table line that breaks the format, at its line (0: the whole file).
    package struct Malformed: Error, CustomStringConvertible {
        package var file: String
        package var line: Int
        package var reason: String
        package var description: String { "\(file):\(line): \(reason)" }

        package init(file: String, line: Int, reason: String) {
            self.file = file
            self.line = line
            self.reason = reason
        }
    }

    /// Calls `body` with each line's number (from 1) and its two fields. `pair` says what a line holds (“a code
    /// and a name”), for the message about a line that does not (`name` names the table).
    package static func forEachLine(
        of data: Data, name: String, pair: String, _ body: (Int, String, String) throws -> Void
    ) throws {
        guard data.last == 0x0A || data.isEmpty else {
            throw Malformed(file: name, line: 0, reason: "no final line break")
        }
        // One walk over the bytes: splitting the Data into lines and fields was a hundredth of a cold check.
        try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var number = 0
            var start = 0
            while let end = bytes[start...].firstIndex(of: 0x0A) {
                number += 1
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let tab = line.firstIndex(of: 0x09), !line[(tab + 1)...].contains(0x09),
                    let first = String(validating: line[..<tab], as: UTF8.self),
                    let second = String(validating: line[(tab + 1)...], as: UTF8.self)
                else {
                    throw Malformed(file: name, line: number, reason: "not \(pair) separated by one tab")
                }
                try body(number, first, second)
                start = end + 1
            }
        }
    }
}

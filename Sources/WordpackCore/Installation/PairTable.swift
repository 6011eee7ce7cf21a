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
        var number = 0
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
            number += 1
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard fields.count == 2, let first = String(bytes: fields[0], encoding: .utf8),
                let second = String(bytes: fields[1], encoding: .utf8)
            else {
                throw Malformed(file: name, line: number, reason: "not \(pair) separated by one tab")
            }
            try body(number, first, second)
        }
    }
}

/// The beginnings that a pass over a check's findings recognises its sentences by (a missing list, a renamed key),
/// compared by bytes with each of 200,000 messages: its first byte first, so that most messages are passed over
/// after one comparison.
package struct SentenceBeginnings: Sendable {
    private let beginnings: [[UInt8]]
    private let firstBytes: [UInt8]

    package init(_ beginnings: [String]) {
        self.beginnings = beginnings.map { Array($0.utf8) }
        firstBytes = self.beginnings.compactMap(\.first)
    }

    /// Whether `message` begins with one of the beginnings.
    package func begin(_ message: String) -> Bool {
        guard let first = message.utf8.first, firstBytes.contains(first) else { return false }
        return beginnings.contains { message.begins(withBytes: $0) }
    }
}

import Foundation

/// What a request's `Range` header asks of a file of `size` bytes (RFC 9110, section 14): the whole file, one
/// range of it (206 Partial Content), or nothing it can have (416). Audio players ask for ranges to seek and to
/// learn a recording's length. Only a single `bytes=` range is served; a header of several ranges, another
/// unit or a malformed one is ignored, as the RFC allows, and the whole file is sent.
enum ByteRange: Equatable, Sendable {
    case whole
    /// The bytes `first...last` (both inclusive, within the file).
    case part(first: Int, last: Int)
    case unsatisfiable

    /// `header`: the `Range` header's value, if the request had one.
    package init(header: String?, size: Int) {
        guard let header else {
            self = .whole
            return
        }
        let value = header.trimmingCharacters(in: .whitespaces)
        guard value.lowercased().hasPrefix("bytes="), !value.contains(",") else {
            self = .whole
            return
        }
        let spec = value.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        let sides = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard sides.count == 2 else {
            self = .whole
            return
        }
        let (start, end) = (
            sides[0].trimmingCharacters(in: .whitespaces), sides[1].trimmingCharacters(in: .whitespaces)
        )
        let digits = { (text: String) in !text.isEmpty && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber) }
        if start.isEmpty {
            // bytes=-N: the last N bytes.
            guard digits(end), let count = Int(end) else {
                self = .whole
                return
            }
            self = count == 0 || size == 0 ? .unsatisfiable : .part(first: max(0, size - count), last: size - 1)
            return
        }
        guard digits(start), let first = Int(start), end.isEmpty || digits(end) else {
            self = .whole
            return
        }
        let asked = end.isEmpty ? Int.max : Int(end) ?? Int.max
        guard asked >= first else {
            self = .whole
            return
        }
        self = first >= size ? .unsatisfiable : .part(first: first, last: min(asked, size - 1))
    }
}

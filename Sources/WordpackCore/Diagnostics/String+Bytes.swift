import Foundation

extension String {
    /// Whether the text holds `part`, compared byte for byte by the C library's `strstr`: what folding a check's
    /// findings asks of each of 200,000 messages, where Foundation's `contains` took 0.7 s and `range(of:)` 2.6 s
    /// (10 ms here). A message holds no NUL byte (`showingControlCharacters`).
    package func holds(_ part: String) -> Bool {
        withCString { strstr($0, part) != nil }
    }
}

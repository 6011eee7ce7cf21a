/// What an app shows, read back from its files, for the changes between two releases.
package struct ShippedContent: Sendable {
    /// Language → list → each word's fields, in file order.
    package var words: [String: [String: [[String: String]]]]?
    /// Entries of an app that ships one file of them (each pair, each round with its id).
    package var entries: [[String: String]]?

    package init(words: [String: [String: [[String: String]]]]? = nil, entries: [[String: String]]? = nil) {
        self.words = words
        self.entries = entries
    }
}

import Foundation
import WordpackCore

/// Positions of the catalogue's items by name, so that looking up a word, a translation or a recording
/// costs the same for a catalogue of ten words or of ten thousand. Built on first use and dropped when
/// the catalogue's lists or languages change. A class, so that a look-up takes one reference to it, not a
/// copy of every table (a check asks it several times for each of millions of translations).
package final class CatalogueIndex: @unchecked Sendable {
    package private(set) var lists: [String: Int] = [:]
    package private(set) var languages: [LanguageCode: Int] = [:]
    /// List → key → position in the list's words.
    package private(set) var words: [String: [String: Int]] = [:]
    /// By language position: its rows, asked for by list (`rows(at:list:)`).
    private let languageRows: [TranslationRows]
    /// By language position: (list, name) → position in its recordings.
    package private(set) var recordings: [[ListKey: Int]] = []
    /// By language position: list → position in its list names.
    package private(set) var listNames: [[String: Int]] = []
    /// By language position: the positions of the language and of each language it falls back to.
    private(set) var chains: [[Int]] = []

    /// A list and a name in it (a word's key, a recording's name), without joining them into a new string.
    package struct ListKey: Hashable {
        var list: String
        var name: String
    }

    package init(_ catalogue: Catalogue) {
        languageRows = catalogue.languages.map(\.translationRows)
        for (position, list) in catalogue.lists.enumerated() {
            if lists[list.name] == nil { lists[list.name] = position }
            var keys: [String: Int] = [:]
            keys.reserveCapacity(list.words.count)
            for (index, word) in list.words.enumerated() where keys[word.key] == nil { keys[word.key] = index }
            words[list.name] = keys
        }
        for (position, language) in catalogue.languages.enumerated() {
            if languages[language.code] == nil { languages[language.code] = position }
            var byName: [ListKey: Int] = [:]
            for (index, recording) in language.recordings.enumerated() {
                let id = ListKey(list: recording.list, name: recording.file.name)
                if byName[id] == nil { byName[id] = index }
            }
            recordings.append(byName)
            var names: [String: Int] = [:]
            for (index, name) in language.listNames.enumerated() where names[name.list] == nil {
                names[name.list] = index
            }
            listNames.append(names)
        }
        for language in catalogue.languages {
            var chain: [Int] = []
            var next = languages[language.code]
            while let current = next, !chain.contains(current) {
                chain.append(current)
                next = catalogue.languages[current].fallback.flatMap { languages[$0] }
            }
            chains.append(chain)
        }
    }

    /// The rows of `list` in the language at `position`, with the first row of each key (`TranslationRows.list(_:)`):
    /// a run that asks for one list's rows of a stored sheet reads those alone.
    package func rows(at position: Int, list: String) -> ListRows {
        languageRows[position].list(list)
    }

    /// The fallback chain of the language `code` (see `Catalogue.fallbackChain(of:)`), as positions.
    package func chain(of code: LanguageCode) -> [Int] {
        languages[code].map { chains[$0] } ?? []
    }

    static func id(_ list: String, _ name: String) -> String { "\(list)\u{0}\(name)" }
}

/// Holds a catalogue's index and memo; shared by copies of the catalogue, rebuilt after a change.
final class CatalogueIndexBox: @unchecked Sendable {
    private var index: CatalogueIndex?
    private let lock = NSLock()
    let memo = CatalogueDerivedValues()

    func get(_ catalogue: Catalogue) -> CatalogueIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let built = CatalogueIndex(catalogue)
        index = built
        return built
    }
}

/// What later stages work out from a catalogue and would otherwise work out twice (a language's checks: once
/// to tell whether it is in progress, once in the check), by key. Shared by copies of the catalogue and dropped
/// with its index when the catalogue changes.
final class CatalogueDerivedValues: @unchecked Sendable {
    private var values: [AnyHashable: Any] = [:]
    /// The lock of each value made by `valueOnce`.
    private var makingLocks: [AnyHashable: NSLock] = [:]
    private let lock = NSLock()

    /// The value kept for `key`, or `make()`'s, kept. Two threads asking at once may both make it.
    package func value<Value>(for key: AnyHashable, _ make: () -> Value) -> Value {
        // Unwrapped before the cast: a missing value cast to an optional `Value` would read as a kept nil.
        if let kept = lock.withLock({ values[key] }), let value = kept as? Value { return value }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }

    /// Forgets every value kept under a key of type `Key` that `chosen` picks.
    func forget<Key: Hashable>(_: Key.Type, where chosen: (Key) -> Bool) {
        lock.withLock { values = values.filter { ($0.key.base as? Key).map { !chosen($0) } ?? true } }
    }

    /// `value(for:_:)`, made by one thread while the others that ask for it meanwhile wait: for a value that
    /// costs more to make twice than to wait for.
    func valueOnce<Value>(for key: AnyHashable, _ make: () -> Value) -> Value {
        let making = lock.withLock { () -> NSLock in
            if let known = makingLocks[key] { return known }
            let made = NSLock()
            makingLocks[key] = made
            return made
        }
        return making.withLock { value(for: key, make) }
    }
}

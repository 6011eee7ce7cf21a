import Foundation

/// Positions of the catalogue's items by name, so that looking up a word, a translation or a recording
/// costs the same for a catalogue of ten words or of ten thousand. Built on first use and dropped when
/// the catalogue's lists or languages change.
struct CatalogueIndex {
    var lists: [String: Int] = [:]
    var languages: [String: Int] = [:]
    /// List → key → position in the list's words.
    var words: [String: [String: Int]] = [:]
    /// Language → "list\0key" → position in its translations (the first, when a key is translated twice).
    var translations: [String: [String: Int]] = [:]
    /// Language → "list\0name" → position in its recordings.
    var recordings: [String: [String: Int]] = [:]
    /// Language → list → position in its list names.
    var listNames: [String: [String: Int]] = [:]

    init(_ catalogue: Catalogue) {
        for (position, list) in catalogue.lists.enumerated() {
            if lists[list.name] == nil { lists[list.name] = position }
            var keys: [String: Int] = [:]
            for (index, word) in list.words.enumerated() where keys[word.key] == nil { keys[word.key] = index }
            words[list.name] = keys
        }
        for (position, language) in catalogue.languages.enumerated() {
            if languages[language.code] == nil { languages[language.code] = position }
            var byKey: [String: Int] = [:]
            for (index, translation) in language.translations.enumerated() {
                let id = Self.id(translation.list, translation.key)
                if byKey[id] == nil { byKey[id] = index }
            }
            translations[language.code] = byKey
            var byName: [String: Int] = [:]
            for (index, recording) in language.recordings.enumerated() {
                let id = Self.id(recording.list, recording.file.name)
                if byName[id] == nil { byName[id] = index }
            }
            recordings[language.code] = byName
            var names: [String: Int] = [:]
            for (index, name) in language.listNames.enumerated() where names[name.list] == nil { names[name.list] = index }
            listNames[language.code] = names
        }
    }

    static func id(_ list: String, _ name: String) -> String { "\(list)\u{0}\(name)" }
}

/// Holds a catalogue's index; shared by copies of the catalogue, rebuilt after a change.
final class CatalogueIndexBox: @unchecked Sendable {
    private var index: CatalogueIndex?
    private let lock = NSLock()

    func get(_ catalogue: Catalogue) -> CatalogueIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let built = CatalogueIndex(catalogue)
        index = built
        return built
    }
}

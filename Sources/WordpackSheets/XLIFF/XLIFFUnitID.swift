/// What a unit translates, by its id: a word's key (`ant`), the key's sort key (`ant:sortkey`) or letter case
/// (`ant:caseOverride`), or the list's name (`:name`). A key never holds a `:` (it is a file name), so the
/// part after the last one is the field; `:` is allowed in the ids of XLIFF 2, which must be XML name tokens.
package enum XLIFFUnitID: Hashable, Sendable {
    case word(key: String)
    case sortkey(key: String)
    case caseOverride(key: String)
    case listName
    /// `key:field` with a field wordpack does not know.
    case unknown(key: String, field: String)

    package init(_ id: String) {
        guard let colon = id.lastIndex(of: ":") else {
            self = .word(key: id)
            return
        }
        let key = String(id[..<colon])
        let field = String(id[id.index(after: colon)...])
        switch (key.isEmpty, field.lowercased()) {
        case (true, "name"): self = .listName
        case (false, "sortkey"): self = .sortkey(key: key)
        case (false, "caseoverride"): self = .caseOverride(key: key)
        default: self = .unknown(key: key, field: field)
        }
    }

    /// The id as written in a file.
    package var text: String {
        switch self {
        case .word(let key): return key
        case .sortkey(let key): return key + ":sortkey"
        case .caseOverride(let key): return key + ":caseOverride"
        case .listName: return ":name"
        case .unknown(let key, let field): return key + ":" + field
        }
    }
}

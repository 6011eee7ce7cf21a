import WordpackCore

/// `Catalogue.outdatedReference(of:language:)` for the rows of one list of one language: the record's rows of the
/// list and the reference language's rows of it (through its fallbacks) found once, not once a row. A check asks it
/// of every row, 3,000,000 of them at full size.
package struct ListReferences {
    private let made: MadeAgainst
    /// The reference language's rows of the list, then those of each language it falls back to.
    private let referenceRows: ChainRows

    init(_ catalogue: Catalogue, list: String, language code: LanguageCode) {
        made = MadeAgainst(catalogue, list: list, language: code)
        let index = catalogue.index
        let chain = catalogue.references.map {
            $0.referenceLanguage == code ? [] : index.chain(of: $0.referenceLanguage)
        }
        referenceRows = catalogue.chainRows(chain ?? [], list: list)
    }

    /// When `row` (an enabled translation of the list, with a word) was made against a reference text that has
    /// since changed: that text and today's.
    package func outdated(_ row: Translation) -> (madeAgainst: String, now: String)? {
        guard !row.disabled, let word = row.word, !word.isEmpty, let made = made.of(row),
            let now = referenceRows.word(row.key), !now.isEmpty, made != now
        else { return nil }
        return (made, now)
    }
}

/// `Catalogue.madeAgainst(_:language:)` for the rows of one list of one language: the record's rows of the list
/// found once.
struct MadeAgainst {
    /// The row's own `reference (en)` field; nil: no reference text is known (no references, or the language is
    /// the reference language itself).
    private let field: String?
    /// The record's rows of the list, by key (nil: the language has no record).
    private let recorded: [String: RememberedReferences.Made]?

    init(_ catalogue: Catalogue, list: String, language code: LanguageCode) {
        let references = catalogue.references.flatMap { $0.referenceLanguage == code ? nil : $0 }
        field = references?.referenceField
        recorded = references?.files[code]?.rows(of: list)
    }

    /// The reference text `row` was made against: its own `reference (en)` value, else the recorded one.
    func of(_ row: Translation) -> String? {
        guard let field else { return nil }
        if let own = row.extra(field), !own.isEmpty { return own }
        guard let word = row.word, let made = recorded?[row.key], made.translation == word else { return nil }
        return made.reference
    }
}

extension Catalogue {
    /// What `outdatedReference(of:language:)` needs of the list `list` in the language `code`, found once for
    /// asking it of each of the list's rows.
    package func references(ofList list: String, language code: LanguageCode) -> ListReferences {
        ListReferences(self, list: list, language: code)
    }
}

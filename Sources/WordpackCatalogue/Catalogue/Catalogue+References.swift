import Foundation
import WordpackCore

/// What a catalogue knows of the reference texts its translations were made against, beyond their rows'
/// `reference (en)` values: the reference language, and each language's remembered references
/// (`RememberedReferences`), read from the build folder when first asked for.
package struct TranslationReferences: Sendable {
    package var referenceLanguage: String
    /// By language code.
    var files: [String: RememberedReferencesFile] = [:]

    package init(referenceLanguage: String) {
        self.referenceLanguage = referenceLanguage
    }
}

/// One language's remembered references: the digest of its rows, and the rows, read when first asked for.
final class RememberedReferencesFile: @unchecked Sendable {
    let bodyDigest: String
    private let lock = NSLock()
    private var loaded: RememberedReferences?
    private let url: URL?

    init(url: URL?, bodyDigest: String, loaded: RememberedReferences? = nil) {
        self.url = url
        self.bodyDigest = bodyDigest
        self.loaded = loaded
    }

    var references: RememberedReferences {
        lock.withLock {
            if let loaded { return loaded }
            let read = url.map(RememberedReferences.read(from:)) ?? RememberedReferences()
            loaded = read
            return read
        }
    }
}

extension Catalogue {
    /// The reference text `row`, a translation of the language `code`, was made against: the row's own
    /// `reference (en)` value (the workbook's column, or the `<source>` of the XLIFF unit it came from), else the
    /// remembered one (`RememberedReferences`); nil when neither is known, or for the reference language itself.
    package func madeAgainst(_ row: Translation, language code: String) -> String? {
        guard let references, code != references.referenceLanguage else { return nil }
        if let own = row.extras[Translation.referenceField(references.referenceLanguage)], !own.isEmpty {
            return own
        }
        return references.files[code]?.references.madeAgainst(list: row.list, key: row.key, word: row.word)
    }

    /// The reference language's word for `row`'s key now, through its fallbacks; nil when it has none.
    package func currentReference(of row: Translation) -> String? {
        guard let references, index.languages[references.referenceLanguage] != nil,
            let word = resolvedListRow(index.chain(of: references.referenceLanguage), list: row.list, key: row.key)?
                .translation.word, !word.isEmpty
        else { return nil }
        return word
    }

    /// When `row` (an enabled translation with a word) was made against a reference text that has since
    /// changed: that text and today's.
    package func outdatedReference(of row: Translation, language code: String) -> (madeAgainst: String, now: String)? {
        guard !row.disabled, let word = row.word, !word.isEmpty, let made = madeAgainst(row, language: code),
            let now = currentReference(of: row), made != now
        else { return nil }
        return (made, now)
    }

    /// The digest of the remembered references of the language at `member`, for the keys of results worked out
    /// from them; nil when it has none.
    func referencesDigest(member: Int) -> String? {
        references?.files[languages[member].code]?.bodyDigest
    }

    /// What the translations and the recordings were made for, beyond what the inputs say, as the build folder's
    /// `folder` remembers it (nil: in memory only), brought up to date and kept for the checks: the reference text
    /// of each translation (`rememberReferences`), and the word of each recording no `recorded.tsv` notes
    /// (`rememberUnnotedRecordings`, with `sha256` giving a project path's digest).
    package mutating func rememberWhatWasMadeFor(
        referenceLanguage: String, in folder: URL?, sha256: @escaping @Sendable (String) -> String?
    ) {
        rememberReferences(referenceLanguage: referenceLanguage, in: folder)
        rememberUnnotedRecordings(in: folder, sha256: sha256)
    }

    /// Brings each language's remembered references up to date with the rows (`RememberedReferences`), in the
    /// build folder's `folder` (nil: in memory only), and keeps them for the checks. Only the lists whose rows in
    /// the language or in the reference language changed are read (a language with none is not read at all).
    mutating func rememberReferences(referenceLanguage: String, in folder: URL?) {
        var references = TranslationReferences(referenceLanguage: referenceLanguage)
        self.references = references
        guard let reference = index.languages[referenceLanguage] else { return }
        let referenceChain = index.chain(of: referenceLanguage)
        let catalogue = self
        let found = Array(languages.indices).concurrentMap { member -> (String, RememberedReferencesFile)? in
            let code = catalogue.languages[member].code
            guard member != reference else { return nil }
            let url = folder.map { RememberedReferences.file(of: code, in: $0) }
            let lists = catalogue.listsWithRows(member: member)
            var keys: [String: String] = [:]
            for list in lists {
                keys[list] = catalogue.rowsDigest(ofList: list, languages: [member] + referenceChain)
            }
            if let url, keys.count == lists.count, let head = RememberedReferences.head(of: url),
                head.listKeys == keys
            {
                return (code, RememberedReferencesFile(url: url, bodyDigest: head.body))
            }
            let old = url.map(RememberedReferences.read) ?? RememberedReferences()
            // A sheet that cannot be read leaves its rows unknown, not gone: what is remembered stays as it is.
            if catalogue.hasUnreadableSheet(language: code) || catalogue.hasUnreadableSheet(language: referenceLanguage)
            {
                return (code, RememberedReferencesFile(url: nil, bodyDigest: old.bodyDigest, loaded: old))
            }
            var new = RememberedReferences()
            for list in lists.sorted() {
                if let key = keys[list], old.listKeys[list] == key {
                    new.rows[list] = old.rows[list]
                } else {
                    new.rows[list] = catalogue.broughtUpToDate(old.rows[list] ?? [:], member: member, list: list)
                }
                new.listKeys[list] = keys[list]
            }
            new.rows = new.rows.filter { !$0.value.isEmpty }
            if let url, new != old { try? new.write(to: url) }
            return (code, RememberedReferencesFile(url: url, bodyDigest: new.bodyDigest, loaded: new))
        }
        for case (let code, let file)? in found { references.files[code] = file }
        self.references = references
    }

    /// `old` (what is remembered of `list` in the language at `member`) kept for each of its translations whose
    /// word is the one remembered, and today's reference text remembered with every other; rows with their own
    /// `reference (en)` value are left out.
    private func broughtUpToDate(_ old: [String: RememberedReferences.Made], member: Int, list: String)
        -> [String: RememberedReferences.Made]
    {
        guard let references else { return old }
        let field = Translation.referenceField(references.referenceLanguage)
        var new: [String: RememberedReferences.Made] = [:]
        for row in index.rows(at: member, list: list) {
            guard let word = row.word, !word.isEmpty, (row.extras[field] ?? "").isEmpty else { continue }
            let kept = old[row.key].flatMap { $0.translation == word ? $0 : nil }
            // A key the reference language has no word for yet keeps what was remembered of it.
            guard let made = kept ?? currentReference(of: row).map({ .init(translation: word, reference: $0) })
            else { continue }
            new[row.key] = made
        }
        return new
    }
}

extension Catalogue {
    /// The outdated translations of the language `code`, as `List/key`, in list and row order: `remembered`, those
    /// whose reference text is remembered (`wordpack accept` confirms them), and `inSheets`, those whose rows carry
    /// it (a workbook's `reference (en)` cell, an XLIFF unit's source: confirmed there).
    package func outdatedTranslations(of code: String) -> (remembered: [String], inSheets: [String]) {
        guard let references, let member = index.languages[code] else { return ([], []) }
        let field = Translation.referenceField(references.referenceLanguage)
        var found: (remembered: [String], inSheets: [String]) = ([], [])
        for list in lists {
            let rows = index.rows(at: member, list: list.name)
            for (offset, row) in rows.enumerated()
            where rows.firstByKey[row.key] == offset && outdatedReference(of: row, language: code) != nil {
                if (row.extras[field] ?? "").isEmpty {
                    found.remembered.append("\(row.list)/\(row.key)")
                } else {
                    found.inSheets.append("\(row.list)/\(row.key)")
                }
            }
        }
        return found
    }

    /// Takes the translations `keys` (`List/key`) of the language `code`, whose reference text is remembered, as
    /// made against today's reference text, and writes its remembered references into `folder`.
    package func confirmReferences(language code: String, keys: Set<String>, in folder: URL) throws {
        guard let references, let member = index.languages[code], !keys.isEmpty else { return }
        var remembered = references.files[code]?.references ?? RememberedReferences()
        for list in lists {
            for row in index.rows(at: member, list: list.name) where keys.contains("\(row.list)/\(row.key)") {
                guard let word = row.word, let now = currentReference(of: row) else { continue }
                remembered.rows[row.list, default: [:]][row.key] = RememberedReferences.Made(
                    translation: word, reference: now)
            }
        }
        try remembered.write(to: RememberedReferences.file(of: code, in: folder))
    }
}

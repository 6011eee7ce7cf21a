import Foundation
import WordpackCore

/// What a catalogue knows of the reference texts its translations were made against, beyond their rows'
/// `reference (en)` values: the reference language, and each language's record (`RememberedReferences`), read from
/// its language folder when first asked for.
package struct TranslationReferences: Sendable {
    package let referenceLanguage: LanguageCode
    /// The field of a row's own `reference (en)` value (`Translation.referenceField`), worked out once.
    let referenceField: String
    /// By language code.
    var files: [LanguageCode: RememberedReferencesFile] = [:]
    /// What this run wrote into the language folders for the first time, one sentence each (said once).
    package var notes: [String] = []
    /// Whether this run wrote a language's record.
    package var wroteRecords = false

    package init(referenceLanguage: LanguageCode) {
        self.referenceLanguage = referenceLanguage
        referenceField = Translation.referenceField(referenceLanguage)
    }
}

/// Where the records of what each translation was made against are kept, and whether a run keeps them current.
package struct ReferenceRecords: Sendable {
    /// The project: each language's record is in its folder (nil: in memory only, nothing is read or written).
    package var project: Project?
    /// The build folder's cache of the records' heads, and the memory of earlier versions that a project's first
    /// run takes its record from (nil: none).
    package var cache: URL?
    /// Development: new and edited translations are recorded as made against today's reference text, and the
    /// record written. Release: nothing is written, and what the record lacks cannot be judged.
    var keepCurrent: Bool
    /// The build's digests of files by their size, time and inode: a record the head says is as the build folder
    /// last left it, whose digest these know, is not read at all (nil: each record is read and hashed).
    var digests: RememberedDigests?

    package init(project: Project?, cache: URL?, keepCurrent: Bool, digests: RememberedDigests? = nil) {
        self.project = project
        self.cache = cache
        self.keepCurrent = keepCurrent
        self.digests = digests
    }
}

extension Catalogue {
    /// The reference text `row`, a translation of the language `code`, was made against: the row's own
    /// `reference (en)` value (the workbook's column, or the `<source>` of the XLIFF unit it came from), else the
    /// remembered one (`RememberedReferences`); nil when neither is known, or for the reference language itself.
    package func madeAgainst(_ row: Translation, language code: LanguageCode) -> String? {
        MadeAgainst(self, list: row.list, language: code).of(row)
    }

    /// The reference language's word for `row`'s key now, through its fallbacks; nil when it has none.
    func currentReference(of row: Translation) -> String? {
        guard let references,
            let word = chainRows(index.chain(of: references.referenceLanguage), list: row.list).word(row.key),
            !word.isEmpty
        else { return nil }
        return word
    }

    /// When `row` (an enabled translation with a word) was made against a reference text that has since
    /// changed: that text and today's.
    package func outdatedReference(of row: Translation, language code: LanguageCode) -> (
        madeAgainst: String, now: String
    )? {
        references(ofList: row.list, language: code).outdated(row)
    }

    /// The digest of the record of the language at `member`, or of its rows of `list` only, for the keys of
    /// results worked out from them (a result of one list is not worked out again when another list's row of the
    /// record changes); nil when it has none.
    func referencesDigest(member: Int, list: String? = nil) -> String? {
        guard let file = references?.files[languages[member].code] else { return nil }
        guard let list else { return file.bodyDigest }
        return file.listDigests[list] ?? "no rows"
    }

    /// What the translations and the recordings were made for, beyond what the inputs say, kept for the checks:
    /// the reference text of each translation, from its language's record (`rememberReferences`, kept current as
    /// `records` says), and which recordings no `recorded.tsv` notes (`rememberUnnotedRecordings`).
    package mutating func rememberWhatWasMadeFor(referenceLanguage: LanguageCode, records: ReferenceRecords) {
        // The recordings first: they change the languages, which lets go of the catalogue's index, and the index
        // the references are found through is then the one the checks use (built once, not twice).
        rememberUnnotedRecordings()
        rememberReferences(referenceLanguage: referenceLanguage, records: records)
    }

    /// Brings each language's record up to date with the rows (`RememberedReferences`) as `records` says, and keeps
    /// it for the checks. Only the lists whose rows in the language or in the reference language changed since the
    /// build folder's cache last saw the record are worked out again (a language with none is not read at all).
    mutating func rememberReferences(referenceLanguage: LanguageCode, records: ReferenceRecords) {
        var references = TranslationReferences(referenceLanguage: referenceLanguage)
        self.references = references
        guard let reference = index.languages[referenceLanguage] else { return }
        let catalogue = self
        let found = Array(languages.indices).concurrentMap {
            member -> (LanguageCode, RememberedReferencesFile, String?, Bool)? in
            guard member != reference else { return nil }
            return catalogue.record(member: member, records: records)
        }
        for case (let code, let file, let note, let wrote)? in found {
            references.files[code] = file
            if let note { references.notes.append(note) }
            if wrote { references.wroteRecords = true }
        }
        self.references = references
    }
}

extension Catalogue {
    /// The outdated translations of the language `code`, as `List/key`, in list and row order: `remembered`, those
    /// whose reference text is remembered (`wordpack accept` confirms them), and `inSheets`, those whose rows carry
    /// it (a workbook's `reference (en)` cell, an XLIFF unit's source: confirmed there).
    package func outdatedTranslations(of code: LanguageCode) -> (remembered: [String], inSheets: [String]) {
        guard let references, let member = index.languages[code] else { return ([], []) }
        let field = references.referenceField
        var found: (remembered: [String], inSheets: [String]) = ([], [])
        for list in lists {
            let rows = index.rows(at: member, list: list.name)
            let listReferences = self.references(ofList: list.name, language: code)
            for (offset, row) in rows.enumerated()
            where rows.firstByKey[row.key] == offset && listReferences.outdated(row) != nil {
                if (row.extra(field) ?? "").isEmpty {
                    found.remembered.append("\(row.list)/\(row.key)")
                } else {
                    found.inSheets.append("\(row.list)/\(row.key)")
                }
            }
        }
        return found
    }

    /// Takes the translations `keys` (`List/key`) of the language `code`, whose reference text is recorded, as
    /// made against today's reference text, and writes the record into its language folder `folder`.
    package func confirmReferences(language code: LanguageCode, keys: Set<String>, in folder: URL) throws {
        guard let references, let member = index.languages[code], !keys.isEmpty else { return }
        var remembered = references.files[code]?.references ?? RememberedReferences()
        for list in lists {
            for row in index.rows(at: member, list: list.name) where keys.contains("\(row.list)/\(row.key)") {
                guard let word = row.word, let now = currentReference(of: row) else { continue }
                remembered.rows[row.list, default: [:]][row.key] = RememberedReferences.Made(
                    translation: word, reference: now)
            }
        }
        try remembered.write(to: RememberedReferences.file(in: folder))
    }
}

extension Catalogue {
    /// What cannot be judged from the repository, one finding per language and cause, of `severity` (an error in a
    /// release): translations the language's record does not hold (only a release build, which writes nothing,
    /// finds them), recordings that the `recorded.tsv` of a language that keeps one does not note (in a release
    /// only; `notes` says which languages keep one: a language that notes none is judged by its sheets alone);
    /// and the problems of the records' lines.
    package func madeForFindings(severity: Diagnostic.Severity, notes: (LanguageCode) -> Bool) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for language in languages {
            let folder = Project.languageFolderPath(language.code)
            if let file = references?.files[language.code] {
                findings += file.findings
                if !file.unrecorded.isEmpty {
                    let count = file.unrecorded.count
                    findings.append(
                        Diagnostic(
                            severity, at: Location(file: "\(folder)/\(RememberedReferences.fileName)"),
                            "does not say what \(count) translation\(count == 1 ? "" : "s") of \(language.code) "
                                + "\(count == 1 ? "was" : "were") made against (\(sentenceList(file.unrecorded, limit: 3, quoted: false))), "
                                + "so whether \(count == 1 ? "it is" : "they are") outdated cannot be judged from the "
                                + "repository; run `wordpack check` where the translations were made and commit this file."
                        ))
                }
            }
            let unnoted = language.unnotedRecordings ?? []
            // Said by a release alone: while working, `check --language` counts them (“not noted”).
            if !unnoted.isEmpty, severity == .error, notes(language.code) {
                let count = unnoted.count
                findings.append(
                    Diagnostic(
                        severity, at: Location(file: "\(folder)/\(RecordedTexts.fileName)"),
                        "does not note \(count) recording\(count == 1 ? "" : "s") (\(sentenceList(unnoted.map { String($0.dropFirst(folder.count + 1)) }, limit: 3, quoted: false))), "
                            + "so whether \(count == 1 ? "it says its word" : "each says its word") cannot be judged from the "
                            + "repository; listen, then note \(count == 1 ? "it" : "them") with `wordpack accept --language "
                            + "\(language.code)` and commit recorded.tsv."))
            }
        }
        return findings
    }
}

import Foundation
import WordpackCore

/// What a catalogue knows of the reference texts its translations were made against, beyond their rows'
/// `reference (en)` values: the reference language, and each language's record (`RememberedReferences`), read from
/// its language folder when first asked for.
package struct TranslationReferences: Sendable {
    package var referenceLanguage: LanguageCode
    /// By language code.
    var files: [LanguageCode: RememberedReferencesFile] = [:]
    /// What this run wrote into the language folders for the first time, one sentence each (said once).
    package var notes: [String] = []
    /// Whether this run wrote a language's record.
    package var wroteRecords = false

    package init(referenceLanguage: LanguageCode) {
        self.referenceLanguage = referenceLanguage
    }
}

/// One language's record: the digest of its bytes and of each list's rows, the rows, read when first asked for,
/// the translations it lacks (`List/key`: a release build cannot judge them) and the problems of its lines.
final class RememberedReferencesFile: @unchecked Sendable {
    let bodyDigest: String
    /// `RememberedReferences.listDigests`: what a result worked out from one list is keyed by.
    let listDigests: [String: String]
    let unrecorded: [String]
    let findings: [Diagnostic]
    private let lock = NSLock()
    private var loaded: RememberedReferences?
    private let url: URL?

    init(
        url: URL?, bodyDigest: String, listDigests: [String: String], loaded: RememberedReferences? = nil,
        unrecorded: [String] = [], findings: [Diagnostic] = []
    ) {
        self.url = url
        self.bodyDigest = bodyDigest
        self.listDigests = listDigests
        self.loaded = loaded
        self.unrecorded = unrecorded
        self.findings = findings
    }

    var references: RememberedReferences {
        lock.withLock {
            if let loaded { return loaded }
            let read =
                url.flatMap { RememberedReferences.read(from: $0, displayPath: $0.path)?.0 } ?? RememberedReferences()
            loaded = read
            return read
        }
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

    package init(project: Project?, cache: URL?, keepCurrent: Bool) {
        self.project = project
        self.cache = cache
        self.keepCurrent = keepCurrent
    }
}

extension Catalogue {
    /// The reference text `row`, a translation of the language `code`, was made against: the row's own
    /// `reference (en)` value (the workbook's column, or the `<source>` of the XLIFF unit it came from), else the
    /// remembered one (`RememberedReferences`); nil when neither is known, or for the reference language itself.
    package func madeAgainst(_ row: Translation, language code: LanguageCode) -> String? {
        guard let references, code != references.referenceLanguage else { return nil }
        if let own = row.extras[Translation.referenceField(references.referenceLanguage)], !own.isEmpty {
            return own
        }
        return references.files[code]?.references.madeAgainst(list: row.list, key: row.key, word: row.word)
    }

    /// The reference language's word for `row`'s key now, through its fallbacks; nil when it has none.
    func currentReference(of row: Translation) -> String? {
        guard let references, index.languages[references.referenceLanguage] != nil,
            let word = resolvedListRow(index.chain(of: references.referenceLanguage), list: row.list, key: row.key)?
                .translation.word, !word.isEmpty
        else { return nil }
        return word
    }

    /// When `row` (an enabled translation with a word) was made against a reference text that has since
    /// changed: that text and today's.
    package func outdatedReference(of row: Translation, language code: LanguageCode) -> (
        madeAgainst: String, now: String
    )? {
        guard !row.disabled, let word = row.word, !word.isEmpty, let made = madeAgainst(row, language: code),
            let now = currentReference(of: row), made != now
        else { return nil }
        return (made, now)
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
        rememberReferences(referenceLanguage: referenceLanguage, records: records)
        rememberUnnotedRecordings()
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

    /// The record of the language at `member`, brought up to date, and the sentence saying it was written for the
    /// first time.
    private func record(member: Int, records: ReferenceRecords) -> (
        LanguageCode, RememberedReferencesFile, String?, Bool
    ) {
        let code = languages[member].code
        let referenceLanguage = references?.referenceLanguage ?? ""
        let folderPath = Project.languageFolderPath(code)
        let displayPath = "\(folderPath)/\(RememberedReferences.fileName)"
        let url = records.project.map { RememberedReferences.file(in: $0.root.appendingPathComponent(folderPath)) }
        let headURL = records.cache.map { RememberedReferencesHead.file(of: code, in: $0) }
        let lists = listsWithRows(member: member)
        var keys: [String: String] = [:]
        for list in lists {
            keys[list] = rowsDigest(ofList: list, languages: [member] + index.chain(of: referenceLanguage))
        }
        // Read once, within its limit: its digest says whether the cache still holds, its rows are the record.
        let contents = url.flatMap { RememberedReferences.contents(at: $0, displayPath: displayPath) }
        let bytes = try? contents?.get()
        let head = headURL.flatMap(RememberedReferencesHead.read(from:))
        let bytesDigest = bytes.map { FileDigest.sha256(of: $0) }
        if let head, bytesDigest != nil, head.listKeys == keys, keys.count == lists.count,
            head.recordDigest == bytesDigest
        {
            return (
                code,
                RememberedReferencesFile(url: url, bodyDigest: head.recordDigest, listDigests: head.listDigests), nil,
                false
            )
        }
        var findings: [Diagnostic] = []
        var old = RememberedReferences()
        var legacy: URL?
        if let contents {
            switch contents {
            case .success(let data): (old, findings) = RememberedReferences.parse(data, displayPath: displayPath)
            case .failure(let problem): findings = [problem.diagnostic]
            }
        } else if let cache = records.cache {
            // A project's first run with a record: what earlier versions remembered in the build folder.
            let earlier = cache.appendingPathComponent("\(code).tsv")
            if let data = try? RegularFile.contents(earlier.path, displayPath: earlier.path) {
                old = Self.earlierMemory(data)
                legacy = earlier
            }
        }
        // A sheet that cannot be read leaves its rows unknown, not gone: the record stays as it is.
        if hasUnreadableSheet(language: code) || hasUnreadableSheet(language: referenceLanguage) {
            return (
                code,
                RememberedReferencesFile(
                    url: nil, bodyDigest: old.digest, listDigests: old.listDigests, loaded: old, findings: findings),
                nil,
                false
            )
        }
        var kept = RememberedReferences()
        var new = RememberedReferences()
        var unrecorded: [String] = []
        // The lists whose rows are those the record was last brought up to date with, the record as it was left
        // then: their rows are as they are (one edited row of 100,000 works out its list alone).
        let current = head.flatMap { $0.recordDigest == bytesDigest && findings.isEmpty ? $0.listKeys : nil } ?? [:]
        for list in lists.sorted() {
            if let key = keys[list], current[list] == key, let rows = old.rows[list] {
                (new.rows[list], kept.rows[list]) = (rows, rows)
                continue
            }
            let made = broughtUpToDate(old.rows[list] ?? [:], member: member, list: list)
            new.rows[list] = made.all
            kept.rows[list] = made.kept
            unrecorded += made.added.map { "\(list)/\($0)" }
        }
        new.rows = new.rows.filter { !$0.value.isEmpty }
        kept.rows = kept.rows.filter { !$0.value.isEmpty }
        // What a release reads is what is committed: the rows that are already there.
        guard records.keepCurrent, findings.isEmpty, let url else {
            return (
                code,
                RememberedReferencesFile(
                    url: nil, bodyDigest: kept.digest, listDigests: kept.listDigests, loaded: kept,
                    unrecorded: records.keepCurrent ? [] : unrecorded,
                    findings: findings), nil, false
            )
        }
        var note: String?
        var wrote = false
        // Written out once: compared, written and hashed (100,000 rows are 4 MB).
        let text = new.text
        let digest = FileDigest.sha256(of: text)
        let listDigests = new.listDigests
        if bytes.map({ $0 != text }) ?? !new.rows.isEmpty {
            do {
                try FileWriter.write(text, to: url)
                wrote = true
                if bytes == nil {
                    let count = new.rows.values.reduce(0) { $0 + $1.count }
                    note =
                        "wrote \(displayPath): what \(code)'s \(count) translation\(count == 1 ? " was" : "s were") made "
                        + "against, "
                        + (legacy == nil
                            ? "taken as today's reference text; "
                            : "as this machine remembered it (.wordpack/references/); ")
                        + "commit it with the inputs, so that every clone judges what is outdated alike."
                }
            } catch {
                findings.append(.error(at: Location(file: displayPath), "could not be written: \(error)."))
            }
        }
        if let legacy, findings.isEmpty { unlink(legacy.path) }
        if let headURL, findings.isEmpty {
            try? FileManager.default.createDirectory(
                at: headURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try? FileWriter.write(
                RememberedReferencesHead(recordDigest: digest, listKeys: keys, listDigests: listDigests).text,
                to: headURL)
        }
        return (
            code,
            RememberedReferencesFile(
                url: url, bodyDigest: digest, listDigests: listDigests, loaded: new, findings: findings), note,
            wrote
        )
    }

    /// The rows of what earlier versions remembered in the build folder (`.wordpack/references/<code>.tsv`: a
    /// head of digests, an empty line, then a row per translation).
    private static func earlierMemory(_ data: Data) -> RememberedReferences {
        guard let text = String(data: data, encoding: .utf8), let end = text.range(of: "\n\n") else {
            return RememberedReferences()
        }
        let body = "list\tkey\ttranslation\tmade against\n" + text[end.upperBound...]
        let (read, findings) = RememberedReferences.parse(Data(body.utf8), displayPath: "")
        return findings.isEmpty ? read : RememberedReferences()
    }

    /// `old` (what the record holds of `list` in the language at `member`): `kept`, its rows whose translation is
    /// still the one recorded; `all`, those and today's reference text recorded with every other translation; and
    /// `added`, the keys of those others. Rows with their own `reference (en)` value are left out.
    private func broughtUpToDate(_ old: [String: RememberedReferences.Made], member: Int, list: String)
        -> (kept: [String: RememberedReferences.Made], all: [String: RememberedReferences.Made], added: [String])
    {
        guard let references else { return (old, old, []) }
        let field = Translation.referenceField(references.referenceLanguage)
        var kept: [String: RememberedReferences.Made] = [:]
        var all: [String: RememberedReferences.Made] = [:]
        var added: [String] = []
        for row in index.rows(at: member, list: list) {
            guard let word = row.word, !word.isEmpty, (row.extras[field] ?? "").isEmpty, all[row.key] == nil else {
                continue
            }
            if let made = old[row.key], made.translation == word {
                kept[row.key] = made
                all[row.key] = made
            } else if let now = currentReference(of: row) {
                all[row.key] = .init(translation: word, reference: now)
                added.append(row.key)
            } else if let made = old[row.key] {
                // A key the reference language has no word for yet keeps what was recorded of it.
                kept[row.key] = made
                all[row.key] = made
            }
        }
        return (kept, all, added)
    }
}

extension Catalogue {
    /// The outdated translations of the language `code`, as `List/key`, in list and row order: `remembered`, those
    /// whose reference text is remembered (`wordpack accept` confirms them), and `inSheets`, those whose rows carry
    /// it (a workbook's `reference (en)` cell, an XLIFF unit's source: confirmed there).
    package func outdatedTranslations(of code: LanguageCode) -> (remembered: [String], inSheets: [String]) {
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

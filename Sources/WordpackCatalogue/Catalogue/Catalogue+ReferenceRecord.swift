import Foundation
import WordpackCore

/// One language's record of what its translations were made against, brought up to date with the rows: where the
/// build folder's head says which lists' rows changed since the record was last written, those lists' lines alone
/// are read and worked out again, and the others' are carried into the new record byte for byte.
extension Catalogue {
    /// Where a language's record is, and where the build folder keeps its head.
    private struct RecordPlace {
        var code: LanguageCode
        var displayPath: String
        var url: URL?
        var headURL: URL?
    }

    /// The record's file and the build folder's head of it, each read once.
    private struct RecordRead {
        /// The file's bytes, or why they cannot be read; nil: there is no file.
        var contents: Result<Data, FileProblem>?
        var bytes: Data? { try? contents?.get() }
        var digest: String?
        var head: RememberedReferencesHead?

        init(_ place: RecordPlace, head: RememberedReferencesHead?) {
            contents = place.url.flatMap { RememberedReferences.contents(at: $0, displayPath: place.displayPath) }
            digest = (try? contents?.get()).map { FileDigest.sha256(of: $0) }
            self.head = head
        }
    }

    /// The digest of the record at `place` as `digests` know it (hashed again only when its size, time or inode
    /// changed); nil when it is not a regular file within the record's limit, or `digests` are none.
    private static func knownDigest(of place: RecordPlace, digests: RememberedDigests?) -> String? {
        guard let url = place.url, let digests else { return nil }
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_size <= RememberedReferences.maximumBytes
        else { return nil }
        return try? digests.sha256(atPath: url.path)
    }

    /// The record of the language at `member`, brought up to date, the sentence saying it was written for the first
    /// time, and whether it was written.
    func record(member: Int, records: ReferenceRecords) -> (LanguageCode, RememberedReferencesFile, String?, Bool) {
        let code = languages[member].code
        let referenceLanguage = references?.referenceLanguage ?? ""
        let folderPath = Project.languageFolderPath(code)
        let place = RecordPlace(
            code: code, displayPath: "\(folderPath)/\(RememberedReferences.fileName)",
            url: records.project.map { RememberedReferences.file(in: $0.root.appendingPathComponent(folderPath)) },
            headURL: records.cache.map { RememberedReferencesHead.file(of: code, in: $0) })
        let lists = listsWithRows(member: member)
        var keys: [String: String] = [:]
        for list in lists {
            keys[list] = rowsDigest(ofList: list, languages: [member] + index.chain(of: referenceLanguage))
        }
        let head = place.headURL.flatMap(RememberedReferencesHead.read(from:))
        // As this build folder last left it, every list's rows too, by the digest the build knows from the file's
        // size, time and inode: not read at all (29 records of 100,000 rows were 110 MB read and hashed by a
        // build after a one-row edit).
        if let head, head.listKeys == keys, Self.knownDigest(of: place, digests: records.digests) == head.recordDigest {
            let file = RememberedReferencesFile(
                url: place.url, bodyDigest: head.recordDigest, listDigests: head.listDigests)
            return (code, file, nil, false)
        }
        // Read once, within its limit: its digest says whether the cache still holds, its rows are the record.
        let read = RecordRead(place, head: head)
        // The record as this build folder last left it.
        if let head = read.head, let bytes = read.bytes, head.recordDigest == read.digest {
            if head.listKeys == keys {
                let file = RememberedReferencesFile(
                    url: place.url, bodyDigest: head.recordDigest, listDigests: head.listDigests)
                return (code, file, nil, false)
            }
            if records.keepCurrent, !hasUnreadableSheet(language: code),
                !hasUnreadableSheet(language: referenceLanguage),
                let updated = updated(bytes, head: head, keys: keys, lists: lists, member: member)
            {
                let (file, wrote) = keep(updated, over: bytes, keys: keys, at: place)
                return (code, file, nil, wrote)
            }
        }
        return recordReadWhole(member: member, records: records, read: read, keys: keys, at: place)
    }

    /// `bytes`, the record as the build folder's `head` says it was written, brought up to date: the lists whose
    /// rows changed since (`keys` against the head's) read and worked out again, the others' lines carried over;
    /// nil when the bytes are not laid out as wordpack writes them.
    private func updated(
        _ bytes: Data, head: RememberedReferencesHead, keys: [String: String], lists: Set<String>, member: Int
    ) -> (
        text: RememberedReferences.Text, rows: [String: [String: RememberedReferences.Made]], digests: [String: String]
    )? {
        bytes.withUnsafeBytes { raw in
            guard let ranges = RememberedReferences.listRanges(of: raw) else { return nil }
            var text = RememberedReferences.Text(capacity: raw.count + 4096)
            var rows: [String: [String: RememberedReferences.Made]] = [:]
            var digests: [String: String] = [:]
            for list in lists.sorted() {
                let range = ranges[list]
                if let key = keys[list], head.listKeys[list] == key, let range, let digest = head.listDigests[list] {
                    text.append(lines: UnsafeRawBufferPointer(rebasing: raw[range]))
                    digests[list] = digest
                    continue
                }
                let old = range.map { RememberedReferences.listRows(UnsafeRawBufferPointer(rebasing: raw[$0])) } ?? [:]
                let made = broughtUpToDate(old, member: member, list: list).all
                guard !made.isEmpty else { continue }
                digests[list] = text.append(list: list, rows: made)
                rows[list] = made
            }
            return (text, rows, digests)
        }
    }

    /// Writes `updated`'s text over `bytes` (unless they are the same) and the build folder's head.
    private func keep(
        _ updated: (
            text: RememberedReferences.Text, rows: [String: [String: RememberedReferences.Made]],
            digests: [String: String]
        ),
        over bytes: Data, keys: [String: String], at place: RecordPlace
    ) -> (RememberedReferencesFile, Bool) {
        let text = Data(updated.text.bytes)
        let changed = text != bytes
        if changed, let url = place.url {
            do {
                try FileWriter.write(text, to: url)
            } catch {
                // The rows are what the record should hold; the file is not.
                let whole = RememberedReferences.parse(text, displayPath: place.displayPath).0
                let problem = Diagnostic.error(at: Location(file: place.displayPath), "could not be written: \(error).")
                return (RememberedReferencesFile(url: nil, loaded: whole, findings: [problem]), false)
            }
        }
        let digest = FileDigest.sha256(of: text)
        writeHead(digest: digest, keys: keys, listDigests: updated.digests, at: place)
        let file = RememberedReferencesFile(
            url: place.url, bodyDigest: digest, listDigests: updated.digests, lists: updated.rows)
        return (file, changed)
    }

    private func writeHead(digest: String, keys: [String: String], listDigests: [String: String], at place: RecordPlace)
    {
        guard let headURL = place.headURL else { return }
        try? FileManager.default.createDirectory(
            at: headURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try? FileWriter.write(
            RememberedReferencesHead(recordDigest: digest, listKeys: keys, listDigests: listDigests).text,
            to: headURL)
    }

    /// The record read whole (a first run, one edited by hand or by git, a release): each list worked out again
    /// unless its rows are those the build folder's head last saw.
    private func recordReadWhole(
        member: Int, records: ReferenceRecords, read: RecordRead, keys: [String: String], at place: RecordPlace
    ) -> (LanguageCode, RememberedReferencesFile, String?, Bool) {
        let code = place.code
        let referenceLanguage = references?.referenceLanguage ?? ""
        let bytes = read.bytes
        var findings: [Diagnostic] = []
        var old = RememberedReferences()
        var legacy: URL?
        if let contents = read.contents {
            switch contents {
            case .success(let data): (old, findings) = RememberedReferences.parse(data, displayPath: place.displayPath)
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
            return (code, RememberedReferencesFile(url: nil, loaded: old, findings: findings), nil, false)
        }
        var kept = RememberedReferences()
        var new = RememberedReferences()
        var unrecorded: [String] = []
        // The lists whose rows are those the record was last brought up to date with, the record as it was left
        // then: their rows are as they are (one edited row of 100,000 works out its list alone).
        let current =
            read.head.flatMap { $0.recordDigest == read.digest && findings.isEmpty ? $0.listKeys : nil } ?? [:]
        for list in keys.keys.sorted() {
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
        guard records.keepCurrent, findings.isEmpty, let url = place.url else {
            let file = RememberedReferencesFile(
                url: nil, loaded: kept, unrecorded: records.keepCurrent ? [] : unrecorded, findings: findings)
            return (code, file, nil, false)
        }
        var note: String?
        var wrote = false
        // Written out once: compared, written and hashed (100,000 rows are 4 MB).
        let (text, listDigests) = new.textAndListDigests
        let digest = FileDigest.sha256(of: text)
        if bytes.map({ $0 != text }) ?? !new.rows.isEmpty {
            do {
                try FileWriter.write(text, to: url)
                wrote = true
                if bytes == nil {
                    let count = new.rows.values.reduce(0) { $0 + $1.count }
                    note =
                        "wrote \(place.displayPath): what \(code)'s \(count) translation\(count == 1 ? " was" : "s were") "
                        + "made against, "
                        + (legacy == nil
                            ? "taken as today's reference text; "
                            : "as this machine remembered it (.wordpack/references/); ")
                        + "commit it with the inputs, so that every clone judges what is outdated alike."
                }
            } catch {
                findings.append(.error(at: Location(file: place.displayPath), "could not be written: \(error)."))
            }
        }
        if let legacy, findings.isEmpty { unlink(legacy.path) }
        if findings.isEmpty { writeHead(digest: digest, keys: keys, listDigests: listDigests, at: place) }
        let file = RememberedReferencesFile(
            url: url, bodyDigest: digest, listDigests: listDigests, loaded: new, findings: findings)
        return (code, file, note, wrote)
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
        let field = references.referenceField
        let rows = index.rows(at: member, list: list)
        var all: [String: RememberedReferences.Made] = .init(minimumCapacity: rows.count)
        var added: [String] = []
        // Two lookups a row (3,000,000 rows at full size): the key in `old`, then in `all`, where the key's first
        // row (seldom another) stays.
        func take(_ made: RememberedReferences.Made, _ key: String) -> Bool {
            guard let first = all.updateValue(made, forKey: key) else { return true }
            all[key] = first
            return false
        }
        for row in rows {
            guard let word = row.word, !word.isEmpty, (row.extra(field) ?? "").isEmpty else { continue }
            let recorded = old[row.key]
            if let made = recorded, made.translation == word {
                _ = take(made, row.key)
            } else if all[row.key] != nil {
                continue
            } else if let now = currentReference(of: row) {
                if take(.init(translation: word, reference: now), row.key) { added.append(row.key) }
            } else if let made = recorded {
                // A key the reference language has no word for yet keeps what was recorded of it.
                _ = take(made, row.key)
            }
        }
        // What was kept is all but what was added (most often nothing: then the same rows).
        var kept = all
        for key in added { kept[key] = nil }
        return (kept, all, added)
    }
}

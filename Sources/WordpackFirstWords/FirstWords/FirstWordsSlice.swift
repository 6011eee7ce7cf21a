import Foundation
import WordpackCatalogue
import WordpackCore

/// What one list adds to a FirstWords app in one language: the files under `Localization/<List>_<code>/` (and its
/// free list's plist), the digests of its plists' entries and its number of words. They are worked out from that
/// list, the language with the languages it falls back to, and the app's settings alone; so each slice is
/// remembered in the build folder (`inspections/firstwords-slices.json`, the latest per app, list and language)
/// under the digest of those inputs, and a run that reads one changed sheet plans again only the slices that read
/// it. A plan with nothing remembered (`check --full`, a stage run alone) works out every slice.
struct FirstWordsSlice: Codable, Sendable {
    var files: [PlannedFile]
    var digest: String
    var freeDigest: String?
    var count: Int

    /// Raised whenever a slice is worked out otherwise for the same inputs (the program's own stamp is in the key
    /// too).
    static let version = 2

    /// SHA-256 of everything a `words.plist` is made of: its entries (each word's fields as the plist writes
    /// them), in order. Two plists with the same digest have the same bytes (for one version of the plists
    /// stage), whatever rows of the sheets moved or changed elsewhere.
    static func digest(of entries: [(word: Word, translation: Translation)]) -> String {
        var digest = FieldDigest()
        for (word, translation) in entries {
            let entry = PlistEntry(word: word, translation: translation)
            for field in [
                entry.word, entry.key, entry.sortkey, entry.picture, entry.speech, entry.sound,
                entry.background,
            ] {
                digest.add(field)
            }
            digest.add("\(entry.caseOverride.map(String.init) ?? "-") \(entry.disabled)")
            digest.endRecord()
        }
        return digest.sha256
    }
}

extension FirstWordsLayout {
    /// The SHA-256 of everything the slice reads: the list's and the language chain's inputs
    /// (`Catalogue.inputsDigest(ofList:languages:)`), the app's id and settings, whether it has several lists, and
    /// which languages of the chain fall back inside the app. Nil when nothing is remembered, or a sheet it reads
    /// has no known digest.
    func sliceDigest(_ key: SliceKey) -> String? {
        guard catalogue.remembered != nil else { return nil }
        let chain = catalogue.index.chain(of: key.language)
        guard let inputs = catalogue.inputsDigest(ofList: key.list, languages: Set(chain)) else { return nil }
        let fallbacks = chain.map { appFallback(of: catalogue.languages[$0].code, catalogue)?.description ?? "-" }
        let lines = [
            "firstwords slice \(FirstWordsSlice.version)", inputs, "app \(appID)", CanonicalJSON.text(app),
            "list \(key.list)", "language \(key.language)", "several lists \(lists.count > 1)",
            "fallbacks in the app \(fallbacks.joined(separator: " "))",
        ]
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }

    /// The slice, as remembered under `digest` or worked out (and then remembered).
    func slice(_ key: SliceKey, digest: String?) -> FirstWordsSlice {
        let compute = { () -> FirstWordsSlice in
            guard let list = catalogue.list(named: key.list) else {
                return FirstWordsSlice(files: [], digest: FirstWordsSlice.digest(of: []), count: 0)
            }
            let full = entries(list: key.list, language: key.language)
            let free = app.free[key.list] == nil ? nil : entries(list: key.list, language: key.language, free: true)
            return FirstWordsSlice(
                files: localization(list, key.language, catalogue).sorted(), digest: FirstWordsSlice.digest(of: full),
                freeDigest: free.map(FirstWordsSlice.digest(of:)), count: full.count)
        }
        guard let digest, let remembered = catalogue.remembered else { return compute() }
        return remembered.latest(
            kind: "firstwords-slices", name: "\(appID)/\(key.list)/\(key.language)", key: digest, compute)
    }
}

import Foundation
import WordpackCore
import WordpackLanguageTools

extension ContentCheck {
    /// Raised whenever a language's check says or decides anything otherwise for the same inputs, so that no
    /// remembered result outlives it (the program's own stamp is in the key too).
    static let languageFindingsVersion = 4

    /// `compute`'s rest of the findings of `language` (what its lists' parts leave: `LanguageRest`), or the rest
    /// the build folder remembers (`inspections/language-findings-<code>.<needs>.json`, the latest for each set of
    /// needs, as for the lists' parts) for the same inputs.
    /// A language's check reads the lists, its own folder, the languages it falls back to, those that fall back
    /// to it, and the reference language: the key holds their inputs (`Catalogue.inputsDigest(ofLanguages:)`),
    /// the needs, the checks' settings and the dictionary. So an edit of one language checks that language and
    /// the languages that read it again, and takes every other language's rest as the last run left it, and its
    /// lists' parts likewise (`LanguageListFindings`): exactly the findings a full check gives (`check --full`,
    /// with nothing remembered, is what the tests compare with).
    func remembering(_ language: Language, key: LanguageFindings.Key, _ compute: () -> LanguageRest) -> LanguageRest {
        guard let remembered, let digest = inputsDigest(of: language, key: key) else { return compute() }
        return remembered.latest(
            kind: RememberedLanguageFiles.findings(of: language.code, needs: String(key.needs.prefix(16))),
            name: "latest", key: digest, compute)
    }

    /// The SHA-256 of everything a check of `language` reads; nil when a sheet it reads has no known digest.
    func inputsDigest(of language: Language, key: LanguageFindings.Key) -> String? {
        let members = checkedLanguages(of: language, reference: key.reference)
        guard !members.isEmpty, let inputs = catalogue.inputsDigest(ofLanguages: members) else { return nil }
        var lines = [
            "language findings \(Self.languageFindingsVersion)", inputs, "pipeline \(pipelinePath)",
            "code \(key.code)", "reference \(key.reference)", "checks \(CanonicalJSON.text(key.checks))",
            needsFingerprint(languages: members),
        ]
        if key.checks.spelling, let files = SpellingDictionary.files(language: language.code) {
            lines.append(SpellingDictionary.identity(affix: files.affix, dictionary: files.dic))
        }
        return FileDigest.sha256(of: lines.joined(separator: "\n"))
    }

    /// The languages (positions in `catalogue.languages`) whose inputs a check of `language` reads: its own and
    /// those it falls back to, those that fall back to it (with theirs), and the reference language with its
    /// fallbacks. Empty for a language the catalogue does not have.
    func checkedLanguages(of language: Language, reference: LanguageCode) -> Set<Int> {
        let index = catalogue.index
        guard let own = index.languages[language.code] else { return [] }
        var members = Set(index.chain(of: language.code)).union(index.chain(of: reference))
        for other in catalogue.languages {
            let chain = index.chain(of: other.code)
            if chain.contains(own) { members.formUnion(chain) }
        }
        return members
    }

    /// `needs.fingerprint(languages:)` for the languages at `members`, each worked out once (`NeedsFingerprints`).
    func needsFingerprint(languages members: Set<Int>) -> String {
        needsFingerprints.fingerprint(languages: Set(members.map { catalogue.languages[$0].code }))
    }
}

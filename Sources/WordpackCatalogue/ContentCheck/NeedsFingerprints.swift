import Foundation
import WordpackCore

/// A check's needs as its remembered results' keys hold them (`AppNeeds.fingerprint(languages:)`), each worked out
/// once, and shared by the checks of one catalogue with the same needs (`ContentCheck.init`). Reflecting on the
/// needs, sorting what they hold, and hashing their sets to find that again for each language and list took a
/// tenth of a second of a build after a one-row edit.
final class NeedsFingerprints: @unchecked Sendable {
    private let needs: AppNeeds
    private let lock = NSLock()
    private var declarations: AppNeeds.Declarations?
    private var fingerprints: [Set<LanguageCode>: String] = [:]
    private var wholeFingerprint: String?

    init(_ needs: AppNeeds) {
        self.needs = needs
    }

    /// `needs.fingerprint(languages:)`.
    func fingerprint(languages: Set<LanguageCode>) -> String {
        lock.withLock {
            if let kept = fingerprints[languages] { return kept }
            let made = needs.fingerprint(of: declared(), languages: languages)
            fingerprints[languages] = made
            return made
        }
    }

    /// `needs.fingerprint()`: of every language.
    var whole: String {
        lock.withLock { wholeLocked() }
    }

    private func wholeLocked() -> String {
        if let wholeFingerprint { return wholeFingerprint }
        let made = needs.fingerprint(of: declared())
        wholeFingerprint = made
        return made
    }

    /// The declarations, reflected on once (under the lock).
    private func declared() -> AppNeeds.Declarations {
        if let declarations { return declarations }
        let made = needs.declarations
        declarations = made
        return made
    }
}

/// What the catalogue's memo keeps a `NeedsFingerprints` under.
struct NeedsFingerprintsKey: Hashable {
    var needs: AppNeeds
}

/// `pipeline.json`: which apps to build from the catalogue, and how each stage works.
///
/// Every setting with a sensible default may be left out. An unknown key or a value of the wrong
/// type is an error that names its key path (`apps.deluxe.languages[2]`).
package struct PipelineConfiguration: Codable, Equatable, Sendable {
    /// The version of this file's format that wordpack understands.
    static let currentVersion = 1

    package var version: Int
    /// The language whose words are shown to translators in a new language's workbook.
    package var referenceLanguage: LanguageCode
    /// How strict `check` is about incomplete content.
    package var policy: Policy
    /// The apps to build, by an id of your choosing (`"deluxe"`), in id order.
    package var apps: [String: App]
    package var audio: AudioSettings
    package var images: ImageSettings
    /// The shared cache builds look work up in and store it into: a folder (relative to the project) or an
    /// `http(s)://` address; `--cache` and `WORDPACK_CACHE` take precedence.
    package var cache: String?
    /// The keys whose signatures a build takes from the shared cache (`NAME:BASE64`, as `wordpack cache keygen`
    /// writes them in `NAME.public`); nil: records are taken unsigned. `WORDPACK_CACHE_TRUSTED_KEYS` replaces them.
    package var cacheTrustedKeys: [String]?
    /// The checks of each language's translations, by language folder code
    /// (`"checks": {"ja": {"spelling": false}}`); a language not named has every check on.
    package var checks: [String: TranslationChecks]
    /// Which file is read when a language folder holds both a workbook and an XLIFF file; nil: that is an error.
    package var translationSource: TranslationSourceChoice?
    /// Languages still being made, by code: left out of the apps that take them through "all", in a release as
    /// in development, with one line each (an app that names one requires it all the same).
    package var inProgress: [LanguageCode] = []

    /// Development tolerates untranslated words (warnings); release refuses them (errors).
    package enum Policy: String, Codable, Sendable, CaseIterable {
        case development
        case release

        /// The severity of what this policy tolerates while a release refuses it (an untranslated word, an
        /// outdated translation): a warning in development, an error in a release.
        package var severity: Diagnostic.Severity { self == .release ? .error : .warning }
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case version, referenceLanguage, policy, apps, audio, images, cache, cacheTrustedKeys, checks
        case translationSource, inProgress
    }

    package init(
        version: Int = currentVersion, referenceLanguage: LanguageCode = "en", policy: Policy = .development,
        apps: [String: App] = [:], audio: AudioSettings = AudioSettings(), images: ImageSettings = ImageSettings(),
        checks: [String: TranslationChecks] = [:]
    ) {
        self.version = version
        self.referenceLanguage = referenceLanguage
        self.policy = policy
        self.apps = apps
        self.audio = audio
        self.images = images
        self.checks = checks
    }

    package init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "this wordpack reads version \(Self.currentVersion) of pipeline.json, not \(version)")
        }
        referenceLanguage = try container.decode(.referenceLanguage, default: "en")
        policy = try container.decode(.policy, default: .development)
        apps = try container.decode(.apps, default: [:])
        if let (id, problem) = AppID.firstProblem(Array(apps.keys)) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.apps, AnyCodingKey(stringValue: id)],
                    debugDescription: problem))
        }
        audio = try container.decode(.audio, default: AudioSettings())
        images = try container.decode(.images, default: ImageSettings())
        cache = try container.decodeIfPresent(String.self, forKey: .cache)
        cacheTrustedKeys = try container.decodeIfPresent([String].self, forKey: .cacheTrustedKeys)
        checks = try container.decode(.checks, default: [:])
        translationSource = try container.decodeIfPresent(TranslationSourceChoice.self, forKey: .translationSource)
        inProgress = try container.decode(.inProgress, default: [])
        for (index, text) in (cacheTrustedKeys ?? []).enumerated() {
            do {
                guard try !CacheKeyText(parsing: text).isSecret else { throw CacheKeyText.secretAsTrusted }
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath + [CodingKeys.cacheTrustedKeys, AnyCodingKey(intValue: index)],
                        debugDescription: "\(error)".hasPrefix("is a secret key")
                            ? "a trusted key \(error)"
                            : "a trusted key \(error), as `wordpack cache keygen` writes it in NAME.public")
                )
            }
        }
    }
}

/// A language folder's name: an ISO 639 code, then optional variants joined by `-`
/// (`en`, `en-GB`, `en-GB-phonics`, `zh-traditional`, `jam`). Encoded, ordered and debugged as its text; decoded
/// (pipeline.json's settings) through `parse`, so a malformed code is an error naming its key path.
package struct LanguageCode: Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The ISO 639 code (`en`, `jam`).
    package let language: String
    /// The variants after it (`GB`, `phonics`).
    package let variants: [String]

    package var description: String { ([language] + variants).joined(separator: "-") }

    /// As a string's: `"en"`, so that a value holding a code reads (and is reflected) as it did with the text.
    package var debugDescription: String { description.debugDescription }

    /// The language's English name from ISO 639 (`Jamaican Creole English`).
    package var languageName: String? { Self.names[language] }

    /// The code without its last variant: what `en-GB-phonics` and `en-phonics` are variants of.
    package var parent: LanguageCode? {
        variants.isEmpty ? nil : LanguageCode(language: language, variants: Array(variants.dropLast()))
    }

    /// True when the last variant is a region (`GB`, `419`): a regional language has its own recordings,
    /// while a phonics variant or another written form falls back to its parent.
    package var isRegional: Bool {
        guard let last = variants.last else { return false }
        return Self.isRegion(last)
    }

    private init(language: String, variants: [String]) {
        self.language = language
        self.variants = variants
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch Self.parse(text) {
        case .success(let code): self = code
        case .failure(let error):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.settingMessage)
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    package static func < (left: LanguageCode, right: LanguageCode) -> Bool { left.description < right.description }

    /// When `text`, a language's code, is also a country's code that folders are often named by instead of that
    /// country's language (`se`: Northern Sami, or Sweden for Swedish): the sentence of a warning saying so.
    package static func countryCodeWarning(_ text: String) -> String? {
        guard let miss = LanguageNearMisses.miss(text), miss.code != text, let country = miss.country,
            let own = names[text], let meant = names[miss.code]
        else { return nil }
        return "“\(text)” is the code of \(own), and also the country code of \(country): if this folder holds "
            + "\(meant), rename it “\(miss.code)”."
    }

    /// Parses a folder name, or says in one sentence what is wrong with it and what to call the folder instead.
    package static func parse(_ text: String) -> Result<LanguageCode, LanguageCodeError> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let first = parts[0]
        guard !text.isEmpty, first.count == 2 || first.count == 3, first.allSatisfy({ $0.isASCII && $0.isLetter })
        else {
            return .failure(LanguageCodeError(text: text, suggestion: suggestion(for: text)))
        }
        guard first == first.lowercased(), names[first] != nil else {
            return .failure(LanguageCodeError(text: text, suggestion: suggestion(for: text)))
        }
        let variants = Array(parts.dropFirst())
        for variant in variants where !isVariant(variant) {
            return .failure(LanguageCodeError(text: text, suggestion: suggestion(for: text)))
        }
        return .success(LanguageCode(language: first, variants: variants))
    }

    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy { $0.isASCII && $0.isUppercase })
            || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
    }

    private static func isVariant(_ subtag: String) -> Bool {
        if isRegion(subtag) { return true }
        // A script (`Hant`) or a variant word (`phonics`, `traditional`).
        let isScript =
            subtag.count == 4 && subtag.first?.isUppercase == true
            && subtag.dropFirst().allSatisfy { $0.isASCII && $0.isLowercase }
        let isWord =
            (3...20).contains(subtag.count)
            && subtag.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        return isScript || isWord
    }

    /// `en_GB` → `en-GB`, `EN` → `en`, `en-gb` → `en-GB`, `English` → `en`, `jp` → `ja`, `Japan` → `ja`: a likely
    /// intended code.
    private static func suggestion(for text: String) -> String? {
        if let miss = LanguageNearMisses.miss(text) { return miss.code }
        if text.count > 3, let code = codesByName[text.lowercased()] { return code }
        let parts = text.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let first = parts.first?.lowercased(), names[first] != nil else { return nil }
        let variants = parts.dropFirst().map { $0.count == 2 ? $0.uppercased() : $0.lowercased() }
        let candidate = ([first] + variants).joined(separator: "-")
        return candidate == text ? nil : candidate
    }

    /// ISO 639 code → English name (`ISO639Table`, read from the package's resources on first use).
    static let names: [String: String] = {
        do {
            return try ISO639Table.read()
        } catch {
            // The program checks its data folders before any command (`InstalledResources.missingSentence`):
            // only a damaged installation gets here.
            InstalledResources.stop("wordpack's ISO 639 table is damaged (\(error)); install wordpack again.")
        }
    }()

    /// Lowercase English name → shortest code, for suggestions.
    static let codesByName: [String: String] = {
        var table: [String: String] = [:]
        for (code, name) in names {
            let key = name.lowercased()
            if let existing = table[key], existing.count <= code.count { continue }
            table[key] = code
        }
        return table
    }()
}

extension LanguageCode: ExpressibleByStringLiteral {
    /// A code written in the source (`"en"`: a setting's default, a test's language), taken as written: its parts
    /// split at `-`, not checked against ISO 639. Text from outside (a folder's name, pipeline.json, a command's
    /// argument, the catalogue's store) goes through `parse`.
    package init(stringLiteral text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        self.init(language: parts[0], variants: Array(parts.dropFirst()))
    }
}

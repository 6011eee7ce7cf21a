import CHunspell
import Foundation
import WordpackCore

/// Hunspell with one language's dictionary (Debian's `hunspell-*` packages: `/usr/share/hunspell/es_ES.aff` and
/// `.dic`), owning the handle. A Hunspell handle is not thread-safe: every call goes through one lock. What it
/// answered is remembered, so each distinct word is spelt once however many cells hold it.
package final class SpellingDictionary: @unchecked Sendable {
    private let handle: OpaquePointer
    private let encoding: String.Encoding
    private let lock = NSLock()
    private var spelt: [String: Bool] = [:]
    private var suggested: [String: [String]] = [:]
    /// The `.dic` file.
    package let path: String

    /// The folder where Debian's hunspell-* packages put their dictionaries.
    package static let folder = "/usr/share/hunspell"

    /// The dictionary of a language folder's code, shared by every check in this process (loading one takes
    /// about 50 ms and 20–50 MB); nil when none is installed or it cannot be used.
    package static func shared(language code: LanguageCode, folder: String = folder) -> SpellingDictionary? {
        guard let files = files(language: code, folder: folder) else { return nil }
        return loaded.value(for: files.dic) { SpellingDictionary(affix: files.affix, dictionary: files.dic) }
    }

    private static let loaded = LoadedDictionaries()

    /// The installed dictionary for a language folder's code: the region's when the code has one (`en-GB` →
    /// `en_GB`, `pt-BR` → `pt_BR`), else the language's main one (`en` → `en_US`, `es` → `es_ES`, `fr` →
    /// `fr_FR`, `de` → `de_DE`), else `<code>.dic`, else the first `<code>_*.dic`. Variants (`en-phonics`) use
    /// their language's.
    package static func files(language code: LanguageCode, folder: String = folder) -> (affix: String, dic: String)? {
        let language = code.language
        var names: [String] = []
        if let region = code.variants.first, region.count == 2, region.allSatisfy(\.isLetter) {
            names.append("\(language)_\(region.uppercased())")
        }
        if let main = mainDictionary[language] { names.append(main) }
        names += ["\(language)_\(language.uppercased())", language]
        let installed = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        names += installed.filter { $0.hasPrefix("\(language)_") && $0.hasSuffix(".dic") }.sorted()
            .map { String($0.dropLast(4)) }
        for name in names {
            let (affix, dic) = ("\(folder)/\(name).aff", "\(folder)/\(name).dic")
            if FileManager.default.fileExists(atPath: affix), FileManager.default.fileExists(atPath: dic) {
                return (affix, dic)
            }
        }
        return nil
    }

    /// Languages whose main dictionary is not `<code>_<CODE>`.
    private static let mainDictionary = [
        "en": "en_US", "sv": "sv_SE", "da": "da_DK", "nb": "nb_NO", "nn": "nn_NO", "no": "nb_NO", "cs": "cs_CZ",
        "el": "el_GR", "uk": "uk_UA", "ca": "ca_ES", "eu": "eu_ES", "gl": "gl_ES", "sl": "sl_SI", "et": "et_EE",
        "ko": "ko_KR", "he": "he_IL", "vi": "vi_VN", "sr": "sr_RS", "ar": "ar", "hi": "hi_IN", "bn": "bn_BD",
    ]

    /// Loads the dictionary; nil when Hunspell cannot, or when its encoding is one Foundation cannot convert.
    package init?(affix: String, dictionary: String) {
        guard let handle = Hunspell_create(affix, dictionary) else { return nil }
        let name = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "UTF-8"
        guard let encoding = Self.encoding(named: name) else {
            Hunspell_destroy(handle)
            return nil
        }
        self.handle = handle
        self.encoding = encoding
        path = dictionary
    }

    deinit { Hunspell_destroy(handle) }

    /// The encodings Hunspell dictionaries declare (`SET` in the `.aff` file) that Foundation converts.
    package static func encoding(named name: String) -> String.Encoding? {
        switch name.uppercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "") {
        case "UTF8", "": return .utf8
        case "ISO88591": return .isoLatin1
        case "ISO88592": return .isoLatin2
        case "CP1250", "MICROSOFTCP1250", "WINDOWS1250": return .windowsCP1250
        case "CP1251", "MICROSOFTCP1251", "WINDOWS1251": return .windowsCP1251
        case "CP1252", "MICROSOFTCP1252", "WINDOWS1252": return .windowsCP1252
        case "CP1253", "MICROSOFTCP1253", "WINDOWS1253": return .windowsCP1253
        case "CP1254", "MICROSOFTCP1254", "WINDOWS1254": return .windowsCP1254
        default: return nil
        }
    }

    /// Whether the dictionary knows the word as written (Hunspell accepts a known word capitalized or in
    /// capitals too). A word the dictionary's encoding cannot hold is not known.
    package func knows(_ word: String) -> Bool {
        lock.withLock {
            if let known = spelt[word] { return known }
            let known =
                bytes(of: word).map { bytes in
                    bytes.withUnsafeBufferPointer { Hunspell_spell(handle, $0.baseAddress) != 0 }
                }
                ?? false
            spelt[word] = known
            return known
        }
    }

    /// Hunspell's suggestions for a word it does not know, best first (`Hunspell_suggest`: tens of milliseconds
    /// each, so the checks ask for a bounded number).
    package func suggestions(for word: String) -> [String] {
        lock.withLock {
            if let found = suggested[word] { return found }
            var found: [String] = []
            if let bytes = bytes(of: word) {
                var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
                let count = bytes.withUnsafeBufferPointer { Hunspell_suggest(handle, &list, $0.baseAddress) }
                if count > 0, let list {
                    for index in 0..<Int(count) {
                        guard let item = list[index] else { continue }
                        let length = strlen(item)
                        let data = Data(bytes: item, count: length)
                        if let text = String(data: data, encoding: encoding) { found.append(text.nfc) }
                    }
                }
                if list != nil { Hunspell_free_list(handle, &list, count) }
            }
            suggested[word] = found
            return found
        }
    }

    /// The word as a NUL-terminated C string in the dictionary's encoding, or nil when it cannot be written so.
    private func bytes(of word: String) -> [CChar]? {
        guard let data = word.data(using: encoding, allowLossyConversion: false), !data.contains(0) else { return nil }
        return data.map { CChar(bitPattern: $0) } + [0]
    }
}

/// The dictionaries loaded in this process, by `.dic` path (nil: tried, and unusable).
private final class LoadedDictionaries: @unchecked Sendable {
    private let lock = NSLock()
    private var dictionaries: [String: SpellingDictionary?] = [:]

    func value(for path: String, load: () -> SpellingDictionary?) -> SpellingDictionary? {
        lock.withLock {
            if let known = dictionaries[path] { return known }
            let dictionary = load()
            dictionaries[path] = dictionary
            return dictionary
        }
    }
}

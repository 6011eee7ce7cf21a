import CHyphen
import Foundation

/// libhyphen with one language's hyphenation patterns (Debian's `hyphen-en-us`: `hyph_en_US.dic`), owning the
/// dictionary handle. Hyphenation patterns mark where a line may break, which is not always a syllable
/// boundary: they never break off one letter, nor fewer than three at the end (`ba·nana`, `river`).
package final class Hyphenator: @unchecked Sendable {
    private let dictionary: UnsafeMutablePointer<HyphenDict>
    private let lock = NSLock()
    /// The pattern file.
    package let path: String

    /// The folder where Debian's hyphen-* packages put their patterns.
    package static let folder = "/usr/share/hyphen"

    /// The patterns of a language code (`en` → `hyph_en_US.dic`, `es` → `hyph_es.dic` or `hyph_es_ES.dic`), or
    /// nil when none is installed or it cannot be read.
    package convenience init?(language: String) {
        guard let file = Self.patternFile(language: language) else { return nil }
        self.init(path: file)
    }

    /// The installed pattern file for a language code, or nil.
    package static func patternFile(language: String) -> String? {
        let code = language.split(separator: "-").first.map(String.init) ?? language
        let candidates =
            code == "en"
            ? ["hyph_en_US.dic"] : ["hyph_\(code).dic", "hyph_\(code)_\(code.uppercased()).dic"]
        return candidates.map { "\(folder)/\($0)" }.first(where: FileManager.default.fileExists)
    }

    package init?(path: String) {
        guard let handle = hnj_hyphen_load(path) else { return nil }
        dictionary = handle
        self.path = path
    }

    deinit { hnj_hyphen_free(dictionary) }

    /// The word split where the patterns allow a break: `["thresh", "old"]`; the word alone when they allow none.
    package func parts(of word: String) -> [String] {
        let bytes = Array(word.lowercased().utf8)
        guard !bytes.isEmpty, bytes.count < 256 else { return [word] }
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        let failed: Int32 = lock.withLock {
            bytes.withUnsafeBufferPointer { text in
                text.withMemoryRebound(to: CChar.self) { text in
                    hnj_hyphen_hyphenate3(
                        dictionary, text.baseAddress, Int32(bytes.count), &hyphens, nil, &replacements, &positions,
                        &cuts, 1, 1, 1, 1)
                }
            }
        }
        defer {
            if let replacements {
                for index in 0..<bytes.count { free(replacements[index]) }
                free(replacements)
            }
            free(positions)
            free(cuts)
        }
        guard failed == 0, replacements == nil else { return [word] }  // English patterns make no replacements
        // Break the original word (its case kept) after each byte whose hyphen value is odd.
        let original = Array(word.utf8)
        guard original.count == bytes.count else { return [word] }
        var parts: [String] = []
        var start = 0
        for index in 0..<(bytes.count - 1) where hyphens[index] & 1 == 1 {
            parts.append(String(decoding: original[start...index], as: UTF8.self))
            start = index + 1
        }
        parts.append(String(decoding: original[start...], as: UTF8.self))
        return parts
    }
}

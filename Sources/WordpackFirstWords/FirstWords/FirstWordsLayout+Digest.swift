import Foundation
import WordpackCore

extension FirstWordsLayout {
    /// SHA-256 of everything a `words.plist` is made of: its entries (each word's fields as the plist writes
    /// them), in order. Two plists with the same digest have the same bytes (for one version of the plists
    /// stage), whatever rows of the sheets moved or changed elsewhere.
    func entriesDigest(list: String, language: String, free: Bool) -> String {
        var bytes: [UInt8] = []
        for (word, translation) in entries(list: list, language: language, free: free) {
            let entry = PlistEntry(word: word, translation: translation)
            for field in [
                entry.word, entry.key, entry.sortkey, entry.picture, entry.speech, entry.sound,
                entry.background,
            ] {
                // 0x1F after a field, 0x1D for a field left out: no text of a sheet holds either in a plist.
                if let field { bytes += field.utf8 }
                bytes.append(field == nil ? 0x1D : 0x1F)
            }
            bytes += Array("\(entry.caseOverride.map(String.init) ?? "-") \(entry.disabled)".utf8)
            bytes.append(0x1E)
        }
        return FileDigest.sha256(of: Data(bytes))
    }
}

import Foundation

/// File names as the file systems the apps end up on see them: macOS's and iOS's APFS and Windows' NTFS ignore
/// case and Unicode normalization (`Cat.png` and `cat.png`, `é` composed or not, are one file there), and Windows
/// reserves some names for devices.
package enum PortableName {
    /// The form in which two names that one of those file systems takes for the same name are equal: NFC, then
    /// Unicode case folding.
    package static func folded(_ name: String) -> String {
        // Most keys are ASCII, where both are the lowercase letters: Foundation's forms took a tenth of a cold
        // check of 100,000 keys.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        return name.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }

    /// Whether Windows refuses a file of this name, with or without an extension: CON, PRN, AUX, NUL, COM1–COM9
    /// and LPT1–LPT9, in any case.
    package static func isReservedOnWindows(_ name: String) -> Bool {
        guard let first = name.utf8.first, "cCpPaAnNlL \t".utf8.contains(first) || first >= 0x80 else { return false }
        let stem = name.prefix { $0 != "." }.uppercased().trimmingCharacters(in: .whitespaces)
        if ["CON", "PRN", "AUX", "NUL"].contains(stem) { return true }
        guard stem.count == 4, stem.hasPrefix("COM") || stem.hasPrefix("LPT"), let digit = stem.last else {
            return false
        }
        return ("1"..."9").contains(String(digit))
    }

    /// "CON, PRN, AUX, NUL, COM1–COM9 and LPT1–LPT9", for sentences.
    package static let reservedNames = "CON, PRN, AUX, NUL, COM1–COM9 and LPT1–LPT9"
}

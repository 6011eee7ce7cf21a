import Foundation

/// Names read from the file system (macOS writes them decomposed) compared in NFC.
extension String {
    package var nfc: String { isKnownNFC ? self : precomposedStringWithCanonicalMapping }

    /// True when every scalar is one Unicode's quick check says is always NFC and that combines with
    /// nothing before it (Latin up to U+02FF, kana other than the combining sound marks, the common CJK
    /// ideographs): such a text is NFC as it is. Most texts are, and Foundation's normalization costs a
    /// bridge to NSString per call, which thousands of file names and cells make noticeable.
    var isKnownNFC: Bool {
        unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0..<0x300, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x4E00...0x9FFF: return true
            default: return false
            }
        }
    }
}

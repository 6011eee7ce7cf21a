import Foundation

/// Recognizes files that are not text at all, so the message can say what the file looks like instead.
enum CSVFileSignature {
    /// What a file that cannot be text looks like; `nil` when it may be text.
    enum BinaryKind: Equatable {
        /// A ZIP container: an `.xlsx` or `.ods` workbook renamed to `.csv`.
        case workbook
        /// An Excel 97–2003 `.xls` workbook (an OLE compound file).
        case oldExcelWorkbook
        case picture(String)
        case pdf
        /// NUL bytes, which text never has (except UTF-16 text, which would have a byte-order mark).
        case unknown
    }

    private static let signatures: [(bytes: [UInt8], kind: BinaryKind)] = [
        ([0x50, 0x4B, 0x03, 0x04], .workbook),
        ([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1], .oldExcelWorkbook),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .picture("PNG")),
        ([0xFF, 0xD8, 0xFF], .picture("JPEG")),
        (Array("GIF8".utf8), .picture("GIF")),
        (Array("%PDF-".utf8), .pdf),
    ]

    /// Looks at the first bytes of a file that has no UTF-16 byte-order mark.
    static func binaryKind(of head: Data) -> BinaryKind? {
        for signature in signatures where head.starts(with: signature.bytes) {
            return signature.kind
        }
        return head.contains(0) ? .unknown : nil
    }
}

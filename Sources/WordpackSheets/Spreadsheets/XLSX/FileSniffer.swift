import Foundation

/// Guesses what a file really holds from its first bytes, whatever its name says.
enum FileSniffer {
    enum Contents: Equatable {
        case empty
        /// A ZIP package: XLSX, ODS, or some other ZIP.
        case zip
        /// An OLE compound file: an Excel 97-2003 `.xls` workbook (or another old Office file).
        case oldExcel
        case csvText
        case tabSeparatedText
        /// HTML or XML, such as a web page saved with a spreadsheet's name.
        case markup
        case unknown
    }

    package static func contents(of head: [UInt8]) -> Contents {
        if head.isEmpty { return .empty }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) { return .zip }
        if head.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return .oldExcel }
        guard let text = decodedText(head) else { return .unknown }
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        if firstLine.trimmingLeadingWhitespace.hasPrefix("<") { return .markup }
        return firstLine.contains("\t") ? .tabSeparatedText : .csvText
    }

    /// Whether an OLE compound file is a password-protected Office Open XML file: Excel (and LibreOffice)
    /// wrap an encrypted workbook in one, with a stream named `EncryptedPackage`. Reads at most 64 MB.
    static func isEncryptedWorkbook(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let name = Data("EncryptedPackage".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        var tail = Data()
        for _ in 0..<64 {
            guard let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty else { return false }
            let window = tail + chunk
            if window.range(of: name) != nil { return true }
            tail = window.suffix(name.count)
        }
        return false
    }

    /// The text of `head` if it is UTF-8 (with or without BOM) or UTF-16 with a BOM, with no control characters.
    private static func decodedText(_ head: [UInt8]) -> String? {
        var text: String?
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
            let bigEndian = head[0] == 0xFE
            let units = stride(from: 2, to: head.count - 1, by: 2).map { index -> UInt16 in
                let (high, low) = bigEndian ? (head[index], head[index + 1]) : (head[index + 1], head[index])
                return UInt16(high) << 8 | UInt16(low)
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            let bytes = head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : head
            // The 4096 bytes read may end inside a character: allow a cut of up to 3 bytes.
            for cut in 0...min(3, bytes.count) {
                if let valid = strictUTF8(bytes[...].dropLast(cut)) {
                    text = valid
                    break
                }
            }
        }
        guard let text else { return nil }
        let controls = text.unicodeScalars.filter { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) }
        return controls.isEmpty && !text.contains("\u{FFFD}") ? text : nil
    }

    /// The text of `bytes`, or `nil` if they are not valid UTF-8.
    private static func strictUTF8(_ bytes: ArraySlice<UInt8>) -> String? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}

extension Substring {
    fileprivate var trimmingLeadingWhitespace: Substring { drop { $0 == " " || $0 == "\t" } }
}

import Foundation
import WordpackCore

/// The sentences for everything that can go wrong with a PNG picture, naming the file.
package enum PNGProblem {
    /// The header could not be read: the file is missing, empty, not a PNG (what it seems to be instead, from its
    /// first bytes), or its header is damaged.
    static func beginningFailed(_ file: String, source: PNGImage.Source, message: String) -> FileProblem {
        let start: Data
        switch source {
        case .memory(let data):
            start = data.prefix(24)
        case .file(let url):
            guard let handle = try? FileHandle(forReadingFrom: url) else {
                return FileProblem(
                    file: file,
                    "could not be opened: \(reasonText(message)). "
                        + "Check that the file is there and that you may read it.")
            }
            defer { try? handle.close() }
            start = (try? handle.read(upToCount: 24)) ?? Data()
        }
        if start.isEmpty {
            return FileProblem(file: file, "is empty. Copy or export the picture again.")
        }
        if start.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            if let size = sizeBeyondLibraryLimit(start) {
                return FileProblem(
                    file: file,
                    "is \(size.width)x\(size.height) pixels, wider or taller than the \(grouped(libraryLimit)) pixels "
                        + "libpng reads. Scale it down in a picture editor and export it again.")
            }
            return FileProblem(
                file: file,
                "is a damaged PNG picture: libpng says \"\(reasonText(message))\". Copy or export the picture again.")
        }
        let named = (file as NSString).pathExtension.lowercased() == "png" ? "is named .png but " : ""
        if let kind = kindOfFile(startingWith: start) {
            return FileProblem(
                file: file,
                "\(named)is not a PNG picture: it looks like \(kind). "
                    + "Open it in a picture editor and export it as PNG.")
        }
        // libpng's own reason ("Not a PNG file", "Read Error" for a short file) adds nothing here.
        return FileProblem(
            file: file, "\(named)is not a PNG picture. Open it in a picture editor and export it as PNG.")
    }

    /// The pixel data could not be decoded: the file ends too soon, or its data is damaged.
    /// libpng refuses a picture wider or taller than this (`PNG_USER_WIDTH_MAX`, `PNG_USER_HEIGHT_MAX`).
    static let libraryLimit = 1_000_000

    /// The width and height in a PNG's first 24 bytes (its IHDR chunk) when either is beyond `libraryLimit`.
    static func sizeBeyondLibraryLimit(_ start: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](start)
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func number(at index: Int) -> Int { bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (number(at: 16), number(at: 20))
        return width > libraryLimit || height > libraryLimit ? (width, height) : nil
    }

    static func decodingFailed(_ file: String, message: String) -> FileProblem {
        let reason = reasonText(message)
        let remedy = "Copy the picture again from where it came from, or export it again from the picture editor."
        if endingEarly.contains(reason) {
            return FileProblem(
                file: file,
                "is cut short: the file ends before the last of its pixels, so the picture cannot be made. "
                    + "It was probably not copied or saved completely. \(remedy)")
        }
        return FileProblem(
            file: file,
            "is damaged: part of its pixels cannot be read (libpng says \"\(reason)\"), so the picture cannot be "
                + "made. \(remedy)")
    }

    /// What libpng says when the file (`Read Error`) or the data in memory ends before the pixels do.
    static let endingEarly: Set<String> = ["Read Error", "read beyond end of data"]

    static func tooBig(_ file: String, header: PNGHeader, maximumPixelCount: Int) -> FileProblem {
        tooBig(file, width: header.width, height: header.height, maximumPixelCount: maximumPixelCount)
    }

    /// A master of any format whose header claims more pixels than wordpack decodes.
    static func tooBig(_ file: String, width: Int, height: Int, maximumPixelCount: Int) -> FileProblem {
        FileProblem(
            file: file,
            "is \(width)x\(height) pixels, more than the \(grouped(maximumPixelCount)) pixels "
                + "wordpack accepts. Scale it down in a picture editor and export it again.")
    }

    package static func encodingFailed(_ file: String, message: String) -> FileProblem {
        FileProblem(file: file, "could not be made into a PNG picture: libpng says \"\(reasonText(message))\".")
    }

    /// `message` is libpng's, which for a file it cannot create is the system's reason (`No such file or directory`).
    static func savingFailed(_ file: String, message: String) -> FileProblem {
        FileProblem(
            file: file,
            "could not be saved: \(reasonText(message)). Check that the folder exists and that you may write to it.")
    }

    /// What a file that is not a PNG seems to be, from its first bytes.
    static func kindOfFile(startingWith start: Data) -> String? {
        let bytes = [UInt8](start)
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG photo" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "a GIF picture" }
        if bytes.starts(with: Array("%PDF".utf8)) { return "a PDF document" }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, bytes[8..<12].elementsEqual("WEBP".utf8) {
            return "a WebP picture"
        }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return "a TIFF picture"
        }
        if bytes.starts(with: Array("<svg".utf8)) || bytes.starts(with: Array("<?xml".utf8)) {
            return "an SVG drawing or other XML"
        }
        return nil
    }

    /// libpng's message without a final full stop; "unknown error" when it gave none.
    static func reasonText(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(".") {
            text.removeLast()
        }
        return text.isEmpty ? "unknown error" : text
    }

    /// 16777216 → `16,777,216`.
    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

import Foundation
import Testing

/// What a PNG file's header says, read from its bytes (not through libpng).
package struct PNGFileHeader: Equatable, CustomStringConvertible {
    package var width: Int
    package var height: Int
    package var bitDepth: Int
    /// 2: RGB, 6: RGBA (and 0, 3, 4 for gray, palette, gray and alpha).
    package var colourType: Int
    package var interlaced: Bool

    package init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count == 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
        bitDepth = Int(bytes[24])
        colourType = Int(bytes[25])
        interlaced = bytes[28] != 0
    }

    package init(width: Int, height: Int, rgba: Bool) {
        self.width = width
        self.height = height
        bitDepth = 8
        colourType = rgba ? 6 : 2
        interlaced = false
    }

    package var description: String {
        "\(width)x\(height) \(bitDepth)-bit \(colourType == 6 ? "RGBA" : colourType == 2 ? "RGB" : "type \(colourType)")"
    }

    /// The chunk types of a PNG file, in order.
    package static func chunks(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}

/// `pngcheck`, the independent reader: `make test` installs it, and a test that needs it fails when it is
/// missing rather than skipping its check.
package enum PNGCheck {
    package static var path: String? { ExternalTool.find("pngcheck") }

    /// pngcheck's verdict on each file: `nil` when it finds no error, else its report.
    package static func problems(_ files: [URL]) throws -> String? {
        let path = try #require(path, "pngcheck is not installed: `make test` installs it")
        let result = try ExternalTool.run(path, ["-q"] + files.map(\.path))
        return result.status == 0 ? nil : result.standardOutput + result.standardError
    }
}

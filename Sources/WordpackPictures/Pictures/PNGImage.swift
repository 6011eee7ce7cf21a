import CPNG

/// A picture's pixels in memory: 8 bits per channel, rows top to bottom, no padding between rows.
///
/// Read from any PNG (gray, palette, 16-bit, interlaced, with or without tRNS) with `PNGImage.read`, which
/// always gives RGBA; written as an 8-bit RGB or RGBA PNG with `pngData`. Colour values are sRGB and alpha is
/// not premultiplied. Plain 8-bit files are inflated by libdeflate (`PNGImage+Plain.swift`); every other file,
/// and every problem, goes through libpng's simplified `png_image` API, which reports errors by return value and
/// message where libpng's full API would longjmp past Swift.
package struct PNGImage: Hashable, Sendable {
    /// The channels of each pixel, in memory order.
    package enum Layout: String, Hashable, Sendable {
        case rgb
        case rgba

        package var channels: Int {
            switch self {
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        /// `PNG_FORMAT_RGB` / `PNG_FORMAT_RGBA`, built from their flags: Swift does not import those two
        /// macros (they are defined in terms of other macros), only the `PNG_FORMAT_FLAG_*` literals.
        var pngFormat: UInt32 {
            switch self {
            case .rgb: return UInt32(PNG_FORMAT_FLAG_COLOR)
            case .rgba: return UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            }
        }
    }

    package let width: Int
    package let height: Int
    package let layout: Layout
    /// `width × height × layout.channels` bytes.
    package let pixels: [UInt8]

    /// Nil unless `pixels` holds exactly `width × height × layout.channels` bytes and the picture is not empty.
    package init?(width: Int, height: Int, layout: Layout, pixels: [UInt8]) {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max),
            case (let count, let overflow) = (width * layout.channels).multipliedReportingOverflow(by: height),
            !overflow, count == pixels.count
        else { return nil }
        self.width = width
        self.height = height
        self.layout = layout
        self.pixels = pixels
    }

    /// The channels of one pixel, `x` from the left and `y` from the top, both from 0; empty outside the picture.
    package func pixel(x: Int, y: Int) -> [UInt8] {
        guard x >= 0, x < width, y >= 0, y < height else { return [] }
        let start = (y * width + x) * layout.channels
        return Array(pixels[start..<start + layout.channels])
    }
}

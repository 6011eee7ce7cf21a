import CPNG

/// What a PNG file's header says, read without decoding any pixels.
struct PNGHeader: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// An alpha channel, or transparency given by a tRNS chunk.
    let hasAlpha: Bool
    /// Colour rather than gray.
    let isColor: Bool
    /// A palette ("indexed colour") picture.
    let hasPalette: Bool
    /// 16 bits per channel.
    let is16Bit: Bool

    /// The number of pixels, which is what decoding costs in memory (4 bytes each as RGBA).
    var pixelCount: Int { width * height }

    package init(_ image: png_image) {
        width = Int(image.width)
        height = Int(image.height)
        hasAlpha = image.format & UInt32(PNG_FORMAT_FLAG_ALPHA) != 0
        isColor = image.format & UInt32(PNG_FORMAT_FLAG_COLOR) != 0
        is16Bit = image.format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0
        hasPalette = image.format & UInt32(PNG_FORMAT_FLAG_COLORMAP) != 0
    }
}

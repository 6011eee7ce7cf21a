/// The EXIF orientation of a photo (1 to 8): how the stored pixels are turned to be seen upright. A phone held
/// sideways stores its pixels as the sensor read them and says 6 (turn a quarter clockwise) or 8.
struct PictureOrientation: Equatable, Sendable {
    package let value: Int

    package init(_ value: Int) {
        self.value = (1...8).contains(value) ? value : 1
    }

    /// 5 to 8 swap width and height.
    var swapsSides: Bool { value >= 5 }

    /// `pixels` (`width` × `height` × `channels`, as stored) turned upright; the new width and height.
    func upright(_ pixels: [UInt8], width: Int, height: Int, channels: Int) -> (
        pixels: [UInt8], width: Int, height: Int
    ) {
        guard value != 1 else { return (pixels, width, height) }
        let (outWidth, outHeight) = swapsSides ? (height, width) : (width, height)
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                let (sx, sy) = source(x: x, y: y, width: width, height: height)
                let from = (sy * width + sx) * channels
                let to = (y * outWidth + x) * channels
                for channel in 0..<channels { out[to + channel] = pixels[from + channel] }
            }
        }
        return (out, outWidth, outHeight)
    }

    /// The stored pixel shown at (`x`, `y`) of the upright picture.
    private func source(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch value {
        case 2: return (width - 1 - x, y)
        case 3: return (width - 1 - x, height - 1 - y)
        case 4: return (x, height - 1 - y)
        case 5: return (y, x)
        case 6: return (y, height - 1 - x)
        case 7: return (width - 1 - y, height - 1 - x)
        case 8: return (width - 1 - y, x)
        default: return (x, y)
        }
    }
}

import CPNG
import Foundation

extension PNGImage {
    /// The picture as an 8-bit RGB or RGBA PNG file (by `layout`), marked as sRGB.
    func pngData(displayPath: String) throws -> Data {
        var image = writingDescription()
        defer { png_image_free(&image) }
        // A first guess that fits almost any picture; libpng says how much it needs when it does not fit.
        var capacity = pixels.count + height + 1024
        for _ in 0..<2 {
            var data = Data(count: capacity)
            var size = capacity
            let written = data.withUnsafeMutableBytes { memory in
                pixels.withUnsafeBytes { buffer in
                    png_image_write_to_memory(&image, memory.baseAddress, &size, 0, buffer.baseAddress, 0, nil)
                }
            }
            if written != 0 {
                data.count = size
                return data
            }
            guard size > capacity else { break }  // it failed for another reason than room
            capacity = size
            image = writingDescription()
        }
        throw PNGProblem.encodingFailed(displayPath, message: Self.message(of: image))
    }

    /// Writes the picture to `url` as an 8-bit RGB or RGBA PNG file, replacing any file there. libpng removes
    /// what it wrote when it fails.
    package func write(to url: URL, displayPath: String) throws {
        var image = writingDescription()
        defer { png_image_free(&image) }
        let written = pixels.withUnsafeBytes { buffer in
            png_image_write_to_file(&image, url.path, 0, buffer.baseAddress, 0, nil)
        }
        guard written != 0 else {
            throw PNGProblem.savingFailed(displayPath, message: Self.message(of: image))
        }
    }

    /// The `png_image` that tells libpng's writers what `pixels` hold (row stride 0: libpng works it out).
    private func writingDescription() -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = layout.pngFormat
        return image
    }
}

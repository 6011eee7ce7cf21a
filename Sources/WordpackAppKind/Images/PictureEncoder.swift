import CPNGWriter
import Foundation
import WordpackPictures

/// Turns an output picture into PNG bytes: 8-bit RGB when every pixel is opaque, RGBA otherwise, with the zlib
/// settings that suit its content (see `Compression`). The same pixels always give the same bytes.
package enum PictureEncoder {
    /// How a picture's data is compressed, chosen from its content.
    package enum Compression: Equatable {
        /// Flat colours: most pixels repeat their left neighbour.
        case drawing
        /// Gradients and noise.
        case photo

        var cValue: CPNGWriterCompression {
            switch self {
            case .drawing: return CPNGWriterCompressionDrawing
            case .photo: return CPNGWriterCompressionPhoto
            }
        }
    }

    /// What the encoder saw in a picture.
    package struct Content: Equatable {
        var isOpaque: Bool
        /// The share of pixels (0…1) equal to the pixel on their left.
        var flatShare: Double
    }

    /// Below this share of flat pixels a picture compresses best as a photo, above `drawingShare` as a
    /// drawing; in between both are tried and the smaller kept.
    static let photoShare = 0.3
    static let drawingShare = 0.8

    /// PNG bytes for `rgba` (width × height × 4 bytes, straight alpha).
    package static func pngData(rgba: [UInt8], width: Int, height: Int, displayPath: String) throws -> Data {
        let content = inspect(rgba)
        let pixels = content.isOpaque ? dropAlpha(rgba) : rgba
        let channels = content.isOpaque ? 3 : 4
        if content.flatShare < photoShare {
            return try encode(pixels, width: width, height: height, channels: channels, .photo, displayPath)
        }
        let drawing = try encode(pixels, width: width, height: height, channels: channels, .drawing, displayPath)
        if content.flatShare > drawingShare { return drawing }
        let photo = try encode(pixels, width: width, height: height, channels: channels, .photo, displayPath)
        return photo.count < drawing.count ? photo : drawing
    }

    package static func inspect(_ rgba: [UInt8]) -> Content {
        rgba.withUnsafeBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self)
            guard let firstPixel = pixels.first else { return Content(isOpaque: true, flatShare: 0) }
            var alphaAnd: UInt8 = 0xFF
            var flat = 0
            var previous = firstPixel
            for index in 0..<pixels.count {
                let pixel = pixels[index]
                alphaAnd &= bytes[index * 4 + 3]
                if pixel == previous { flat += 1 }
                previous = pixel
            }
            return Content(isOpaque: alphaAnd == 0xFF, flatShare: Double(flat - 1) / Double(pixels.count))
        }
    }

    static func dropAlpha(_ rgba: [UInt8]) -> [UInt8] {
        let count = rgba.count / 4
        return [UInt8](unsafeUninitializedCapacity: count * 3) { rgb, initialized in
            rgba.withUnsafeBufferPointer { rgba in
                for index in 0..<count {
                    rgb[index * 3] = rgba[index * 4]
                    rgb[index * 3 + 1] = rgba[index * 4 + 1]
                    rgb[index * 3 + 2] = rgba[index * 4 + 2]
                }
            }
            initialized = count * 3
        }
    }

    package static func encode(
        _ pixels: [UInt8], width: Int, height: Int, channels: Int, _ compression: Compression, _ displayPath: String
    ) throws -> Data {
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 128)
        let status = pixels.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { message in
                cpngwriter_write(
                    pixels.baseAddress, UInt32(width), UInt32(height), Int32(channels), compression.cValue,
                    &data, &size, message.baseAddress, message.count)
            }
        }
        guard status == 0, let data else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGProblem.encodingFailed(displayPath, message: text)
        }
        return Data(bytesNoCopy: data, count: size, deallocator: .custom { bytes, _ in cpngwriter_free(bytes) })
    }

    /// PNG bytes for a picture given a row at a time: `row(y, pixels)` fills row `y` (`width × channels`
    /// bytes), top to bottom, so that the picture need never be whole in memory. The same rows give the same
    /// bytes as `encode`.
    package static func encodeRows(
        width: Int, height: Int, channels: Int, _ compression: Compression, _ displayPath: String,
        row: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws -> Data {
        /// The row closure, for the C function to call back through its context pointer.
        final class RowSource {
            let fill: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void
            let stride: Int
            init(_ fill: @escaping (Int, UnsafeMutableBufferPointer<UInt8>) -> Void, stride: Int) {
                self.fill = fill
                self.stride = stride
            }
        }
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 128)
        let status = withoutActuallyEscaping(row) { row in
            let source = RowSource(row, stride: width * channels)
            return withExtendedLifetime(source) {
                message.withUnsafeMutableBufferPointer { message in
                    cpngwriter_write_rows(
                        { context, y, pixels in
                            guard let context, let pixels else { return }
                            let source = Unmanaged<RowSource>.fromOpaque(context).takeUnretainedValue()
                            source.fill(Int(y), UnsafeMutableBufferPointer(start: pixels, count: source.stride))
                        },
                        Unmanaged.passUnretained(source).toOpaque(), UInt32(width), UInt32(height), Int32(channels),
                        compression.cValue, &data, &size, message.baseAddress, message.count)
                }
            }
        }
        guard status == 0, let data else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGProblem.encodingFailed(displayPath, message: text)
        }
        return Data(bytesNoCopy: data, count: size, deallocator: .custom { bytes, _ in cpngwriter_free(bytes) })
    }
}

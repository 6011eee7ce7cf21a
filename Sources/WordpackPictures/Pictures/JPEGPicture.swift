import CJPEGReader
import Foundation
import WordpackCore

/// A JPEG master (a photographer's, a phone's), read by libjpeg-turbo: turned upright by its EXIF orientation
/// (libexif), its colours brought into sRGB from its ICC profile (lcms2, `ColorProfile`), a CMYK master (Adobe's
/// inverted one too) converted to RGB; shrunk on load by libjpeg's DCT scaling when the output is much smaller.
package enum JPEGPicture {
    /// A JPEG file larger than this is refused unread (a camera's largest are some tens of megabytes).
    static let maximumBytes = 256 << 20

    /// The width and height as shown (after the EXIF orientation), from the header alone.
    package static func readHeader(from url: URL, displayPath: String) throws -> (width: Int, height: Int) {
        let data = try contents(url, displayPath)
        let info = try header(data, displayPath)
        defer { cjpegreader_free(info.icc) }
        let orientation = PictureOrientation(Int(info.orientation))
        let (width, height) = (Int(info.width), Int(info.height))
        return orientation.swapsSides ? (height, width) : (width, height)
    }

    /// The picture upright in sRGB RGBA. `target`: what the caller scales it to; it is decoded at the smallest
    /// of libjpeg's scales (1/8 to 8/8) that keeps it at least twice that size (`DecodeTarget`), so that a
    /// 12-megapixel photo made into a 680×680 picture is never decoded whole. Refuses, from the header, a picture
    /// of more than `maximumPixelCount` pixels.
    package static func read(
        from url: URL, displayPath: String, maximumPixelCount: Int?, for target: DecodeTarget? = nil
    ) throws -> PNGImage {
        let data = try contents(url, displayPath)
        let info = try header(data, displayPath)
        defer { cjpegreader_free(info.icc) }
        let (width, height) = (Int(info.width), Int(info.height))
        if let maximumPixelCount, width * height > maximumPixelCount {
            throw PNGProblem.tooBig(displayPath, width: width, height: height, maximumPixelCount: maximumPixelCount)
        }
        let orientation = PictureOrientation(Int(info.orientation))
        let scale =
            target.map { target in
                let (uprightWidth, uprightHeight) = orientation.swapsSides ? (height, width) : (width, height)
                let least = target.leastDecodedSize(width: uprightWidth, height: uprightHeight)
                let (across, down) = orientation.swapsSides ? (least.height, least.width) : (least.width, least.height)
                return (1...8).first { Double(width * $0) >= 8 * across && Double(height * $0) >= 8 * down } ?? 8
            } ?? 8
        var decodedWidth: UInt32 = 0
        var decodedHeight: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        // Decoded straight into the array the picture keeps (libjpeg's scaled size is the stored size times
        // scale / 8, rounded up).
        let capacity = (width * scale + 7) / 8 * ((height * scale + 7) / 8) * Int(info.components)
        var status: Int32 = 1
        let stored = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            status = data.withUnsafeBytes { bytes in
                cjpegreader_decode(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, Int32(scale), buffer.baseAddress,
                    buffer.count, &decodedWidth, &decodedHeight, &message, message.count)
            }
            initialized = status == 0 ? Int(decodedWidth) * Int(decodedHeight) * Int(info.components) : 0
        }
        guard status == 0 else { throw damaged(displayPath, message) }
        let count = Int(decodedWidth) * Int(decodedHeight)
        let profile = info.icc.map { Data(bytes: $0, count: Int(info.icc_size)) }
        // An RGB photo without a profile, the commonest, stays three bytes a pixel as decoded (the resampler takes
        // RGB and gives the bytes its RGBA form would); everything else becomes sRGB RGBA.
        let plainRGB = info.components == 3 && profile == nil
        let (pixels, layout): ([UInt8], PNGImage.Layout) =
            plainRGB
            ? (stored, .rgb)
            : (
                Self.rgba(
                    stored, components: Int(info.components), adobe: info.adobe != 0, count: count, profile: profile),
                .rgba
            )
        let upright = orientation.upright(
            pixels, width: Int(decodedWidth), height: Int(decodedHeight), channels: layout.channels)
        guard let image = PNGImage(width: upright.width, height: upright.height, layout: layout, pixels: upright.pixels)
        else {
            throw damaged(displayPath, message)
        }
        return image
    }

    /// Grey, RGB or CMYK as decoded, to sRGB RGBA.
    private static func rgba(_ stored: [UInt8], components: Int, adobe: Bool, count: Int, profile: Data?) -> [UInt8] {
        switch components {
        case 4:
            // Photoshop (and every writer that copies it) stores CMYK inverted, saying so with an Adobe marker.
            let cmyk = adobe ? stored.map { 255 - $0 } : stored
            return ColorProfile.rgba(fromCMYK: cmyk, pixelCount: count, profile: profile)
        case 1:
            var rgba = [UInt8](repeating: 255, count: count * 4)
            for index in 0..<count {
                rgba[index * 4] = stored[index]
                rgba[index * 4 + 1] = stored[index]
                rgba[index * 4 + 2] = stored[index]
            }
            return rgba
        default:
            var rgba = [UInt8](repeating: 255, count: count * 4)
            for index in 0..<count {
                rgba[index * 4] = stored[index * 3]
                rgba[index * 4 + 1] = stored[index * 3 + 1]
                rgba[index * 4 + 2] = stored[index * 3 + 2]
            }
            if let profile { ColorProfile.convertRGBA(&rgba, pixelCount: count, profile: profile) }
            return rgba
        }
    }

    private static func header(_ data: Data, _ displayPath: String) throws -> CJPEGReaderInfo {
        var info = CJPEGReaderInfo()
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            cjpegreader_header(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &info, &message, message.count)
        }
        guard status == 0 else { throw damaged(displayPath, message) }
        return info
    }

    /// The file's bytes: a sentence for a file that is empty, too large or not a JPEG at all.
    private static func contents(_ url: URL, _ displayPath: String) throws -> Data {
        try MasterBytes.read(url, displayPath, limit: maximumBytes, kind: "a JPEG photo", extensions: ["jpg", "jpeg"]) {
            $0.starts(with: [0xFF, 0xD8, 0xFF])
        }
    }

    private static func damaged(_ displayPath: String, _ message: [CChar]) -> FileProblem {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let reason = PNGProblem.reasonText(text)
        return FileProblem(
            file: displayPath, "is a damaged JPEG photo: libjpeg says \"\(reason)\". Copy or export the picture again.")
    }
}

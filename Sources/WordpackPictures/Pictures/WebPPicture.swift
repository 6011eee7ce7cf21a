import CWebP
import Foundation
import WordpackCore

/// A WebP master (lossy or lossless, with or without alpha), read by libwebp; its ICC profile, when it has one,
/// found by libwebp's demuxer and converted to sRGB with lcms2. An animation is refused: a card shows one picture.
package enum WebPPicture {
    static let maximumBytes = 64 << 20

    /// The width and height, from the header alone.
    static func readHeader(from url: URL, displayPath: String) throws -> (width: Int, height: Int) {
        let data = try contents(url, displayPath)
        return try features(data, displayPath).size
    }

    /// The picture in sRGB RGBA; refused, from the header, beyond `maximumPixelCount` pixels.
    package static func read(from url: URL, displayPath: String, maximumPixelCount: Int?) throws -> PNGImage {
        let data = try contents(url, displayPath)
        let (width, height) = try features(data, displayPath).size
        if let maximumPixelCount, width * height > maximumPixelCount {
            throw PNGProblem.tooBig(displayPath, width: width, height: height, maximumPixelCount: maximumPixelCount)
        }
        var decodedWidth: Int32 = 0
        var decodedHeight: Int32 = 0
        let decoded = data.withUnsafeBytes { bytes in
            WebPDecodeRGBA(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &decodedWidth, &decodedHeight)
        }
        guard let decoded else {
            throw FileProblem(
                file: displayPath,
                "is a damaged WebP picture: libwebp cannot decode it. Copy or export the picture again.")
        }
        defer { WebPFree(decoded) }
        let count = Int(decodedWidth) * Int(decodedHeight)
        var rgba = Array(UnsafeBufferPointer(start: decoded, count: count * 4))
        if let profile = profile(data) { ColorProfile.convertRGBA(&rgba, pixelCount: count, profile: profile) }
        guard let image = PNGImage(width: Int(decodedWidth), height: Int(decodedHeight), layout: .rgba, pixels: rgba)
        else {
            throw FileProblem(file: displayPath, "is a damaged WebP picture. Copy or export the picture again.")
        }
        return image
    }

    private static func features(_ data: Data, _ displayPath: String) throws -> (size: (Int, Int), animated: Bool) {
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBytes { bytes in
            WebPGetFeatures(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &features)
        }
        guard status == VP8_STATUS_OK else {
            throw FileProblem(
                file: displayPath,
                "is a damaged WebP picture: libwebp cannot read its header. Copy or export the picture again.")
        }
        guard features.has_animation == 0 else {
            throw FileProblem(
                file: displayPath,
                "is an animated WebP; a card shows one picture: export the frame you want as a still picture.")
        }
        return ((Int(features.width), Int(features.height)), false)
    }

    /// The ICCP chunk, through libwebp's demuxer; nil without one.
    private static func profile(_ data: Data) -> Data? {
        data.withUnsafeBytes { bytes -> Data? in
            var webp = WebPData(bytes: bytes.bindMemory(to: UInt8.self).baseAddress, size: bytes.count)
            guard let demuxer = WebPDemux(&webp) else { return nil }
            defer { WebPDemuxDelete(demuxer) }
            var chunk = WebPChunkIterator()
            guard WebPDemuxGetChunk(demuxer, "ICCP", 1, &chunk) != 0 else { return nil }
            defer { WebPDemuxReleaseChunkIterator(&chunk) }
            return Data(bytes: chunk.chunk.bytes, count: chunk.chunk.size)
        }
    }

    private static func contents(_ url: URL, _ displayPath: String) throws -> Data {
        try MasterBytes.read(url, displayPath, limit: maximumBytes, kind: "a WebP picture", extensions: ["webp"]) {
            $0.count >= 12 && $0.starts(with: Array("RIFF".utf8))
                && $0[$0.startIndex + 8..<$0.startIndex + 12]
                    .elementsEqual("WEBP".utf8)
        }
    }
}

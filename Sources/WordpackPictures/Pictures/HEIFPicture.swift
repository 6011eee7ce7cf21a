import CHEIF
import Foundation
import WordpackCore

/// A HEIC/HEIF master (what an iPhone's camera writes), read by libheif: its primary image, turned as its
/// `irot`/`imir` boxes say (libheif applies them), alpha kept, its ICC profile converted to sRGB with lcms2 (an
/// nclx colour description, without a profile, is taken as sRGB); a large enough thumbnail instead when the
/// picture is to be made much smaller.
package enum HEIFPicture {
    static let maximumBytes = 256 << 20
    /// libheif refuses a side longer than this before decoding (its own limit, set per file).
    static let longestSide: Int32 = 65_535

    /// The width and height as shown, from the file's boxes alone.
    static func readHeader(from url: URL, displayPath: String) throws -> (width: Int, height: Int) {
        try withPrimaryImage(url, displayPath) { handle in
            (Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle)))
        }
    }

    /// The picture in sRGB RGBA; refused, from its boxes, beyond `maximumPixelCount` pixels. `target`: what the
    /// caller scales it to; a thumbnail the file holds, of the picture's proportions and at least twice that size
    /// (`DecodeTarget`), is decoded instead of the whole picture.
    package static func read(
        from url: URL, displayPath: String, maximumPixelCount: Int?, for target: DecodeTarget? = nil
    ) throws -> PNGImage {
        try withPrimaryImage(url, displayPath) { primary in
            let (width, height) = (
                Int(heif_image_handle_get_width(primary)), Int(heif_image_handle_get_height(primary))
            )
            if let maximumPixelCount, width * height > maximumPixelCount {
                throw PNGProblem.tooBig(displayPath, width: width, height: height, maximumPixelCount: maximumPixelCount)
            }
            let thumbnail = target.flatMap { smallestThumbnail(of: primary, width: width, height: height, for: $0) }
            defer { thumbnail.map { heif_image_handle_release($0) } }
            let handle = thumbnail ?? primary
            var image: OpaquePointer?
            try check(
                heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil), displayPath)
            guard let image else { throw damaged(displayPath, "no image") }
            defer { heif_image_release(image) }
            let decodedWidth = Int(heif_image_get_width(image, heif_channel_interleaved))
            let decodedHeight = Int(heif_image_get_height(image, heif_channel_interleaved))
            var stride: Int32 = 0
            guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
                decodedWidth > 0, decodedHeight > 0
            else { throw damaged(displayPath, "no pixels") }
            var rgba = [UInt8](repeating: 0, count: decodedWidth * decodedHeight * 4)
            for row in 0..<decodedHeight {
                let source = plane + row * Int(stride)
                rgba.withUnsafeMutableBufferPointer { buffer in
                    guard let start = buffer.baseAddress else { return }
                    (start + row * decodedWidth * 4).update(from: source, count: decodedWidth * 4)
                }
            }
            if let profile = profile(handle) ?? profile(primary) {
                ColorProfile.convertRGBA(&rgba, pixelCount: decodedWidth * decodedHeight, profile: profile)
            }
            guard let picture = PNGImage(width: decodedWidth, height: decodedHeight, layout: .rgba, pixels: rgba) else {
                throw damaged(displayPath, "no pixels")
            }
            return picture
        }
    }

    /// Runs `body` with the file's primary image handle.
    private static func withPrimaryImage<T>(_ url: URL, _ displayPath: String, _ body: (OpaquePointer) throws -> T)
        throws -> T
    {
        let data = try MasterBytes.read(
            url, displayPath, limit: maximumBytes, kind: "a HEIC picture", extensions: ["heic", "heif"]
        ) {
            $0.count >= 12 && $0[$0.startIndex + 4..<$0.startIndex + 8].elementsEqual("ftyp".utf8)
        }
        guard let context = heif_context_alloc() else { throw damaged(displayPath, "libheif could not start") }
        defer { heif_context_free(context) }
        heif_context_set_maximum_image_size_limit(context, longestSide)
        return try data.withUnsafeBytes { bytes in
            try check(
                heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil), displayPath)
            var handle: OpaquePointer?
            try check(heif_context_get_primary_image_handle(context, &handle), displayPath)
            guard let handle else { throw damaged(displayPath, "no primary image") }
            defer { heif_image_handle_release(handle) }
            return try body(handle)
        }
    }

    /// The smallest of the primary image's thumbnails that has its proportions (to a pixel) and is at least the
    /// size `target` needs; nil when none is. The caller releases it.
    private static func smallestThumbnail(
        of primary: OpaquePointer, width: Int, height: Int, for target: DecodeTarget
    ) -> OpaquePointer? {
        let count = heif_image_handle_get_number_of_thumbnails(primary)
        guard count > 0 else { return nil }
        var ids = [heif_item_id](repeating: 0, count: Int(count))
        let listed = Int(heif_image_handle_get_list_of_thumbnail_IDs(primary, &ids, count))
        let least = target.leastDecodedSize(width: width, height: height)
        var best: (handle: OpaquePointer, pixels: Int)?
        for id in ids.prefix(listed) {
            var thumbnail: OpaquePointer?
            guard heif_image_handle_get_thumbnail(primary, id, &thumbnail).code == heif_error_Ok, let thumbnail else {
                continue
            }
            let (across, down) = (
                Int(heif_image_handle_get_width(thumbnail)), Int(heif_image_handle_get_height(thumbnail))
            )
            let sameShape = abs(across * height - down * width) <= max(width, height)
            if sameShape, Double(across) >= least.width, Double(down) >= least.height,
                across * down < best?.pixels ?? width * height
            {
                best.map { heif_image_handle_release($0.handle) }
                best = (thumbnail, across * down)
            } else {
                heif_image_handle_release(thumbnail)
            }
        }
        return best?.handle
    }

    /// The ICC profile (`prof` or `rICC`), or nil.
    private static func profile(_ handle: OpaquePointer) -> Data? {
        let type = heif_image_handle_get_color_profile_type(handle)
        guard type == heif_color_profile_type_prof || type == heif_color_profile_type_rICC else { return nil }
        let size = heif_image_handle_get_raw_color_profile_size(handle)
        guard size > 0 else { return nil }
        var profile = Data(count: size)
        let error = profile.withUnsafeMutableBytes { heif_image_handle_get_raw_color_profile(handle, $0.baseAddress) }
        return error.code == heif_error_Ok ? profile : nil
    }

    private static func check(_ error: heif_error, _ displayPath: String) throws {
        guard error.code != heif_error_Ok else { return }
        throw damaged(displayPath, error.message.map { String(cString: $0) } ?? "no reason given")
    }

    private static func damaged(_ displayPath: String, _ reason: String) -> FileProblem {
        FileProblem(
            file: displayPath,
            "is a damaged HEIC picture: libheif says \"\(PNGProblem.reasonText(reason))\". Copy or export the picture again."
        )
    }
}

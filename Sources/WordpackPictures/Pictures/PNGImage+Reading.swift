import CPNG
import Foundation
import WordpackCore

extension PNGImage {
    /// Reads only the header of a PNG file: its size and kind, without allocating memory for its pixels, so
    /// that a caller can refuse a picture too big to decode.
    static func readHeader(from url: URL, displayPath: String) throws -> PNGHeader {
        try withHeaderRead(.file(url), displayPath: displayPath) { PNGHeader($0) }
    }

    /// Reads only the header of PNG data; see `readHeader(from:displayPath:)`.
    static func readHeader(from data: Data, displayPath: String) throws -> PNGHeader {
        try withHeaderRead(.memory(data), displayPath: displayPath) { PNGHeader($0) }
    }

    /// Decodes any PNG file to 8-bit RGBA.
    ///
    /// A picture of more than `maximumPixelCount` pixels is refused after reading its header and before its
    /// pixels are allocated. 16-bit pictures without gamma information are taken to be sRGB, as picture
    /// editors mean them (libpng would otherwise take them to be linear and brighten them).
    package static func read(from url: URL, displayPath: String, maximumPixelCount: Int? = nil) throws -> PNGImage {
        try read(from: url, displayPath: displayPath, maximumPixelCount: maximumPixelCount, layouts: [.rgba])
    }

    /// Decodes any PNG file to 8-bit RGBA, or to RGB where `layouts` allows it and the file is plain RGB.
    package static func read(
        from url: URL, displayPath: String, maximumPixelCount: Int?, layouts: Set<Layout>
    ) throws -> PNGImage {
        if let plain = try readPlain(
            from: url, displayPath: displayPath, maximumPixelCount: maximumPixelCount, layouts: layouts)
        {
            return plain
        }
        return try readWithLibpng(from: url, displayPath: displayPath, maximumPixelCount: maximumPixelCount)
    }

    /// Decodes any PNG file through libpng alone; see `read(from:displayPath:maximumPixelCount:)`.
    static func readWithLibpng(from url: URL, displayPath: String, maximumPixelCount: Int? = nil) throws
        -> PNGImage
    {
        try withHeaderRead(.file(url), displayPath: displayPath) {
            try finishRead(&$0, displayPath: displayPath, maximumPixelCount: maximumPixelCount)
        }
    }

    /// Decodes PNG data to 8-bit RGBA; see `read(from:displayPath:maximumPixelCount:)`.
    package static func read(from data: Data, displayPath: String, maximumPixelCount: Int? = nil) throws -> PNGImage {
        if let plain = readPlain(data, maximumPixelCount: maximumPixelCount) { return plain }
        return try readWithLibpng(from: data, displayPath: displayPath, maximumPixelCount: maximumPixelCount)
    }

    /// Decodes PNG data through libpng alone; see `read(from:displayPath:maximumPixelCount:)`.
    static func readWithLibpng(from data: Data, displayPath: String, maximumPixelCount: Int? = nil) throws
        -> PNGImage
    {
        try withHeaderRead(.memory(data), displayPath: displayPath) {
            try finishRead(&$0, displayPath: displayPath, maximumPixelCount: maximumPixelCount)
        }
    }

    package enum Source {
        case file(URL)
        case memory(Data)
    }

    /// Runs `body` on a `png_image` whose header has been read, and frees libpng's memory however it ends.
    private static func withHeaderRead<T>(
        _ source: Source, displayPath: String, _ body: (inout png_image) throws -> T
    ) throws -> T {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        switch source {
        case .file(let url):
            try RegularFile.check(url.path, displayPath: displayPath)  // libpng opens the path itself
            guard png_image_begin_read_from_file(&image, url.path) != 0 else {
                throw PNGProblem.beginningFailed(displayPath, source: source, message: message(of: image))
            }
            return try body(&image)
        case .memory(let data):
            // libpng reads from this memory until png_image_finish_read, so the whole read stays inside.
            return try data.withUnsafeBytes { bytes in
                guard let start = bytes.baseAddress, bytes.count > 0,
                    png_image_begin_read_from_memory(&image, start, bytes.count) != 0
                else {
                    throw PNGProblem.beginningFailed(displayPath, source: source, message: message(of: image))
                }
                return try body(&image)
            }
        }
    }

    private static func finishRead(
        _ image: inout png_image, displayPath: String, maximumPixelCount: Int?
    ) throws -> PNGImage {
        let header = PNGHeader(image)
        if let maximumPixelCount, header.pixelCount > maximumPixelCount {
            throw PNGProblem.tooBig(displayPath, header: header, maximumPixelCount: maximumPixelCount)
        }
        let layout = Layout.rgba
        // PNG_IMAGE_SIZE(image) is a function-like macro, which Swift does not import: for 8-bit RGBA it is
        // width × 4 × height bytes, and the row stride (PNG_IMAGE_ROW_STRIDE) is width × 4.
        let stride = header.width * layout.channels
        guard stride <= Int(Int32.max) else {
            throw PNGProblem.tooBig(displayPath, header: header, maximumPixelCount: Int(Int32.max) / 4)
        }
        image.format = layout.pngFormat
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)  // only takes effect when set after begin_read
        var decoded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * header.height) { buffer, count in
            buffer.initialize(repeating: 0)
            decoded = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(stride), nil) != 0
            count = buffer.count
        }
        guard decoded else {
            throw PNGProblem.decodingFailed(displayPath, message: message(of: image))
        }
        guard let picture = PNGImage(width: header.width, height: header.height, layout: layout, pixels: pixels)
        else {
            throw PNGProblem.decodingFailed(displayPath, message: "empty picture")
        }
        return picture
    }

    /// libpng's `message`, a NUL-terminated `char[64]` imported as a tuple.
    package static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { bytes in
            let text = bytes.prefix(while: { $0 != 0 })
            return String(decoding: text, as: UTF8.self)
        }
    }
}

import CPNGReader
import Foundation
import WordpackCore

extension PNGImage {
    /// Files larger than this are left to libpng, which reads them as it goes instead of whole.
    static let plainFileLimit = 256 << 20
    /// Without a limit of the caller's, pictures of more pixels than this are left to libpng.
    static let plainPixelLimit = 100_000_000

    /// The commonest PNGs (8-bit, not interlaced, no chunk that changes the pixels) decoded through libdeflate
    /// (`CPNGReader`), which inflates in one call about twice as fast as zlib; nil for any other file, and for
    /// any file whose data is not exactly right, which libpng then reads and words the problem of. The pixels are
    /// libpng's, byte for byte (PNGImagePlainTests hold the two to it). `layouts`: what the caller takes; an RGB
    /// file stays RGB when it takes `.rgb`, which saves a pass and a quarter of the memory.
    static func readPlain(
        from url: URL, displayPath: String, maximumPixelCount: Int?, layouts: Set<Layout> = [.rgba]
    ) throws -> PNGImage? {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(url.path, displayPath: displayPath)
        } catch is POSIXError {
            return nil
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return withExtendedLifetime(handle) {
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_size > 0, info.st_size <= plainFileLimit else { return nil }
            // Read straight into memory of our own, which the decoder may write over: a `Data` would be copied
            // whole when the decoder moves its image data together.
            let size = Int(info.st_size)
            let file = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
            defer { file.deallocate() }
            var filled = 0
            while filled < size {
                let count = Glibc.read(descriptor, file + filled, size - filled)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                filled += count
            }
            // A file that changed while it was read is libpng's to read.
            guard filled == size else { return nil }
            return readPlain(file, count: size, maximumPixelCount: maximumPixelCount, layouts: layouts)
        }
    }

    /// See `readPlain(from:displayPath:maximumPixelCount:layouts:)`.
    static func readPlain(_ data: Data, maximumPixelCount: Int?, layouts: Set<Layout> = [.rgba]) -> PNGImage? {
        var file = data  // the decoder moves the image data together in its copy of the file
        return file.withUnsafeMutableBytes { bytes -> PNGImage? in
            guard let start = bytes.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return readPlain(start, count: bytes.count, maximumPixelCount: maximumPixelCount, layouts: layouts)
        }
    }

    /// The file's `count` bytes at `start`, which the decoder writes over.
    private static func readPlain(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, maximumPixelCount: Int?, layouts: Set<Layout>
    ) -> PNGImage? {
        var plain = CPNGReaderPlain()
        guard cpngreader_plain(start, count, &plain) != 0 else { return nil }
        let (width, height) = (Int(plain.width), Int(plain.height))
        // A picture beyond the limit is libpng's to refuse, in the words it always had.
        guard width * height <= maximumPixelCount ?? plainPixelLimit else { return nil }
        let layout: Layout = plain.channels == 3 && layouts.contains(.rgb) ? .rgb : .rgba
        let channels = Int32(layout.channels)
        var decoded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: cpngreader_work_size(&plain, channels)) { buffer, filled in
            decoded =
                buffer.baseAddress.map { cpngreader_decode(start, count, &plain, channels, $0, buffer.count) != 0 }
                ?? false
            filled = decoded ? width * height * layout.channels : 0
        }
        guard decoded else { return nil }
        return PNGImage(width: width, height: height, layout: layout, pixels: pixels)
    }
}

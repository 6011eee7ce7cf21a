import CDeflate

/// Bytes kept deflated (libdeflate's raw DEFLATE, level 6) with their length: what a packed run of remembered
/// warnings holds between the build folder and where they are reported (`PackedRun`), a tenth of their size.
package struct DeflatedBytes: Sendable, Equatable {
    package let bytes: [UInt8]
    /// How many bytes they inflate to.
    package let size: Int

    package init(deflating input: UnsafeBufferPointer<UInt8>) {
        guard let compressor = libdeflate_alloc_compressor(6) else { preconditionFailure("libdeflate has no memory") }
        defer { libdeflate_free_compressor(compressor) }
        var output = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, input.count))
        let written = output.withUnsafeMutableBytes { target in
            libdeflate_deflate_compress(compressor, input.baseAddress, input.count, target.baseAddress, target.count)
        }
        precondition(written > 0 || input.isEmpty, "libdeflate wrote nothing within its own bound")
        output.removeSubrange(written...)
        bytes = output
        size = input.count
    }

    /// Bytes said to inflate to `size` bytes, checked only when inflated.
    package init(bytes: [UInt8], size: Int) {
        self.bytes = bytes
        self.size = size
    }

    /// The bytes inflated; nil when they are not raw DEFLATE of exactly `size` bytes, or claim more than DEFLATE
    /// can give (1,032 bytes a byte): whoever takes a size from a file bounds it further (`TextFindings`).
    package func inflated() -> [UInt8]? {
        guard size >= 0, size <= bytes.count * 1032 + 1024,
            let decompressor = libdeflate_alloc_decompressor()
        else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: size)
        var actual = 0
        let result = bytes.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                libdeflate_deflate_decompress(
                    decompressor, source.baseAddress, source.count, target.baseAddress, target.count, &actual)
            }
        }
        return result == LIBDEFLATE_SUCCESS && actual == size ? output : nil
    }
}

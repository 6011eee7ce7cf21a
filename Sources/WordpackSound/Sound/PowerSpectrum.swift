import CFFmpeg

/// The power spectrum of a block of samples, through FFmpeg's real-to-complex transform (libavutil's `av_tx`,
/// `AV_TX_FLOAT_RDFT`): `size` samples (a power of two) in, `size / 2 + 1` powers out, from 0 Hz to half the
/// rate. One is made per block size and used for every block of that size; it is not shared between threads.
package final class PowerSpectrum {
    package let size: Int
    private var context: OpaquePointer?
    private let transform: av_tx_fn
    private var input: [Float]
    /// `size / 2 + 1` complex values, real and imaginary interleaved.
    private var output: [Float]

    /// A transform of `size` samples; throws when FFmpeg cannot make one (a size that is not a power of two
    /// or under 4, or no memory).
    package init(size: Int) throws {
        guard size >= 4, size.nonzeroBitCount == 1 else { throw Problem.size(size) }
        var context: OpaquePointer?
        var transform: av_tx_fn?
        var scale: Float = 1
        let status = av_tx_init(
            &context, &transform, AV_TX_FLOAT_RDFT, 0, Int32(size), &scale, UInt64(AV_TX_UNALIGNED.rawValue))
        guard status == 0, let context, let transform else { throw Problem.size(size) }
        self.size = size
        self.context = context
        self.transform = transform
        input = [Float](repeating: 0, count: size)
        output = [Float](repeating: 0, count: size + 2)
    }

    deinit {
        av_tx_uninit(&context)
    }

    /// The power (squared magnitude) of each frequency bin of `samples` times `window` (both `size` long;
    /// fewer samples are padded with zeros), written to `powers` (`size / 2 + 1` long).
    package func powers(of samples: ArraySlice<Float>, window: [Float], into powers: inout [Float]) {
        for index in 0..<size {
            let at = samples.startIndex + index
            input[index] = at < samples.endIndex ? samples[at] * window[index] : 0
        }
        input.withUnsafeMutableBytes { inputBytes in
            output.withUnsafeMutableBytes { outputBytes in
                transform(context, outputBytes.baseAddress, inputBytes.baseAddress, MemoryLayout<Float>.stride)
            }
        }
        for bin in 0...(size / 2) {
            let real = output[2 * bin]
            let imaginary = output[2 * bin + 1]
            powers[bin] = real * real + imaginary * imaginary
        }
    }

    /// The power of two at least `count`.
    package static func size(atLeast count: Int) -> Int {
        var size = 4
        while size < count { size *= 2 }
        return size
    }

    enum Problem: Error, CustomStringConvertible {
        case size(Int)

        var description: String {
            switch self {
            case .size(let size): "FFmpeg has no real transform of \(size) samples"
            }
        }
    }
}

/// A sample-rate converter for one recording at a time, a block at a time (`SampleRateConverter` with
/// libsamplerate, `SoxrConverter` with libsoxr): interleaved float frames in, the converted frames appended to
/// `output`; `endOfInput` with the last block flushes and readies it for the next recording.
package protocol SampleRateChanging: AnyObject {
    /// Samples per frame of the interleaved input and output.
    var channels: Int { get }
    func process(input: UnsafeBufferPointer<Float>, endOfInput: Bool, output: inout [Float]) throws
}

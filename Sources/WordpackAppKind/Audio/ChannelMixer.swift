import WordpackSound

/// Maps a recording's channels onto the output's: to mono by averaging every channel; to stereo by copying a
/// mono recording to both sides, or by keeping the first two channels (front left and right) of a wider one.
struct ChannelMixer {
    let inputChannels: Int
    let outputChannels: Int

    /// True when mixing changes no sample's value (nothing is averaged).
    var isExact: Bool { inputChannels == 1 || (outputChannels == 2 && inputChannels >= 2) }

    /// Mixes `frames` interleaved frames of `input` into `output` (room for `frames × outputChannels` samples).
    func mix(_ input: UnsafePointer<Float>, frames: Int, into output: UnsafeMutablePointer<Float>) {
        let channels = inputChannels
        switch (channels, outputChannels) {
        case (1, 1):
            output.update(from: input, count: frames)
        case (_, 1):
            let scale = 1 / Float(channels)
            for frame in 0..<frames {
                var sum: Float = 0
                let start = frame * channels
                for channel in 0..<channels { sum += input[start + channel] }
                output[frame] = sum * scale
            }
        case (1, _):
            for frame in 0..<frames {
                output[2 * frame] = input[frame]
                output[2 * frame + 1] = input[frame]
            }
        default:
            for frame in 0..<frames {
                output[2 * frame] = input[frame * channels]
                output[2 * frame + 1] = input[frame * channels + 1]
            }
        }
    }
}

/// Reads a recording a block at a time: the samples as the file holds them (`raw`) and mixed to the output's
/// channels (`mixed`). Two blocks of `blockFrames` frames are all the memory it holds, whatever the length.
final class MixedBlocks {
    static let blockFrames = 4096

    package let sound: SoundFile
    let mixer: ChannelMixer
    package private(set) var raw: [Float]
    private(set) var mixed: [Float]

    package init(_ sound: SoundFile, outputChannels: Int) {
        self.sound = sound
        mixer = ChannelMixer(inputChannels: max(sound.channels, 1), outputChannels: outputChannels)
        raw = [Float](repeating: 0, count: Self.blockFrames * mixer.inputChannels)
        mixed = [Float](repeating: 0, count: Self.blockFrames * outputChannels)
    }

    /// Reads the next block into `raw` and `mixed` and returns its frame count: 0 at the end of the recording.
    func read() throws -> Int {
        let frames = try raw.withUnsafeMutableBufferPointer { try sound.readFrames(into: $0) }
        guard frames > 0 else { return 0 }
        raw.withUnsafeBufferPointer { input in
            mixed.withUnsafeMutableBufferPointer { output in
                guard let from = input.baseAddress, let to = output.baseAddress else { return }
                mixer.mix(from, frames: frames, into: to)
            }
        }
        return frames
    }

    /// Lends the mixed block for changing in place.
    func withMixed<R>(_ body: (UnsafeMutableBufferPointer<Float>) throws -> R) rethrows -> R {
        try mixed.withUnsafeMutableBufferPointer { try body($0) }
    }
}

import WordpackSound

/// Reads a whole recording in blocks of `blockFrames` frames.
package func readAllFrames(of sound: SoundFile, blockFrames: Int = 1000) throws -> [Float] {
    var samples: [Float] = []
    var block = [Float](repeating: 0, count: blockFrames * sound.channels)
    while true {
        let read = try block.withUnsafeMutableBufferPointer { try sound.readFrames(into: $0) }
        if read == 0 { break }
        samples += block.prefix(read * sound.channels)
    }
    return samples
}

/// The 64-bit FNV-1a hash of a text's UTF-8 bytes: the same on every machine and every run (unlike
/// Swift's `Hasher`, which is seeded randomly per process), so it can seed a round's grid.
enum FNV1a {
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

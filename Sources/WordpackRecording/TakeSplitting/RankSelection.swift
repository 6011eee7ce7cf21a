/// The values at given ranks of a long sequence of numbers (the 0th is the smallest), found without sorting or
/// keeping it: the sequence is read three times, and each time narrows each rank's value by 11, 11 and then 10
/// bits of its floating-point representation (ordered as the numbers are), counting in 2,048 bins. The values
/// are exactly those of `sorted()[rank]`.
enum RankSelection {
    /// The values at `ranks` (each less than the sequence's length) of the numbers `read` gives its argument,
    /// in the same order each time it is called.
    static func values(at ranks: [Int], read: ((Float) -> Void) throws -> Void) throws -> [Float] {
        var prefixes = [UInt32](repeating: 0, count: ranks.count)
        var remaining = ranks
        var known = 0  // leading bits of each key found so far
        for width in [11, 11, 10] {
            let shift = 32 - known - width
            var counts = [[Int]](repeating: [Int](repeating: 0, count: 1 << width), count: ranks.count)
            try read { value in
                let key = Self.key(value)
                for rank in ranks.indices where key >> (32 - known) == prefixes[rank] {
                    counts[rank][Int((key >> shift) & (1 << width - 1))] += 1
                }
            }
            for rank in ranks.indices {
                var bin = 0
                while bin < counts[rank].count - 1, remaining[rank] >= counts[rank][bin] {
                    remaining[rank] -= counts[rank][bin]
                    bin += 1
                }
                prefixes[rank] = prefixes[rank] << width | UInt32(bin)
            }
            known += width
        }
        return prefixes.map(Self.value)
    }

    /// The number's bits as an unsigned integer in the same order as the numbers: negative numbers' bits
    /// reversed, positive numbers' above them.
    static func key(_ value: Float) -> UInt32 {
        let bits = value.bitPattern
        return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
    }

    static func value(_ key: UInt32) -> Float {
        Float(bitPattern: key & 0x8000_0000 != 0 ? key & 0x7FFF_FFFF : ~key)
    }
}

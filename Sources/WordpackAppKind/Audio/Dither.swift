/// Rounds samples to 16 bits with TPDF dither: before rounding, each sample gets the difference of two
/// uniform random values (a triangular distribution over ±1 step), which turns rounding distortion into a
/// constant, faint hiss. The random values come from SplitMix64 started at a fixed seed for every recording,
/// so the same recording gives the same bytes on every run and on any number of threads.
struct Dither {
    static let seed: UInt64 = 0x776F_7264_7061_636B  // "wordpack"

    private var state: UInt64
    let enabled: Bool

    package init(enabled: Bool, seed: UInt64 = Dither.seed) {
        self.enabled = enabled
        state = seed
    }

    /// SplitMix64 (Steele, Lea and Flood, 2014).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A sample in -1…1 as a 16-bit integer (×32768, as libsndfile and Core Audio scale), clipped to the range.
    mutating func quantize(_ sample: Float) -> Int16 {
        var value = Double(sample) * 32768
        if enabled {
            let random = next()
            let first = Double(random >> 32) / 4_294_967_296
            let second = Double(random & 0xFFFF_FFFF) / 4_294_967_296
            value += first - second
        }
        guard !value.isNaN else { return 0 }
        return Int16(min(max(value.rounded(), -32768), 32767))
    }
}

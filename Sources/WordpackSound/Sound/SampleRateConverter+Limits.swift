import CSamplerate

extension SampleRateConverter {
    /// libsamplerate's limit: it changes a rate by at most this factor, up or down (`SRC_MAX_RATIO`).
    static let maximumFactor = 256

    /// Whether libsamplerate can convert a recording at `inputRate` to `outputRate`, by its own test
    /// (`src_is_valid_ratio`).
    package static func canConvert(from inputRate: Int, to outputRate: Int) -> Bool {
        guard inputRate > 0, outputRate > 0 else { return false }
        let ratio = Double(outputRate) / Double(inputRate)
        return ratio.isFinite && src_is_valid_ratio(ratio) != 0
    }

    /// The whole-number input rates libsamplerate can convert to `outputRate`: from about
    /// `outputRate / 256` to `outputRate × 256`, the ends checked with `canConvert`.
    package static func convertibleRates(to outputRate: Int) -> ClosedRange<Int> {
        var lowest = max(1, outputRate / maximumFactor)
        while lowest < outputRate, !canConvert(from: lowest, to: outputRate) { lowest += 1 }
        while lowest > 1, canConvert(from: lowest - 1, to: outputRate) { lowest -= 1 }
        let (product, overflow) = outputRate.multipliedReportingOverflow(by: maximumFactor)
        guard !overflow else { return lowest...Int.max }  // no setting allows such a rate
        var highest = product
        while highest > outputRate, !canConvert(from: highest, to: outputRate) { highest -= 1 }
        while canConvert(from: highest + 1, to: outputRate) { highest += 1 }
        return lowest...max(lowest, highest)
    }
}

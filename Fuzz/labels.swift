/// The Audacity label track reader (`TakeLabels.read`: times, tabs, line ends, spectral lines) and the cuts
/// `split --labels` makes of its labels in a take of 10 s.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLabels(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.labels.fuzz(data, size)
}

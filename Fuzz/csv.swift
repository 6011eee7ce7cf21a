/// The CSV reader (encoding and separator sniffing, quoting, line ends) through `SpreadsheetFile.open`, as
/// ingest opens a `.csv` list: every sheet's every row.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.csv.fuzz(data, size)
}

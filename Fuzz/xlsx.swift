/// The XLSX reader (ZIP, relationships, workbook, styles, shared strings, sheets) through `SpreadsheetFile.open`:
/// every sheet's every row. An input starting with `@@part ` is a list of parts, packed into a ZIP first
/// (`ZipParts`), so that the XML mutates without breaking the ZIP around it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLSX(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.xlsx.fuzz(data, size)
}

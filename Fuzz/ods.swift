/// The ODS reader (ZIP, mimetype, content.xml with its repeated rows and columns) through `SpreadsheetFile.open`:
/// every sheet's every row. An input starting with `@@part ` is a list of parts, packed into a ZIP first
/// (`ZipParts`), so that the XML mutates without breaking the ZIP around it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzODS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.ods.fuzz(data, size)
}

/// The picture path of check and the images stage: the header, then the whole picture decoded to RGBA by
/// libpng's simplified API, refused above 4,000,000 pixels so that memory stays bounded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.png.fuzz(data, size)
}

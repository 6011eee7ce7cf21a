/// The PO reader (line ends, continuation lines, escapes, plural forms, the header) through `POReader` and
/// `POTranslations`, as the build and `import-po` read a language folder's `words.po`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPO(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.po.fuzz(data, size)
}

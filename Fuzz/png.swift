import Foundation
import WordpackKit

/// The picture path of check and the images stage: the header, then the whole picture decoded to RGBA by
/// libpng's simplified API, refused above 4,000,000 pixels so that memory stays bounded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.withFile(data, size, fileExtension: "png") { url in
        let header = try PNGImage.readHeader(from: url, displayPath: FuzzInput.displayPath)
        let image = try PNGImage.read(from: url, displayPath: FuzzInput.displayPath, maximumPixelCount: 4_000_000)
        if image.width != header.width || image.height != header.height {
            fatalError("decoded \(image.width)×\(image.height), but the header says \(header.width)×\(header.height)")
        }
        _ = image.pixel(x: image.width - 1, y: image.height - 1)
    }
}

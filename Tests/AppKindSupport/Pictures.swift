import WordpackPictures

/// A picture made in memory, `width` × `height`, from a function giving each pixel's RGBA.
package func makePicture(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> PNGImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = pixel(x, y)
            pixels += [r, g, b, a]
        }
    }
    guard let picture = PNGImage(width: width, height: height, layout: .rgba, pixels: pixels) else {
        fatalError("bad test picture")
    }
    return picture
}

/// The RGBA of pixel (x, y) of straight-alpha RGBA bytes `width` wide.
package func rgba(_ pixels: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * width + x) * 4
    return Array(pixels[start..<start + 4])
}

/// What a raster master is decoded for: scaled to fit inside, or to cover, a box of `width` × `height`
/// pixels. A reader that can decode smaller (libjpeg's DCT scaling, a HEIC's thumbnail) decodes no smaller than
/// twice the size the picture is scaled to, so that Lanczos-3 still has two master pixels for each output pixel.
package struct DecodeTarget: Hashable, Sendable {
    package var width: Int
    package var height: Int
    /// true: the picture covers the box and is cropped (`fill`); false: it fits inside (`fit`).
    var covers: Bool

    package init(width: Int, height: Int, covers: Bool) {
        self.width = width
        self.height = height
        self.covers = covers
    }

    /// The least size a `width` × `height` picture may be decoded at: twice the size scaling it to the box gives,
    /// in its own proportions.
    func leastDecodedSize(width pictureWidth: Int, height pictureHeight: Int) -> (width: Double, height: Double) {
        guard pictureWidth > 0, pictureHeight > 0 else { return (0, 0) }
        let across = Double(width) / Double(pictureWidth)
        let down = Double(height) / Double(pictureHeight)
        let scale = covers ? max(across, down) : min(across, down)
        return (2 * Double(pictureWidth) * scale, 2 * Double(pictureHeight) * scale)
    }
}

import Foundation
import WordpackPictures

/// A master opened for making outputs from it: pixels, or a document cairo draws at any size.
package enum PictureMaster {
    case raster(PNGImage)
    case vector(VectorDocument)

    /// A vector's proportions are carried in a size this long on its longer side: close enough that the
    /// geometry of any output agrees with the document's own to a fraction of a pixel.
    static let vectorSide = 10_000.0

    /// Opens the master at `url`: a raster is decoded and refused beyond `maximumPixelCount` pixels (a JPEG or
    /// HEIC shrunk on load when `target`, what it is scaled to, is much smaller); a vector is read and checked, to
    /// be drawn later.
    package static func open(
        _ url: URL, displayPath: String, maximumPixelCount: Int, for target: DecodeTarget? = nil
    ) throws -> PictureMaster {
        switch MasterFormat(path: displayPath) {
        case .svg: return .vector(try SVGDocument(url: url, displayPath: displayPath))
        case .pdf: return .vector(try PDFDocument(url: url, displayPath: displayPath))
        case .jpeg:
            return .raster(
                try JPEGPicture.read(
                    from: url, displayPath: displayPath, maximumPixelCount: maximumPixelCount, for: target))
        case .heif:
            return .raster(
                try HEIFPicture.read(
                    from: url, displayPath: displayPath, maximumPixelCount: maximumPixelCount, for: target))
        case .webp:
            return .raster(
                try WebPPicture.read(from: url, displayPath: displayPath, maximumPixelCount: maximumPixelCount))
        case .png, nil:
            return .raster(
                try PNGImage.read(
                    from: url, displayPath: displayPath, maximumPixelCount: maximumPixelCount, layouts: [.rgb, .rgba]))
        }
    }

    /// The size the output's geometry is worked out from: a raster's pixels, a vector's proportions.
    package var size: (width: Int, height: Int) {
        switch self {
        case .raster(let image): return (image.width, image.height)
        case .vector(let document):
            let scale = Self.vectorSide / max(document.width, document.height)
            return (max(1, Int((document.width * scale).rounded())), max(1, Int((document.height * scale).rounded())))
        }
    }

    package var isVector: Bool {
        if case .vector = self { return true }
        return false
    }

    /// The output's RGBA pixels (straight alpha, transparent where the master does not reach), as `geometry`
    /// places the master: a raster scaled with Lanczos-3, a vector drawn straight at the output's size.
    package func pixels(into geometry: PictureGeometry) throws -> [UInt8] {
        switch self {
        case .raster(let image):
            return Resampler.resample(image, into: geometry)
        case .vector(let document):
            let (width, height) = size
            let across = Double(geometry.placedWidth) / geometry.sourceWidth
            let down = Double(geometry.placedHeight) / geometry.sourceHeight
            let whole = CairoCanvas.Rectangle(
                x: Double(geometry.placedX) - geometry.sourceX * across,
                y: Double(geometry.placedY) - geometry.sourceY * down,
                width: Double(width) * across, height: Double(height) * down)
            let placed = CairoCanvas.Rectangle(
                x: Double(geometry.placedX), y: Double(geometry.placedY),
                width: Double(geometry.placedWidth), height: Double(geometry.placedHeight))
            return try CairoCanvas.pixels(width: geometry.width, height: geometry.height, clip: placed) { context in
                try document.draw(on: context, in: whole)
            }
        }
    }
}

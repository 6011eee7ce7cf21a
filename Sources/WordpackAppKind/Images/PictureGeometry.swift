import WordpackCore

/// Where a master goes in an output picture: which part of the master is used, and where it lands.
///
/// `fit` scales the whole master to fit inside the output and centres it, leaving transparent bands on two
/// sides when the shapes differ. `fill` scales the master to cover the output and crops the middle of it.
package struct PictureGeometry: Equatable {
    /// The output picture's size.
    package var width: Int
    package var height: Int
    /// The part of the master that is scaled, in master pixels (fractional for a centred crop).
    var sourceX: Double
    var sourceY: Double
    var sourceWidth: Double
    var sourceHeight: Double
    /// Where the scaled master lands in the output picture, in whole pixels.
    var placedX: Int
    var placedY: Int
    var placedWidth: Int
    var placedHeight: Int

    /// How much the master is enlarged: above 1 when it is smaller than the output needs.
    var enlargement: Double { max(Double(placedWidth) / sourceWidth, Double(placedHeight) / sourceHeight) }

    package init(masterWidth: Int, masterHeight: Int, outputWidth: Int, outputHeight: Int, fit: PictureFormat.Fit) {
        width = outputWidth
        height = outputHeight
        let across = Double(outputWidth) / Double(masterWidth)
        let down = Double(outputHeight) / Double(masterHeight)
        switch fit {
        case .fit:
            let scale = min(across, down)
            placedWidth = min(outputWidth, max(1, Int((Double(masterWidth) * scale).rounded())))
            placedHeight = min(outputHeight, max(1, Int((Double(masterHeight) * scale).rounded())))
            placedX = (outputWidth - placedWidth) / 2
            placedY = (outputHeight - placedHeight) / 2
            sourceX = 0
            sourceY = 0
            sourceWidth = Double(masterWidth)
            sourceHeight = Double(masterHeight)
        case .fill:
            let scale = max(across, down)
            placedX = 0
            placedY = 0
            placedWidth = outputWidth
            placedHeight = outputHeight
            sourceWidth = min(Double(masterWidth), Double(outputWidth) / scale)
            sourceHeight = min(Double(masterHeight), Double(outputHeight) / scale)
            sourceX = (Double(masterWidth) - sourceWidth) / 2
            sourceY = (Double(masterHeight) - sourceHeight) / 2
        }
    }

    /// Whether the scaled master covers the whole output (no transparent bands).
    var coversOutput: Bool {
        placedX == 0 && placedY == 0 && placedWidth == width && placedHeight == height
    }
}

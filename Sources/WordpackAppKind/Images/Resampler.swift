import CResampling
import Foundation
import WordpackPictures

/// Scales an RGBA master into an output picture with a separable Lanczos-3 filter, in premultiplied alpha.
///
/// Each colour is multiplied by its alpha before filtering and divided by the filtered alpha after, so that the
/// colour of a transparent pixel (often black or white in a master) never bleeds into a shape's edge: a red
/// shape on transparency stays red to its last pixel. Master rows are filtered across as the output rows
/// need them, into a ring of as many rows as the filter is tall (a few hundred kilobytes, whatever the
/// master's size); each output row is then filtered down from the ring. Values are `Float`s in 0…255.
///
/// The work on each pixel is C (`CResampling`): it sums several output pixels side by side with the vector
/// instructions the processor has, in the same order on every path, so the bytes never depend on the machine.
enum Resampler {
    /// CResampling's ways of doing the same arithmetic, fastest first; each gives the same bytes.
    enum Path: Int32, CaseIterable {
        case fastest, sse2, plain
    }

    /// Holds every later resampling to paths no faster than `path` (for tests: `.fastest` lifts it).
    static func limitPaths(to path: Path) { cresampling_limit_paths(path.rawValue) }

    /// The output picture (RGBA, straight alpha, transparent where the master does not reach) as `geometry`
    /// places `master` (RGB or RGBA) in it.
    static func resample(_ master: PNGImage, into geometry: PictureGeometry) -> [UInt8] {
        let channels = master.layout.channels
        let acrossAxis = Axis.weights(
            inputCount: master.width, start: geometry.sourceX, span: geometry.sourceWidth,
            outputCount: geometry.placedWidth, across: true)
        let across = acrossAxis.weights
        let down = Axis.weights(
            inputCount: master.height, start: geometry.sourceY, span: geometry.sourceHeight,
            outputCount: geometry.placedHeight, across: false
        ).weights
        let columns = across.inputRange
        let width = geometry.placedWidth
        // `down.first` never decreases, so the rows one output row needs are among the ring's last `down.taps`;
        // three rows more let master rows be filtered four at a time, up to three of them ahead of need.
        let ringCount = down.taps + 3
        let ring = UnsafeMutablePointer<Float>.allocate(capacity: ringCount * width * 4)
        defer { ring.deallocate() }
        let masterRow = UnsafeMutablePointer<Float>.allocate(capacity: columns.count * 4 * 4)
        defer { masterRow.deallocate() }
        let masterRows = (0..<4).map { masterRow + $0 * columns.count * 4 }
        let constantMasterRows = masterRows.map { Optional(UnsafePointer($0)) }
        let outputRow = UnsafeMutablePointer<Float>.allocate(capacity: width * 4)
        defer { outputRow.deallocate() }
        let acrossWeights = acrossAxis.repeated
        let acrossFirst = acrossAxis.first
        func ringRow(_ row: Int) -> UnsafeMutablePointer<Float> { ring + (row % ringCount) * width * 4 }

        var output = [UInt8](repeating: 0, count: geometry.width * geometry.height * 4)
        var nextRow = down.inputRange.lowerBound
        master.pixels.withUnsafeBufferPointer { pixels in
            acrossWeights.withUnsafeBufferPointer { acrossWeights in
                acrossFirst.withUnsafeBufferPointer { acrossFirst in
                    down.weights.withUnsafeBufferPointer { downWeights in
                        output.withUnsafeMutableBufferPointer { output in
                            guard let pixels = pixels.baseAddress, let output = output.baseAddress,
                                let acrossWeights = acrossWeights.baseAddress,
                                let acrossFirst = acrossFirst.baseAddress, let downWeights = downWeights.baseAddress
                            else { return }
                            func premultiply(_ row: Int, into floats: UnsafeMutablePointer<Float>) {
                                cresampling_premultiply(
                                    pixels + (row * master.width + columns.lowerBound) * channels, Int32(channels),
                                    Int64(columns.count), floats)
                            }
                            for y in 0..<geometry.placedHeight {
                                let needed = down.first[y] + down.taps
                                while nextRow < needed {
                                    // The rows after the last one needed may be filtered with it (the ring has
                                    // room for three), if later output rows need them.
                                    let group = min(4, down.inputRange.upperBound - nextRow) >= 4 ? 4 : 1
                                    for index in 0..<group { premultiply(nextRow + index, into: masterRows[index]) }
                                    if group == 4 {
                                        let targets = (0..<4).map { Optional(ringRow(nextRow + $0)) }
                                        cresampling_filter_four_rows(
                                            constantMasterRows, Int64(columns.lowerBound), acrossWeights, acrossFirst,
                                            Int64(across.taps), Int64(width), targets)
                                    } else {
                                        cresampling_filter_row(
                                            masterRow, Int64(columns.lowerBound), acrossWeights, acrossFirst,
                                            Int64(across.taps), Int64(width), ringRow(nextRow))
                                    }
                                    nextRow += group
                                }
                                let rows = (0..<down.taps).map { Optional(UnsafePointer(ringRow(down.first[y] + $0))) }
                                cresampling_filter_columns(
                                    rows, downWeights + y * down.taps, Int64(down.taps), Int64(width * 4), outputRow)
                                let target = ((geometry.placedY + y) * geometry.width + geometry.placedX) * 4
                                cresampling_unpremultiply(outputRow, Int64(width), output + target)
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// One axis's weights as the C filters take them, kept for the next pictures of the same sizes (a camera's
    /// photos, a folder of masters exported alike): working them out costs about 1% of a photo's CPU.
    final class Axis: Sendable {
        let weights: LanczosWeights
        /// For the row filter: each weight four times over, once per channel, so that it loads them as it loads
        /// pixels; and the first master column of each output pixel. Empty for the column filter.
        let repeated: [Float]
        let first: [Int64]

        private init(_ weights: LanczosWeights, across: Bool) {
            self.weights = weights
            repeated = across ? weights.weights.flatMap { repeatElement($0, count: 4) } : []
            first = across ? weights.first.map { Int64($0) } : []
        }

        private struct Key: Hashable {
            var inputCount: Int
            var start: Double
            var span: Double
            var outputCount: Int
            var across: Bool
        }

        /// The axes worked out so far, shared by the threads that make pictures.
        private final class Kept: @unchecked Sendable {
            let lock = NSLock()
            var axes: [Key: Axis] = [:]
        }
        private static let kept = Kept()
        /// A build's pictures come in a few sizes; beyond this many, the kept axes are dropped and kept afresh.
        private static let keptLimit = 32

        static func weights(inputCount: Int, start: Double, span: Double, outputCount: Int, across: Bool) -> Axis {
            let key = Key(inputCount: inputCount, start: start, span: span, outputCount: outputCount, across: across)
            if let axis = kept.lock.withLock({ kept.axes[key] }) { return axis }
            let axis = Axis(
                LanczosWeights(inputCount: inputCount, start: start, span: span, outputCount: outputCount),
                across: across)
            kept.lock.withLock {
                if kept.axes.count >= keptLimit { kept.axes.removeAll() }
                kept.axes[key] = axis
            }
            return axis
        }
    }
}

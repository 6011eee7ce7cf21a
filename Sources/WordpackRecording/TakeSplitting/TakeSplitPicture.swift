import Foundation
import WordpackAppKind

/// The review page's picture of a take: its waveform in rows of up to `rowWidth` pixel columns, each column
/// the lowest and highest sample of its stretch (from `TakeWaveform`, so the take is not read again), with
/// each cut shaded, its start and end marked by a red line and its script number written beside the start,
/// and a tick every second. A column is one 10 ms energy frame, or several for a take too long to fit in
/// `maximumRows` rows that way (0.3 s for an hour: an overview, the page's table has the exact times), so the
/// picture of an hour-long take is no bigger than that of a 2-minute one. It is drawn and compressed a row at a
/// time (`Painter`), so that only one row's pixels are in memory whatever the take's length.
struct TakeSplitPicture: Sendable, Equatable {
    static let rowWidth = 1000
    /// 2 minutes at 10 ms a column: a longer take's columns are longer, so that the picture stays the same size
    /// whatever its length.
    static let maximumRows = 12
    static let maximumColumns = rowWidth * maximumRows
    /// Pixels: the band for the numbers, the waveform's band, and a gap before the next row.
    static let labelHeight = 12
    static let waveHeight = 54
    static let gapHeight = 6
    static let rowHeight = labelHeight + waveHeight + gapHeight

    /// Energy frames per pixel column.
    var framesPerColumn: Int
    /// Pixel columns in all, and the picture's size.
    var columns: Int
    var width: Int
    var height: Int

    /// Energy frames per pixel column for a take of `energyFrames` frames: one, or as many as make it fit in
    /// `maximumRows` rows.
    static func framesPerColumn(energyFrames: Int) -> Int {
        max(1, (energyFrames + maximumColumns - 1) / maximumColumns)
    }

    /// The layout for a take of `energyFrames` frames.
    package init(energyFrames: Int) {
        self.init(energyFrames: energyFrames, framesPerColumn: Self.framesPerColumn(energyFrames: energyFrames))
    }

    /// The layout for a take of `energyFrames` frames drawn `framesPerColumn` frames to a column (the
    /// waveform's, which is laid out before the take's true length is known).
    package init(energyFrames: Int, framesPerColumn: Int) {
        self.framesPerColumn = max(framesPerColumn, 1)
        columns = max(1, (energyFrames + self.framesPerColumn - 1) / self.framesPerColumn)
        width = min(columns, Self.rowWidth)
        height = ((columns + Self.rowWidth - 1) / Self.rowWidth) * Self.rowHeight
    }

    /// The pixel column (counted through all the rows) that shows the take's frame `takeFrame`.
    func column(ofTakeFrame takeFrame: Int, frames: EnergyFrames) -> Int {
        min(takeFrame / max(frames.frameLength * framesPerColumn, 1), columns - 1)
    }

    /// Where column `column` is drawn: its x, and the y of the top of its row.
    func position(ofColumn column: Int) -> (x: Int, top: Int) {
        (column % Self.rowWidth, (column / Self.rowWidth) * Self.rowHeight)
    }

    /// Seconds of the take in each row.
    func secondsPerRow(_ frames: EnergyFrames) -> Double {
        Double(Self.rowWidth * framesPerColumn * frames.frameLength) / Double(max(frames.sampleRate, 1))
    }

    enum Colour {
        static let background: [UInt8] = [255, 255, 255]
        static let shade: [UInt8] = [218, 232, 250]
        static let wave: [UInt8] = [90, 90, 90]
        static let speech: [UInt8] = [22, 70, 140]
        static let mark: [UInt8] = [204, 30, 30]
        static let tick: [UInt8] = [170, 170, 170]
        /// A saying left out because its line was said twice.
        static let leftOutShade: [UInt8] = [252, 226, 200]
        static let leftOut: [UInt8] = [196, 98, 16]
    }
}

extension TakeSplit {
    /// The review picture's layout for this split.
    var picture: TakeSplitPicture {
        TakeSplitPicture(energyFrames: frames.count, framesPerColumn: waveform.framesPerColumn)
    }
}

extension TakeSplitPicture {
    /// The picture as PNG bytes, written by the images stage's encoder (the same pixels give the same bytes)
    /// as it is drawn, a row of the picture (72 pixel rows) at a time.
    func png(of split: TakeSplit, displayPath: String) throws -> Data {
        let painter = Painter(self, split)
        return try PictureEncoder.encodeRows(width: width, height: height, channels: 3, .drawing, displayPath) {
            y, row in
            painter.row(y).withUnsafeBufferPointer { _ = row.update(fromContentsOf: $0) }
        }
    }
}

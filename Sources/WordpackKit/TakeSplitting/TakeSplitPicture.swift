import Foundation

/// The review page's picture of a take: its waveform in rows of up to `rowWidth` pixel columns, each column
/// the lowest and highest sample of its stretch (from `TakeWaveform`, so the take is not read again), with
/// each cut shaded, its start and end marked by a red line and its script number written beside the start,
/// and a tick every second. A column is one 10 ms energy frame, or several for a take too long to fit in
/// `maximumRows` rows that way (0.3 s for an hour: an overview, the page's table has the exact times), so the
/// picture of an hour-long take is no bigger than that of a 2-minute one.
public struct TakeSplitPicture: Sendable, Equatable {
    public static let rowWidth = 1000
    /// 2 minutes at 10 ms a column: a longer take's columns are longer, so that the picture's pixels (7 bytes of
    /// memory a column) stay the same whatever its length.
    public static let maximumRows = 12
    /// Pixels: the band for the numbers, the waveform's band, and a gap before the next row.
    static let labelHeight = 12
    static let waveHeight = 54
    static let gapHeight = 6
    public static let rowHeight = labelHeight + waveHeight + gapHeight

    /// Energy frames per pixel column.
    public var framesPerColumn: Int
    /// Pixel columns in all, and the picture's size.
    public var columns: Int
    public var width: Int
    public var height: Int

    /// The layout for a take of `energyFrames` frames.
    public init(energyFrames: Int) {
        let fit = Self.rowWidth * Self.maximumRows
        framesPerColumn = max(1, (energyFrames + fit - 1) / fit)
        columns = max(1, (energyFrames + framesPerColumn - 1) / framesPerColumn)
        width = min(columns, Self.rowWidth)
        height = ((columns + Self.rowWidth - 1) / Self.rowWidth) * Self.rowHeight
    }

    /// The pixel column (counted through all the rows) that shows the take's frame `takeFrame`.
    public func column(ofTakeFrame takeFrame: Int, energies: FrameEnergies) -> Int {
        min(takeFrame / max(energies.frameLength * framesPerColumn, 1), columns - 1)
    }

    /// Where column `column` is drawn: its x, and the y of the top of its row.
    public func position(ofColumn column: Int) -> (x: Int, top: Int) {
        (column % Self.rowWidth, (column / Self.rowWidth) * Self.rowHeight)
    }

    /// Seconds of the take in each row.
    public func secondsPerRow(_ energies: FrameEnergies) -> Double {
        Double(Self.rowWidth * framesPerColumn * energies.frameLength) / Double(max(energies.sampleRate, 1))
    }

    enum Colour {
        static let background: [UInt8] = [255, 255, 255]
        static let shade: [UInt8] = [218, 232, 250]
        static let wave: [UInt8] = [90, 90, 90]
        static let speech: [UInt8] = [22, 70, 140]
        static let mark: [UInt8] = [204, 30, 30]
        static let tick: [UInt8] = [170, 170, 170]
    }
}

extension TakeSplitPicture {
    /// The picture of `split` as 8-bit RGB pixels, rows top to bottom.
    func pixels(of split: TakeSplit) -> [UInt8] {
        var canvas = Canvas(width: width, height: height)
        let energies = split.energies
        let cutColumns = split.cuts.map {
            (start: column(ofTakeFrame: $0.start, energies: energies),
             end: column(ofTakeFrame: max($0.end - 1, $0.start), energies: energies), number: $0.line.number)
        }
        // The loudest sample fills the band, so that a quiet take is as easy to read as a loud one.
        let loudest = max(split.waveform.loudest, 1.0 / 127)
        let half = Double(Self.waveHeight - 2) / 2
        var cutIndex = 0
        for column in 0..<columns {
            while cutIndex < cutColumns.count, cutColumns[cutIndex].end < column { cutIndex += 1 }
            let inCut = cutIndex < cutColumns.count && cutColumns[cutIndex].start <= column
            let (x, top) = position(ofColumn: column)
            let waveTop = top + Self.labelHeight
            if inCut {
                canvas.fill(x: x, from: waveTop, to: waveTop + Self.waveHeight, Colour.shade)
            }
            let frames = (column * framesPerColumn)..<((column + 1) * framesPerColumn)
            let (low, high) = split.waveform.peaks(frames)
            let middle = Double(waveTop) + Double(Self.waveHeight) / 2
            let upper = Int((middle - Double(high / loudest) * half).rounded(.down))
            let lower = Int((middle - Double(low / loudest) * half).rounded(.up))
            canvas.fill(x: x, from: upper, to: max(lower, upper + 1), inCut ? Colour.speech : Colour.wave)
            // A tick where a second starts in this column, taller every ten seconds.
            let rate = max(energies.sampleRate, 1)
            let firstFrame = frames.lowerBound * energies.frameLength
            let second = (firstFrame + rate - 1) / rate
            if second * rate < frames.upperBound * energies.frameLength {
                let bottom = waveTop + Self.waveHeight
                canvas.fill(x: x, from: bottom - (second % 10 == 0 ? 6 : 3), to: bottom, Colour.tick)
            }
        }
        for cut in cutColumns {
            for edge in [cut.start, cut.end] {
                let (x, top) = position(ofColumn: edge)
                canvas.fill(x: x, from: top + (edge == cut.start ? 0 : Self.labelHeight),
                            to: top + Self.labelHeight + Self.waveHeight, Colour.mark)
            }
            let (x, top) = position(ofColumn: cut.start)
            canvas.write(String(cut.number), x: x + 2, y: top + 1, Colour.mark)
        }
        return canvas.pixels
    }

    /// The picture as PNG bytes, written by the images stage's encoder (the same pixels give the same bytes).
    func png(of split: TakeSplit, displayPath: String) throws -> Data {
        try PictureEncoder.encode(
            pixels(of: split), width: width, height: height, channels: 3, .drawing, displayPath)
    }
}

extension TakeSplitPicture {
    /// Draws the picture of a split one row of the picture (`rowHeight` pixels high) at a time, on a canvas
    /// of that row alone: what is drawn in a row (the columns, the marks, the numbers) stays in it.
    final class Painter {
        let picture: TakeSplitPicture
        let split: TakeSplit
        /// Each cut's first and last column, and its line's number.
        let cutColumns: [(start: Int, end: Int, number: Int)]
        /// Each saying left out (said twice): its first and last column, and its line's number.
        let leftColumns: [(start: Int, end: Int, number: Int)]
        /// The loudest sample fills the band, so that a quiet take is as easy to read as a loud one.
        let loudest: Float
        /// The picture row on `canvas`, if one is.
        private var drawn: Int?
        private var canvas: Canvas

        init(_ picture: TakeSplitPicture, _ split: TakeSplit) {
            self.picture = picture
            self.split = split
            let frames = split.frames
            cutColumns = split.cuts.map {
                (
                    start: picture.column(ofTakeFrame: $0.start, frames: frames),
                    end: picture.column(ofTakeFrame: max($0.end - 1, $0.start), frames: frames), number: $0.line.number
                )
            }
            leftColumns = split.retakes.map {
                (
                    start: picture.column(ofTakeFrame: $0.start, frames: frames),
                    end: picture.column(ofTakeFrame: max($0.end - 1, $0.start), frames: frames), number: $0.line.number
                )
            }
            loudest = max(split.waveform.loudest, 1.0 / 127)
            canvas = Canvas(width: picture.width, height: TakeSplitPicture.rowHeight)
        }

        /// The pixels of the picture's pixel row `y`.
        func row(_ y: Int) -> ArraySlice<UInt8> {
            let row = y / TakeSplitPicture.rowHeight
            if drawn != row { draw(row) }
            let start = (y % TakeSplitPicture.rowHeight) * picture.width * 3
            return canvas.pixels[start..<(start + picture.width * 3)]
        }

        /// Draws the picture's row `row` (the columns `row * rowWidth` on) on the canvas, its top at y 0.
        private func draw(_ row: Int) {
            canvas.clear()
            drawn = row
            let frames = split.frames
            let first = row * TakeSplitPicture.rowWidth
            let columns = first..<min(first + TakeSplitPicture.rowWidth, picture.columns)
            let half = Double(TakeSplitPicture.waveHeight - 2) / 2
            let waveTop = TakeSplitPicture.labelHeight
            var cutIndex = 0
            for column in columns {
                while cutIndex < cutColumns.count, cutColumns[cutIndex].end < column { cutIndex += 1 }
                let inCut = cutIndex < cutColumns.count && cutColumns[cutIndex].start <= column
                let x = column - first
                let leftOut = leftColumns.contains { $0.start <= column && column <= $0.end }
                if inCut || leftOut {
                    canvas.fill(
                        x: x, from: waveTop, to: waveTop + TakeSplitPicture.waveHeight,
                        leftOut ? Colour.leftOutShade : Colour.shade)
                }
                let (low, high) = split.waveform.peaks(column: column)
                let middle = Double(waveTop) + Double(TakeSplitPicture.waveHeight) / 2
                let upper = Int((middle - Double(high / loudest) * half).rounded(.down))
                let lower = Int((middle - Double(low / loudest) * half).rounded(.up))
                canvas.fill(
                    x: x, from: upper, to: max(lower, upper + 1),
                    leftOut ? Colour.leftOut : inCut ? Colour.speech : Colour.wave)
                // A tick where a second starts in this column, taller every ten seconds.
                let rate = max(frames.sampleRate, 1)
                let firstFrame = column * picture.framesPerColumn * frames.frameLength
                let second = (firstFrame + rate - 1) / rate
                if second * rate < (column + 1) * picture.framesPerColumn * frames.frameLength {
                    let bottom = waveTop + TakeSplitPicture.waveHeight
                    canvas.fill(x: x, from: bottom - (second % 10 == 0 ? 6 : 3), to: bottom, Colour.tick)
                }
            }
            for cut in cutColumns {
                for edge in [cut.start, cut.end] where columns.contains(edge) {
                    canvas.fill(
                        x: edge - first, from: edge == cut.start ? 0 : TakeSplitPicture.labelHeight,
                        to: TakeSplitPicture.labelHeight + TakeSplitPicture.waveHeight, Colour.mark)
                }
                if columns.contains(cut.start) {
                    canvas.write(String(cut.number), x: cut.start - first + 2, y: 1, Colour.mark)
                }
            }
            // A saying left out: its line's number in its own colour above it.
            for left in leftColumns where columns.contains(left.start) {
                canvas.write(String(left.number), x: left.start - first + 2, y: 1, Colour.leftOut)
            }
        }
    }
}

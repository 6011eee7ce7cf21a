/// Scales an RGBA master into an output picture with a separable Lanczos-3 filter, in premultiplied alpha.
///
/// Each colour is multiplied by its alpha before filtering and divided by the filtered alpha after, so that the
/// colour of a transparent pixel (often black or white in a master) never bleeds into a shape's edge: a red
/// shape on transparency stays red to its last pixel. Master rows are filtered across as the output rows
/// need them, into a ring of as many rows as the filter is tall (a few hundred kilobytes, whatever the
/// master's size); each output row is then filtered down from the ring. Values are `Float`s in 0…255.
///
/// The loops work on plain `Float` pointers, four channels side by side: the optimizer turns them into
/// vector instructions, and a debug build (the tests') stays fast enough, which `SIMD4` would not.
enum Resampler {
    /// The output picture (RGBA, straight alpha, transparent where the master does not reach) as `geometry`
    /// places `master` (RGB or RGBA) in it.
    static func resample(_ master: PNGImage, into geometry: PictureGeometry) -> [UInt8] {
        let channels = master.layout.channels
        let across = LanczosWeights(
            inputCount: master.width, start: geometry.sourceX, span: geometry.sourceWidth,
            outputCount: geometry.placedWidth)
        let down = LanczosWeights(
            inputCount: master.height, start: geometry.sourceY, span: geometry.sourceHeight,
            outputCount: geometry.placedHeight)
        let columns = across.inputRange
        let width = geometry.placedWidth
        // `down.first` never decreases, so the rows one output row needs are the ring's last `down.taps`.
        let ring = UnsafeMutablePointer<Float>.allocate(capacity: down.taps * width * 4)
        defer { ring.deallocate() }
        let masterRow = UnsafeMutablePointer<Float>.allocate(capacity: columns.count * 4)
        defer { masterRow.deallocate() }
        let outputRow = UnsafeMutablePointer<Float>.allocate(capacity: width * 4)
        defer { outputRow.deallocate() }
        func ringRow(_ row: Int) -> UnsafeMutablePointer<Float> { ring + (row % down.taps) * width * 4 }

        var output = [UInt8](repeating: 0, count: geometry.width * geometry.height * 4)
        var nextRow = down.inputRange.lowerBound
        master.pixels.withUnsafeBufferPointer { pixels in
            across.weights.withUnsafeBufferPointer { acrossWeights in
                across.first.withUnsafeBufferPointer { acrossFirst in
                    output.withUnsafeMutableBufferPointer { output in
                        guard let pixels = pixels.baseAddress, let output = output.baseAddress,
                            let acrossWeights = acrossWeights.baseAddress, let acrossFirst = acrossFirst.baseAddress
                        else { return }
                        for y in 0..<geometry.placedHeight {
                            while nextRow < down.first[y] + down.taps {
                                premultiply(
                                    pixels + (nextRow * master.width + columns.lowerBound) * channels,
                                    channels: channels, count: columns.count, into: masterRow)
                                filterRow(
                                    masterRow, firstColumn: columns.lowerBound, weights: acrossWeights,
                                    first: acrossFirst, taps: across.taps, count: width, into: ringRow(nextRow))
                                nextRow += 1
                            }
                            let rows = (0..<down.taps).map { UnsafePointer(ringRow(down.first[y] + $0)) }
                            let weights = Array(down.weights[y * down.taps..<(y + 1) * down.taps])
                            filterColumns(rows, weights: weights, count: width, into: outputRow)
                            let target = ((geometry.placedY + y) * geometry.width + geometry.placedX) * 4
                            unpremultiply(outputRow, count: width, into: output + target)
                        }
                    }
                }
            }
        }
        return output
    }

    /// `count` RGBA (or RGB, opaque) pixels as premultiplied RGBA `Float`s.
    private static func premultiply(
        _ pixels: UnsafePointer<UInt8>, channels: Int, count: Int, into row: UnsafeMutablePointer<Float>
    ) {
        var source = pixels
        var target = row
        if channels == 3 {
            // As below with alpha 255: the same arithmetic, so an RGB master gives the bytes its RGBA form gives.
            let factor = Float(255) * (1 / 255)
            for _ in 0..<count {
                target[0] = Float(source[0]) * factor
                target[1] = Float(source[1]) * factor
                target[2] = Float(source[2]) * factor
                target[3] = 255
                source += 3
                target += 4
            }
            return
        }
        for _ in 0..<count {
            let alpha = Float(source[3])
            let factor = alpha * (1 / 255)
            target[0] = Float(source[0]) * factor
            target[1] = Float(source[1]) * factor
            target[2] = Float(source[2]) * factor
            target[3] = alpha
            source += 4
            target += 4
        }
    }

    /// One row (starting at master column `firstColumn`) filtered across: output pixel `x` is the sum of `taps`
    /// master pixels from column `first[x]`, weighted. Two running sums per channel let the processor work on
    /// two taps at a time.
    private static func filterRow(
        _ row: UnsafePointer<Float>, firstColumn: Int, weights: UnsafePointer<Float>, first: UnsafePointer<Int>,
        taps: Int, count: Int, into filtered: UnsafeMutablePointer<Float>
    ) {
        var weight = weights
        var target = filtered
        for x in 0..<count {
            var pixel = row + (first[x] - firstColumn) * 4
            var (r0, g0, b0, a0): (Float, Float, Float, Float) = (0, 0, 0, 0)
            var (r1, g1, b1, a1): (Float, Float, Float, Float) = (0, 0, 0, 0)
            var tap = 0
            while tap + 2 <= taps {
                let (u, v) = (weight[0], weight[1])
                r0 += u * pixel[0]
                g0 += u * pixel[1]
                b0 += u * pixel[2]
                a0 += u * pixel[3]
                r1 += v * pixel[4]
                g1 += v * pixel[5]
                b1 += v * pixel[6]
                a1 += v * pixel[7]
                pixel += 8
                weight += 2
                tap += 2
            }
            if tap < taps {
                let u = weight[0]
                r0 += u * pixel[0]
                g0 += u * pixel[1]
                b0 += u * pixel[2]
                a0 += u * pixel[3]
                weight += 1
            }
            target[0] = r0 + r1
            target[1] = g0 + g1
            target[2] = b0 + b1
            target[3] = a0 + a1
            target += 4
        }
    }

    /// One output row: the filtered rows it spans, weighted, two at a time.
    private static func filterColumns(
        _ rows: [UnsafePointer<Float>], weights: [Float], count: Int, into output: UnsafeMutablePointer<Float>
    ) {
        let values = count * 4
        output.initialize(repeating: 0, count: values)
        var tap = 0
        while tap < rows.count {
            let (u, near) = (weights[tap], rows[tap])
            // A last odd row is paired with itself at weight 0.
            let (v, far) = tap + 1 < rows.count ? (weights[tap + 1], rows[tap + 1]) : (0, rows[tap])
            for index in 0..<values {
                output[index] += u * near[index] + v * far[index]
            }
            tap += 2
        }
    }

    /// Premultiplied values back to 8-bit straight alpha; a pixel whose alpha rounds to 0 stays (0, 0, 0, 0).
    private static func unpremultiply(
        _ row: UnsafePointer<Float>, count: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        var source = row
        var target = output
        for _ in 0..<count {
            let alpha = min(max(source[3], 0), 255)
            if alpha >= 0.5 {  // the output starts transparent
                let factor = 255 / alpha
                target[0] = UInt8(min(max(source[0] * factor, 0), 255) + 0.5)
                target[1] = UInt8(min(max(source[1] * factor, 0), 255) + 0.5)
                target[2] = UInt8(min(max(source[2] * factor, 0), 255) + 0.5)
                target[3] = UInt8(alpha + 0.5)
            }
            source += 4
            target += 4
        }
    }
}

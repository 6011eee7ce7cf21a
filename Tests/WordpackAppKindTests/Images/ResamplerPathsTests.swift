import CResampling
import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore
@testable import WordpackPictures

/// CResampling's paths (AVX2 four pixels at a time, SSE2 two, plain C one) do the same arithmetic in the same
/// order, so that a picture's bytes never depend on the processor that made it.
@Suite(.serialized) struct ResamplerPathsTests {
    /// Noise (a fixed generator), so that every pixel and every weight counts; RGBA with every alpha, or RGB.
    static func noise(width: Int, height: Int, layout: PNGImage.Layout, seed: UInt64) throws -> PNGImage {
        var state = seed
        let pixels = (0..<width * height * layout.channels).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return try #require(PNGImage(width: width, height: height, layout: layout, pixels: pixels))
    }

    /// Shrinking and enlarging, odd and even tap counts, widths that leave one to three pixels after the
    /// four-at-a-time and two-at-a-time loops, fit (transparent bands) and fill (cropped).
    static let cases: [(master: (Int, Int), output: (Int, Int), fit: PictureFormat.Fit)] = [
        ((517, 301), (133, 77), .fit), ((301, 517), (135, 135), .fill), ((37, 23), (101, 62), .fit),
        ((640, 480), (213, 160), .fill), ((64, 64), (61, 63), .fit), ((9, 7), (3, 2), .fill),
    ]

    @Test(arguments: [PNGImage.Layout.rgba, .rgb])
    func everyPathGivesTheSameBytes(layout: PNGImage.Layout) throws {
        defer { Resampler.limitPaths(to: .fastest) }
        for (index, example) in Self.cases.enumerated() {
            let master = try Self.noise(
                width: example.master.0, height: example.master.1, layout: layout, seed: UInt64(index + 1))
            let geometry = PictureGeometry(
                masterWidth: master.width, masterHeight: master.height, outputWidth: example.output.0,
                outputHeight: example.output.1, fit: example.fit)
            var outputs: [Resampler.Path: [UInt8]] = [:]
            for path in Resampler.Path.allCases {
                Resampler.limitPaths(to: path)
                outputs[path] = Resampler.resample(master, into: geometry)
            }
            let plain = outputs[.plain] ?? []
            #expect(plain.count == example.output.0 * example.output.1 * 4 && Set(plain).count > 10, "\(example)")
            for path in Resampler.Path.allCases where outputs[path] != plain {
                let first =
                    zip(outputs[path] ?? [], plain).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
                Issue.record("\(layout) \(example): \(path) differs from plain C, first at byte \(first)")
            }
        }
    }

    /// The same, value by value and bit by bit, where a byte would hide a difference in the last place: each
    /// function on random values, taps odd and even, and pixel counts that leave every remainder.
    @Test func everyPathGivesTheSameBitsForEachStep() {
        defer { Resampler.limitPaths(to: .fastest) }
        var state: UInt64 = 7
        func random() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24)
        }
        for taps in [1, 2, 5, 6, 19] {
            for count in 1...9 {
                let first = (0..<count).map { Int64($0 * 2) }
                let columns = (count - 1) * 2 + taps
                let row = (0..<columns * 4).map { _ in random() * 255 }
                let weights = (0..<count * taps).flatMap { _ in repeatElement(random() - 0.2, count: 4) }
                let rows = (0..<taps).map { _ in (0..<count * 4).map { _ in random() * 255 } }
                let rowWeights = (0..<taps).map { _ in random() - 0.2 }
                let bytes = (0..<count * 4).map { _ in UInt8(random() * 255) }  // RGBA, or RGB and a third more
                var results: [Resampler.Path: [UInt32]] = [:]
                for path in Resampler.Path.allCases {
                    Resampler.limitPaths(to: path)
                    var filtered = [Float](repeating: 0, count: count * 4)
                    cresampling_filter_row(row, 0, weights, first, Int64(taps), Int64(count), &filtered)
                    var summed = [Float](repeating: 0, count: count * 4)
                    Array(rows.joined()).withUnsafeBufferPointer { values in
                        let pointers = (0..<taps).map { Optional(values.baseAddress! + $0 * count * 4) }
                        cresampling_filter_columns(pointers, rowWeights, Int64(taps), Int64(count * 4), &summed)
                    }
                    var premultiplied = [Float](repeating: 0, count: count * 4)
                    cresampling_premultiply(bytes, 4, Int64(count), &premultiplied)
                    var opaque = [Float](repeating: 0, count: count * 4)
                    cresampling_premultiply(bytes, 3, Int64(count), &opaque)
                    var straight = [UInt8](repeating: 0, count: count * 4)
                    cresampling_unpremultiply(filtered, Int64(count), &straight)
                    // Four rows at once (the row, reversed, and both scaled): each as the one-row filter gives it.
                    let others = [row.reversed(), row.map { $0 * 0.5 }, row.reversed().map { $0 * 0.25 }]
                    var alone = filtered
                    for other in others {
                        var one = [Float](repeating: 0, count: count * 4)
                        cresampling_filter_row(other, 0, weights, first, Int64(taps), Int64(count), &one)
                        alone += one
                    }
                    var four = [Float](repeating: 0, count: count * 4 * 4)
                    ([row] + others).joined().map { $0 }.withUnsafeBufferPointer { sources in
                        four.withUnsafeMutableBufferPointer { four in
                            let rows = (0..<4).map { Optional(sources.baseAddress! + $0 * columns * 4) }
                            let targets = (0..<4).map { Optional(four.baseAddress! + $0 * count * 4) }
                            cresampling_filter_four_rows(
                                rows, 0, weights, first, Int64(taps), Int64(count), targets)
                        }
                    }
                    #expect(
                        four.map(\.bitPattern) == alone.map(\.bitPattern),
                        "\(path) \(taps) taps, \(count) pixels, four rows")
                    results[path] =
                        (filtered + summed + premultiplied + opaque).map(\.bitPattern) + straight.map(UInt32.init)
                }
                for path in Resampler.Path.allCases where results[path] != results[.plain] {
                    Issue.record("\(taps) taps, \(count) pixels: \(path) differs from plain C")
                }
            }
        }
    }
}

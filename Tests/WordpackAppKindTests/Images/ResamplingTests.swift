import Foundation
import Testing
import WordpackAppKindTestSupport
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore
@testable import WordpackPictures

/// The Lanczos-3 filter in premultiplied alpha, and where fit and fill put a master.
@Suite struct ResamplingTests {
    static func scaled(_ master: PNGImage, to width: Int, _ height: Int, _ fit: PictureFormat.Fit) -> [UInt8] {
        let geometry = PictureGeometry(
            masterWidth: master.width, masterHeight: master.height, outputWidth: width, outputHeight: height, fit: fit)
        return Resampler.resample(master, into: geometry)
    }

    @Test(
        arguments: [(200, 100, 50, 255), (10, 200, 30, 77), (255, 255, 255, 1), (0, 0, 0, 255)]
            as [(UInt8, UInt8, UInt8, UInt8)])
    func aFlatColourStaysExactlyThatColour(colour: (UInt8, UInt8, UInt8, UInt8)) {
        let master = makePicture(width: 300, height: 200) { _, _ in colour }
        let expected = [colour.0, colour.1, colour.2, colour.3]
        let filled = Self.scaled(master, to: 70, 50, .fill)
        for y in 0..<50 {
            for x in 0..<70 where rgba(filled, width: 70, x, y) != expected {
                Issue.record("fill: pixel (\(x), \(y)) is \(rgba(filled, width: 70, x, y)), not \(expected)")
                return
            }
        }
        // Fit: 300x200 in 60x60 is 60x40 from row 10; the bands above and below are transparent.
        let fitted = Self.scaled(master, to: 60, 60, .fit)
        for y in 0..<60 {
            let want = (10..<50).contains(y) ? expected : [0, 0, 0, 0]
            for x in 0..<60 where rgba(fitted, width: 60, x, y) != want {
                Issue.record("fit: pixel (\(x), \(y)) is \(rgba(fitted, width: 60, x, y)), not \(want)")
                return
            }
        }
    }

    /// A red disc with anti-aliased edges on transparent black: filtering straight (not premultiplied)
    /// colours would pull the black of the transparent pixels into the edge, a dark fringe.
    @Test func aRedShapeOnTransparencyKeepsNoDarkFringe() {
        let master = makePicture(width: 400, height: 400) { x, y in
            let distance =
                ((Double(x) + 0.5 - 200) * (Double(x) + 0.5 - 200) + (Double(y) + 0.5 - 200) * (Double(y) + 0.5 - 200))
                .squareRoot()
            let coverage = min(1, max(0, 120.5 - distance))
            return coverage > 0 ? (255, 0, 0, UInt8((coverage * 255).rounded())) : (0, 0, 0, 0)
        }
        let output = Self.scaled(master, to: 90, 90, .fit)
        var edge = 0
        for y in 0..<90 {
            for x in 0..<90 {
                let pixel = rgba(output, width: 90, x, y)
                guard pixel[3] > 0 else { continue }
                if pixel[3] < 255 { edge += 1 }
                #expect(pixel[0...2] == [255, 0, 0], "pixel (\(x), \(y)) with alpha \(pixel[3]) is \(pixel)")
            }
        }
        #expect(edge > 100)  // the disc's edge is there, with partial alpha
    }

    @Test func fitCentresTheWholeMasterWithTransparentBands() {
        let wide = PictureGeometry(masterWidth: 900, masterHeight: 600, outputWidth: 680, outputHeight: 680, fit: .fit)
        #expect([wide.placedX, wide.placedY, wide.placedWidth, wide.placedHeight] as [Int] == [0, 113, 680, 453])
        #expect([wide.sourceX, wide.sourceY, wide.sourceWidth, wide.sourceHeight] as [Double] == [0, 0, 900, 600])
        let tall = PictureGeometry(masterWidth: 600, masterHeight: 800, outputWidth: 680, outputHeight: 680, fit: .fit)
        #expect([tall.placedX, tall.placedY, tall.placedWidth, tall.placedHeight] as [Int] == [85, 0, 510, 680])
        // Left half red, right half blue: 200x100 in 50x50 is 50x25 from row 12.
        let master = makePicture(width: 200, height: 100) { x, _ in x < 100 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        let output = Self.scaled(master, to: 50, 50, .fit)
        #expect(rgba(output, width: 50, 5, 11) == [0, 0, 0, 0])
        #expect(rgba(output, width: 50, 5, 12) == [255, 0, 0, 255])
        #expect(rgba(output, width: 50, 45, 36) == [0, 0, 255, 255])
        #expect(rgba(output, width: 50, 45, 37) == [0, 0, 0, 0])
    }

    @Test func fillCropsTheMiddleOfTheMaster() {
        let wide = PictureGeometry(masterWidth: 900, masterHeight: 600, outputWidth: 680, outputHeight: 680, fit: .fill)
        #expect([wide.placedX, wide.placedY, wide.placedWidth, wide.placedHeight] as [Int] == [0, 0, 680, 680])
        #expect([wide.sourceX, wide.sourceY, wide.sourceWidth, wide.sourceHeight] as [Double] == [150, 0, 600, 600])
        let flag = PictureGeometry(masterWidth: 300, masterHeight: 300, outputWidth: 115, outputHeight: 79, fit: .fill)
        #expect(abs(flag.sourceY - (300 - 300 * 79 / 115.0) / 2) < 1e-9)
        #expect(flag.sourceX == 0 && flag.sourceWidth == 300)
        // Four vertical stripes, red, green, blue, white: a square crop keeps the middle two.
        let colours: [(UInt8, UInt8, UInt8, UInt8)] = [
            (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 255),
        ]
        let master = makePicture(width: 400, height: 200) { x, _ in colours[x / 100] }
        let output = Self.scaled(master, to: 40, 40, .fill)
        // (The filter reaches 15 master pixels beyond the crop, so the outermost columns are left out.)
        for y in [0, 20, 39] {
            #expect(rgba(output, width: 40, 4, y) == [0, 255, 0, 255])
            #expect(rgba(output, width: 40, 14, y) == [0, 255, 0, 255])
            #expect(rgba(output, width: 40, 25, y) == [0, 0, 255, 255])
            #expect(rgba(output, width: 40, 35, y) == [0, 0, 255, 255])
        }
    }

    @Test func weightsAddUpToOneAndWidenWhenShrinking() {
        let shrinking = LanczosWeights(inputCount: 2048, start: 0, span: 2048, outputCount: 680)
        #expect(shrinking.taps >= 18)  // 3 lobes each side, 3.01 master pixels each
        let enlarging = LanczosWeights(inputCount: 100, start: 0, span: 100, outputCount: 300)
        #expect(enlarging.taps <= 7)
        for (weights, inputCount) in [(shrinking, 2048), (enlarging, 100)] {
            for index in 0..<weights.outputCount {
                let sum = weights.weights[index * weights.taps..<(index + 1) * weights.taps].reduce(0, +)
                #expect(abs(sum - 1) < 1e-5)
                #expect(weights.first[index] >= 0 && weights.first[index] + weights.taps <= inputCount)
            }
        }
        #expect(LanczosWeights.lanczos3(0) == 1)
        #expect(abs(LanczosWeights.lanczos3(1)) < 1e-12 && abs(LanczosWeights.lanczos3(2)) < 1e-12)
        #expect(LanczosWeights.lanczos3(3) == 0 && LanczosWeights.lanczos3(-3.5) == 0)
    }

    @Test func aOnePixelMasterBecomesAFlatPicture() {
        let master = makePicture(width: 1, height: 1) { _, _ in (12, 34, 56, 255) }
        let output = Self.scaled(master, to: 5, 3, .fill)
        #expect(
            Set(stride(from: 0, to: output.count, by: 4).map { Array(output[$0..<$0 + 4]) }) == [[12, 34, 56, 255]])
    }

    /// An RGB master is kept RGB (three bytes a pixel) when it is decoded for scaling: the output must be the
    /// bytes its RGBA form gives, at every size and both fits.
    @Test(arguments: ["png/kinds/rgb-8bit.png", "png/gradient.png", "png/chunks/pillow-photo-iccp.png"])
    func anRGBMasterScalesToTheBytesOfItsRGBAForm(file: String) throws {
        let url = Fixtures.url(file)
        let rgb = try PNGImage.read(from: url, displayPath: file, maximumPixelCount: nil, layouts: [.rgb, .rgba])
        let rgba = try PNGImage.read(from: url, displayPath: file)
        #expect(rgb.layout == .rgb)
        #expect(rgba.layout == .rgba)
        for (width, height) in [(7, 5), (13, 13), (40, 25)] {
            for fit in [PictureFormat.Fit.fit, .fill] {
                let same = Self.scaled(rgb, to: width, height, fit) == Self.scaled(rgba, to: width, height, fit)
                #expect(same, "\(width)x\(height) \(fit)")
            }
        }
    }
}

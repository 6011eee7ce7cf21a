import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

/// SVG (librsvg) and PDF (poppler) masters drawn by cairo straight at each output's size: the fixtures of
/// `Tests/Fixtures/vector/` (an Inkscape-style SVG with only a viewBox, the same drawing as a PDF cairo wrote),
/// and the SVGs refused before librsvg reads them.
@Suite struct VectorMasterTests {
    /// The drawing placed as a 680×680 picture is (fit): 2:1, so 680×340 in the middle, red top left, blue bottom
    /// right, nothing top right.
    static func picture(_ fixture: String, size: Int = 680) throws -> [UInt8] {
        let master = try PictureMaster.open(
            Fixtures.url(fixture), displayPath: fixture, maximumPixelCount: ImageSettings().maxPixels)
        #expect(master.isVector)
        let (width, height) = master.size
        #expect(width == 10_000 && height == 5_000)
        let geometry = PictureGeometry(
            masterWidth: width, masterHeight: height, outputWidth: size, outputHeight: size, fit: .fit)
        return try master.pixels(into: geometry)
    }

    static func pixel(_ rgba: [UInt8], x: Int, y: Int, width: Int = 680) -> [UInt8] {
        Array(rgba[(y * width + x) * 4..<(y * width + x) * 4 + 4])
    }

    @Test(arguments: ["vector/inkscape-viewbox.svg", "vector/cairo-wide.pdf"])
    func aVectorIsDrawnAtTheOutputsSizeWithSharpEdges(_ fixture: String) throws {
        let rgba = try Self.picture(fixture)
        #expect(rgba.count == 680 * 680 * 4)
        // The bands above and below are transparent; the drawing spans rows 170 to 509.
        #expect(Self.pixel(rgba, x: 10, y: 169)[3] == 0)
        #expect(Self.pixel(rgba, x: 10, y: 510)[3] == 0)
        // Its quarters meet at (340, 340) exactly: drawn at this size, the pixels on either side of an edge
        // are pure, where a picture enlarged from a small rendering would blur across several.
        #expect(Self.pixel(rgba, x: 0, y: 170) == [255, 0, 0, 255])
        #expect(Self.pixel(rgba, x: 339, y: 339) == [255, 0, 0, 255])
        #expect(Self.pixel(rgba, x: 340, y: 339)[3] == 0)
        #expect(Self.pixel(rgba, x: 339, y: 340)[3] == 0)
        #expect(Self.pixel(rgba, x: 340, y: 340) == [0, 0, 255, 255])
        #expect(Self.pixel(rgba, x: 679, y: 509) == [0, 0, 255, 255])
    }

    @Test func thePDFCairoWroteGivesTheSVGsPixels() throws {
        let svg = try Self.picture("vector/inkscape-viewbox.svg", size: 200)
        let pdf = try Self.picture("vector/cairo-wide.pdf", size: 200)
        let differing = zip(svg, pdf).filter { abs(Int($0) - Int($1)) > 2 }.count
        #expect(differing == 0)
    }

    @Test(arguments: [
        ("vector/external-image.svg", "refers to “../../../../etc/hostname” outside itself"),
        ("vector/external-css.svg", "refers to “https://example.com/pattern.svg#p” outside itself"),
        ("vector/deeply-nested.svg", "is nested more than 128 levels deep"),
        ("vector/no-size.svg", "has no size"),
        ("vector/truncated.svg", "is not an SVG picture: its XML could not be read"),
    ])
    func anSVGThatReachesOutsideOrCannotBeDrawnIsRefusedWithASentence(_ fixture: String, _ says: String) throws {
        do {
            _ = try PictureMaster.open(Fixtures.url(fixture), displayPath: fixture, maximumPixelCount: 1_000_000)
            Issue.record("\(fixture) was taken")
        } catch let problem as FileProblem {
            #expect(problem.location.file == fixture)
            #expect(problem.message.contains(says), "\(problem.message)")
        }
    }

    @Test func aPDFThatIsDamagedOrLockedIsRefusedWithASentence() throws {
        let folder = try TemporaryFolder()
        let damaged = try folder.write("damaged.pdf", "%PDF-1.4\nnot a document at all\n")
        let notPDF = try folder.write("drawing.pdf", "<svg/>")
        for (url, says) in [(damaged, "is a damaged PDF document: poppler says"), (notPDF, "is not a PDF document")] {
            do {
                _ = try PictureMaster.open(url, displayPath: url.lastPathComponent, maximumPixelCount: 1_000_000)
                Issue.record("\(url.lastPathComponent) was taken")
            } catch let problem as FileProblem {
                #expect(problem.message.contains(says), "\(problem.message)")
            }
        }
    }

    /// Through the stage: an SVG picture, icon and flag of a FirstWords app become PNGs of their roles' sizes
    /// (pngcheck reads each), a PDF picture is copied for the app to draw, and neither is called enlarged.
    @Test func theStageMakesPNGsFromSVGAndKeepsFirstWordsPDFs() throws {
        let project = try PictureProject()
        try project.picture("ant.svg", fixture: "vector/inkscape-viewbox.svg")
        try project.picture("bat.pdf", fixture: "vector/cairo-wide.pdf")
        try project.icon(try Data(contentsOf: Fixtures.url("vector/inkscape-viewbox.svg")), name: "icon.svg")
        let context = try project.context()
        #expect(ImagesStage.inspect(context).map(\.description) == [])
        let report = ImagesStage.run(context)
        #expect(report.findings.map(\.description) == [])
        let ant = try project.output("picture/ant.png")
        #expect(PNGFileHeader(ant) == PNGFileHeader(width: 680, height: 680, rgba: true))
        let icon = try project.output("icon@3x.png")
        #expect(PNGFileHeader(icon) == PNGFileHeader(width: 300, height: 300, rgba: true))
        #expect(try project.output("picture/bat.pdf") == (try Data(contentsOf: Fixtures.url("vector/cairo-wide.pdf"))))
        let folder = project.folder.file("outputs/firstwords/demo/Words/Animals")
        #expect(
            try PNGCheck.problems(
                ["picture/ant.png", "icon.png", "icon@2x.png", "icon@3x.png"].map {
                    folder.appendingPathComponent($0)
                }) == nil)
    }
}

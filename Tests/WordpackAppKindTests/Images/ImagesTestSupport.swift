import Foundation
import Testing
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackMedia
import WordpackTestSupport

/// A project in a temporary folder with one list, Animals, whose words are the pictures put in it, one
/// language (en) and one FirstWords app, `demo` (or more, by `apps`), for running the images stage on.
final class PictureProject {
    let folder: TemporaryFolder
    var root: URL { folder.url }
    private var keys: Set<String> = []
    /// The background every word names, when there is one.
    var background: String?

    init() throws {
        folder = try TemporaryFolder()
    }

    /// `inputs/words/Animals/picture/<file>`; its name without extension becomes a word's key.
    func picture(_ file: String, _ data: Data) throws {
        try folder.write("inputs/words/Animals/picture/\(file)", data)
        keys.insert((file as NSString).deletingPathExtension)
    }

    func picture(_ file: String, fixture: String) throws {
        try picture(file, try Data(contentsOf: Fixtures.url(fixture)))
    }

    func background(_ file: String, _ data: Data) throws {
        try folder.write("inputs/words/Animals/background/\(file)", data)
        background = (file as NSString).deletingPathExtension
    }

    func icon(_ data: Data, name: String = "icon.png") throws {
        try folder.write("inputs/words/Animals/\(name)", data)
    }

    func flag(_ data: Data) throws {
        try folder.write("inputs/languages/en/flag.png", data)
    }

    /// Writes the sheets and pipeline.json (with `images` as its `"images"` object, and the apps named in
    /// `apps`, each with the Animals list in English), ingests, and gives the stage's context.
    func context(images: String = "{}", apps: [String] = ["demo"]) throws -> StageContext {
        let words = keys.sorted()
        try folder.write(
            "inputs/lists/Animals.csv",
            "key,background\n" + words.map { "\($0),\(background ?? "")\n" }.joined())
        try folder.write(
            "inputs/languages/en/words.csv", "list,key,word\n" + words.map { "Animals,\($0),\($0)\n" }.joined())
        let appObjects = apps.map {
            "\"\($0)\": {\"kind\": \"firstwords\", \"name\": \"Demo\", \"lists\": [\"Animals\"], \"languages\": [\"en\"]}"
        }
        try folder.write(
            "pipeline.json",
            "{\"version\": 1, \"apps\": {\(appObjects.joined(separator: ", "))}, \"images\": \(images)}")
        let project = Project(root: root)
        let configuration = try project.loadConfiguration()
        return StageContext(project: project, catalogue: Ingest(project: project).run(), configuration: configuration)
    }

    /// An output file, `outputs/firstwords/demo/Words/Animals/<path>` by default.
    func output(_ path: String, app: String = "demo") throws -> Data {
        try Data(contentsOf: folder.file("outputs/firstwords/\(app)/Words/Animals/\(path)"))
    }
}

/// What a PNG file's header says, read from its bytes (not through libpng).
struct PNGFileHeader: Equatable, CustomStringConvertible {
    var width: Int
    var height: Int
    var bitDepth: Int
    /// 2: RGB, 6: RGBA (and 0, 3, 4 for gray, palette, gray and alpha).
    var colourType: Int
    var interlaced: Bool

    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count == 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
        bitDepth = Int(bytes[24])
        colourType = Int(bytes[25])
        interlaced = bytes[28] != 0
    }

    init(width: Int, height: Int, rgba: Bool) {
        self.width = width
        self.height = height
        bitDepth = 8
        colourType = rgba ? 6 : 2
        interlaced = false
    }

    var description: String {
        "\(width)x\(height) \(bitDepth)-bit \(colourType == 6 ? "RGBA" : colourType == 2 ? "RGB" : "type \(colourType)")"
    }

    /// The chunk types of a PNG file, in order.
    static func chunks(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}

/// `pngcheck`, the independent reader: `make test` installs it, and a test that needs it fails when it is
/// missing rather than skipping its check.
enum PNGCheck {
    static var path: String? { ExternalTool.find("pngcheck") }

    /// pngcheck's verdict on each file: `nil` when it finds no error, else its report.
    static func problems(_ files: [URL]) throws -> String? {
        let path = try #require(path, "pngcheck is not installed: `make test` installs it")
        let result = try ExternalTool.run(path, ["-q"] + files.map(\.path))
        return result.status == 0 ? nil : result.standardOutput + result.standardError
    }
}

/// A picture made in memory, `width` × `height`, from a function giving each pixel's RGBA.
func makePicture(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> PNGImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = pixel(x, y)
            pixels += [r, g, b, a]
        }
    }
    guard let picture = PNGImage(width: width, height: height, layout: .rgba, pixels: pixels) else {
        fatalError("bad test picture")
    }
    return picture
}

/// The RGBA of pixel (x, y) of straight-alpha RGBA bytes `width` wide.
func rgba(_ pixels: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * width + x) * 4
    return Array(pixels[start..<start + 4])
}

import Foundation
import WordpackCore

/// A master drawn, not decoded: an SVG or a PDF page, with its own size (in CSS pixels or points) and drawn by
/// cairo into any rectangle, so that every output is drawn at its own size and none is ever enlarged.
package protocol VectorDocument: AnyObject {
    /// The document's own size; only its proportions matter.
    var width: Double { get }
    var height: Double { get }
    /// The fonts its text needs that it does not carry and wordpack's fonts (`DrawingFonts`) do not have by
    /// that name: a PDF's fonts that are not embedded, an SVG's text's families; each drawn with a stand-in.
    var fontsNotInSet: [String] { get }
    /// Draws the whole document stretched over `rectangle` on the cairo context `context`.
    func draw(on context: OpaquePointer, in rectangle: CairoCanvas.Rectangle) throws
}

/// The limits a vector master is held to before it is drawn.
enum VectorLimits {
    /// A master file larger than this is refused unread.
    static let maximumBytes = 32 << 20
    /// An SVG nested deeper than this, or with more elements, is refused before librsvg reads it.
    static let maximumDepth = 128
    static let maximumElements = 200_000
    /// An SVG with more characters of text than this is refused before librsvg reads it: a picture's text is a
    /// label; pango lays a line out in time that grows with its square (10,000 characters take seconds), and a
    /// million characters would take it gigabytes.
    static let maximumTextCharacters = 2_000
    /// A side longer than this (in CSS pixels or points: 5 metres at 72 per inch) is refused.
    static let maximumSide = 14_400.0

    /// The file's bytes, or the sentence for a file too large or not readable.
    package static func contents(of url: URL, displayPath: String, kind: String) throws -> Data {
        let handle = try RegularFile.handle(url.path, displayPath: displayPath)
        let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        guard data.count <= maximumBytes else {
            throw FileProblem(
                file: displayPath,
                "is larger than the \(maximumBytes >> 20) MB wordpack reads of \(kind); simplify it or export it again."
            )
        }
        guard !data.isEmpty else { throw FileProblem(file: displayPath, "is empty. Copy or export the picture again.") }
        return data
    }

    /// The sentence for a size that is not a size, or too large to be one.
    static func checkSize(width: Double, height: Double, displayPath: String, unit: String) throws {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw FileProblem(
                file: displayPath, "has no size (\(width)x\(height) \(unit)); give it a width and height, or a viewBox."
            )
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw FileProblem(
                file: displayPath,
                "is \(Int(width))x\(Int(height)) \(unit), larger than the \(Int(maximumSide)) \(unit) a side wordpack "
                    + "draws; scale it down in the drawing program and export it again.")
        }
    }
}

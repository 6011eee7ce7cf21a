import CRsvg
import Foundation
import WordpackCore
import WordpackXML

/// An SVG master, read by librsvg and drawn by cairo (`VectorDocument`).
///
/// Only the file itself is read: before librsvg sees it, the file is read through libxml2 once to refuse a
/// reference to anything outside it (`href` to another file or address, CSS `@import` or `url()` of one; a
/// `#fragment` or `data:` is the file's own), nesting deeper than `VectorLimits.maximumDepth` and more than
/// `maximumElements` elements. librsvg is given no base address, so it could load nothing else anyway.
package final class SVGDocument: VectorDocument {
    package let width: Double
    package let height: Double
    package let fontsNotInSet: [String]
    private let handle: UnsafeMutablePointer<RsvgHandle>
    private let displayPath: String

    package init(url: URL, displayPath: String) throws {
        let data = try VectorLimits.contents(of: url, displayPath: displayPath, kind: "an SVG picture")
        let text = try Self.checkStructure(url, displayPath: displayPath)
        guard text.characters <= VectorLimits.maximumTextCharacters else {
            throw FileProblem(
                file: displayPath,
                "has \(PNGProblem.grouped(text.characters)) characters of text, more than the "
                    + "\(PNGProblem.grouped(VectorLimits.maximumTextCharacters)) wordpack draws in a picture; shorten the "
                    + "text in the drawing program and export it again.")
        }
        fontsNotInSet = text.notInSet
        var error: UnsafeMutablePointer<GError>?
        let loaded = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let loaded else {
            throw FileProblem(
                file: displayPath,
                "is not an SVG picture librsvg can read (\(Self.take(error) ?? "no reason given")); "
                    + "export it from the drawing program as SVG again.")
        }
        handle = loaded
        self.displayPath = displayPath
        (width, height) = Self.size(of: loaded)
        // Thrown with every property set, deinit releases the handle.
        try VectorLimits.checkSize(width: width, height: height, displayPath: displayPath, unit: "pixels")
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    package func draw(on context: OpaquePointer, in rectangle: CairoCanvas.Rectangle) throws {
        var viewport = RsvgRectangle(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            let reason = Self.take(error) ?? "no reason given"
            // An allocation past the drawing's limit (`DrawingLimits`), as librsvg reports it.
            if reason.contains("NoMemory") { throw CanvasProblem(reason: CanvasProblem.outOfMemory) }
            throw FileProblem(
                file: displayPath,
                "could not be drawn: librsvg says \"\(reason)\". "
                    + "Export it from the drawing program as SVG again.")
        }
    }

    /// The size in CSS pixels: `width` and `height` when both are absolute, else the viewBox's (Inkscape's
    /// drawings often have only a viewBox); zero when there is neither.
    private static func size(of handle: UnsafeMutablePointer<RsvgHandle>) -> (Double, Double) {
        rsvg_handle_set_dpi(handle, 96)
        var width = 0.0
        var height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 { return (width, height) }
        var hasWidth: gboolean = 0
        var hasHeight: gboolean = 0
        var hasViewBox: gboolean = 0
        var ownWidth = RsvgLength()
        var ownHeight = RsvgLength()
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(
            handle, &hasWidth, &ownWidth, &hasHeight, &ownHeight, &hasViewBox, &viewBox)
        return hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
    }

    /// Refuses references outside the file, deep nesting and too many elements, naming the line's element;
    /// returns the fonts its text asks for.
    private static func checkStructure(_ url: URL, displayPath: String) throws -> SVGTextFonts {
        let reader = try XMLStreamReader(path: url.path, location: Location(file: displayPath))
        var elements = 0
        var inStyle = false
        var fonts = SVGTextFonts()
        do {
            while try reader.read() {
                fonts.read(reader, inStyle: inStyle)
                if reader.nodeType == .endElement, reader.localName == "style" { inStyle = false }
                if inStyle, reader.nodeType == .text {
                    let css = reader.text
                    if let target = outsideReference(inCSS: css) ?? (css.contains("@import") ? "@import" : nil) {
                        throw outside(target, displayPath)
                    }
                }
                guard reader.nodeType == .element else { continue }
                inStyle = reader.localName == "style" && !reader.isEmptyElement
                elements += 1
                if reader.depth > VectorLimits.maximumDepth || elements > VectorLimits.maximumElements {
                    throw FileProblem(
                        file: displayPath,
                        "is nested more than \(VectorLimits.maximumDepth) levels deep or has more than "
                            + "\(VectorLimits.maximumElements) elements, more than a picture needs; simplify it in "
                            + "the drawing program and export it again.")
                }
                for name in ["href", "src"] {
                    if let target = reader.attribute(name), !isOwn(target) { throw outside(target, displayPath) }
                }
                if let style = reader.attribute("style"), let target = outsideReference(inCSS: style) {
                    throw outside(target, displayPath)
                }
            }
        } catch let problem as FileProblem where problem.message.hasPrefix("is damaged") {
            throw FileProblem(file: displayPath, "is not an SVG picture: its XML could not be read. Export it again.")
        }
        return fonts
    }

    /// Whether a reference stays inside the file: a fragment (`#id`) or inline data.
    private static func isOwn(_ target: String) -> Bool {
        let trimmed = target.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasPrefix("#") || trimmed.lowercased().hasPrefix("data:")
    }

    /// The first `url(...)` in CSS text that leaves the file.
    private static func outsideReference(inCSS css: String) -> String? {
        var rest = Substring(css)
        while let start = rest.range(of: "url(", options: .caseInsensitive) {
            let inside = rest[start.upperBound...].prefix { $0 != ")" }
            let target = inside.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\"'"))
            if !isOwn(target) { return target }
            rest = rest[start.upperBound...]
        }
        return nil
    }

    private static func outside(_ target: String, _ displayPath: String) -> FileProblem {
        FileProblem(
            file: displayPath,
            "refers to “\(target.prefix(120))” outside itself, which wordpack does not read (only the project's own "
                + "files are read); embed that picture in the SVG, or export the drawing as plain SVG.")
    }

    /// The message of a GError, freed.
    static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}

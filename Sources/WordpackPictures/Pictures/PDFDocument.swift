import CPoppler
import Foundation
import WordpackCore

/// The first page of a PDF master, read by poppler and drawn by cairo (`VectorDocument`). Its size is the
/// page's, in points.
package final class PDFDocument: VectorDocument {
    package let width: Double
    package let height: Double
    package let fontsNotInSet: [String]
    private let document: OpaquePointer
    private let page: OpaquePointer

    package init(url: URL, displayPath: String) throws {
        let data = try VectorLimits.contents(of: url, displayPath: displayPath, kind: "a PDF document")
        guard data.starts(with: Array("%PDF-".utf8)) else {
            throw Self.notPDF(displayPath, start: data.prefix(16))
        }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let encrypted =
                error.map {
                    $0.pointee.domain == poppler_error_quark()
                        && $0.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue)
                } ?? false
            let reason = SVGDocument.take(error) ?? "no reason given"
            throw FileProblem(
                file: displayPath,
                encrypted
                    ? "is protected by a password; export it again without one."
                    : "is a damaged PDF document: poppler says \"\(reason)\". Export it from the drawing program again."
            )
        }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw FileProblem(file: displayPath, "has no page to draw; export the drawing as PDF again.")
        }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        do {
            try VectorLimits.checkSize(width: width, height: height, displayPath: displayPath, unit: "points")
        } catch {
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
            throw error
        }
        fontsNotInSet = Self.unembeddedFonts(of: document)
        (self.document, self.page, self.width, self.height) = (document, page, width, height)
    }

    /// The fonts of the first page (the one drawn) that are not embedded, by their names in the PDF without a
    /// subset's tag (`Helvetica`, `Times-Bold`), except those wordpack's fonts have by that very name; sorted.
    private static func unembeddedFonts(of document: OpaquePointer) -> [String] {
        guard let info = poppler_font_info_new(document) else { return [] }
        defer { poppler_font_info_free(info) }
        var iterator: OpaquePointer?
        guard poppler_font_info_scan(info, 1, &iterator) != 0, let iterator else { return [] }
        defer { poppler_fonts_iter_free(iterator) }
        var names: Set<String> = []
        repeat {
            guard poppler_fonts_iter_is_embedded(iterator) == 0 else { continue }
            var name = poppler_fonts_iter_get_name(iterator).map { String(cString: $0) } ?? "a font without a name"
            if let plus = name.firstIndex(of: "+"), name.distance(from: name.startIndex, to: plus) == 6 {
                name = String(name[name.index(after: plus)...])
            }
            if !DrawingFonts.has(name) { names.insert(name) }
        } while poppler_fonts_iter_next(iterator) != 0
        return names.sorted()
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    package func draw(on context: OpaquePointer, in rectangle: CairoCanvas.Rectangle) throws {
        cairo_save(context)
        cairo_translate(context, rectangle.x, rectangle.y)
        cairo_scale(context, rectangle.width / width, rectangle.height / height)
        poppler_page_render(page, context)
        cairo_restore(context)
    }

    /// A file named .pdf that is empty or does not start with `%PDF-`.
    package static func notPDF(_ file: String, start: Data) -> FileProblem {
        if start.isEmpty {
            return FileProblem(file: file, "is empty. Copy or export the picture again.")
        }
        let bytes = [UInt8](start)
        let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
        let kind = isPNG ? "a PNG picture" : PNGProblem.kindOfFile(startingWith: start)
        let seems = kind.map { ": it looks like \($0)" } ?? ""
        return FileProblem(
            file: file,
            "is named .pdf but is not a PDF document\(seems). Export it from the drawing program as PDF again.")
    }
}

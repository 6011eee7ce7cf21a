import Foundation

/// The formats a picture master may come in, told by its file's extension.
package enum MasterFormat: String, CaseIterable, Sendable {
    case png, jpeg, heif, webp, svg, pdf

    package init?(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "heic", "heif": self = .heif
        case "webp": self = .webp
        case "svg": self = .svg
        case "pdf": self = .pdf
        default: return nil
        }
    }

    /// Every extension a master may have, the preferred first.
    package static let extensions = ["png", "jpg", "jpeg", "heic", "heif", "webp", "svg", "pdf"]
    /// For sentences: "PNG, JPEG, HEIC, WebP, SVG or PDF".
    package static let names = "PNG, JPEG, HEIC, WebP, SVG or PDF"

    /// Drawn at each output's size rather than decoded and scaled.
    package var isVector: Bool { self == .svg || self == .pdf }
}

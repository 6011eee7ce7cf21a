/// The media type the review server sends for a file, by its extension: what the review site links (pages,
/// pictures, recordings as WAV) and what the apps' outputs are made of, should a page link one.
enum ContentType {
    /// Extension (lowercased, without the dot) → media type.
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "json": "application/json", "txt": "text/plain; charset=utf-8",
        "tsv": "text/tab-separated-values; charset=utf-8", "csv": "text/csv; charset=utf-8",
        "xml": "application/xml", "plist": "application/xml", "png": "image/png", "jpg": "image/jpeg",
        "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "svg": "image/svg+xml",
        "pdf": "application/pdf",
        "mp3": "audio/mpeg", "wav": "audio/wav", "caf": "audio/x-caf", "m4a": "audio/mp4", "ogg": "audio/ogg",
        "flac": "audio/flac", "obf": "application/json", "obz": "application/zip", "zip": "application/zip",
    ]

    /// The media type of the file named `name`; `application/octet-stream` for an extension not known.
    static func of(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}

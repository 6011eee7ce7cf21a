import WordpackCore

/// The files ingest already reported as errors (a named pipe, a link out of the project, a folder where a file
/// belongs), and the names that cannot be file names (reported at their cells): a word that needs one of them
/// is not reported again as missing, which would only add noise.
package struct ReportedFiles {
    /// Paths of refused files and folders, without their extensions.
    private let refused: Set<String>

    package init(_ catalogue: Catalogue) {
        refused = Set(
            catalogue.findings.lazy.filter { $0.severity == .error && $0.location.sheet == nil }
                .map { Self.withoutExtension($0.location.file) })
    }

    /// The SHA-256 of the refused paths: what a result that asks `contains` is remembered under, with its inputs.
    package var digest: String {
        FileDigest.sha256(of: refused.sorted().joined(separator: "\n"))
    }

    /// Whether the file named `name` in `folder` (or the folder, or one it is in) was reported already.
    package func contains(_ name: String, in folder: String) -> Bool {
        if Self.cannotBeFileName(name) { return true }
        guard !refused.isEmpty else { return false }
        if refused.contains("\(folder)/\(name)") { return true }
        var enclosing = Substring(folder)
        while !enclosing.isEmpty {
            if refused.contains(String(enclosing)) { return true }
            enclosing = enclosing[..<(enclosing.lastIndex(of: "/") ?? enclosing.startIndex)]
        }
        return false
    }

    /// A name ingest reports at its cell: one with a path separator, a leading dot or a control character, or
    /// one too long for a file name (`ListSheet.longestFileName`).
    /// Asked for every word of every app: bytes are looked at directly (a substring search per word was a
    /// quarter of checking a big catalogue).
    static func cannotBeFileName(_ name: String) -> Bool {
        name.utf8.first == UInt8(ascii: ".") || name.utf8.count > ListSheet.longestFileName
            || name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
    }

    static func withoutExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), let slash = path.lastIndex(of: "/"), dot > slash else { return path }
        return String(path[..<dot])
    }
}

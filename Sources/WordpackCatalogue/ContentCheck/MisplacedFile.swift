import WordpackCore

/// A file that is missing where it is looked for while one of nearly its name lies unused nearby: `Cat.wav`
/// for `cat.wav`, `owl.png` in `background/` rather than `picture/`, `dog.wav` in the speech folder of another
/// list, a letter sound outside `letters/`. The checks find each half where they look (the word's cell says
/// the file is missing, the file's own check that no word uses it); `folded(_:)` makes them one sentence, at
/// the word's cell, naming the file that is there and what to do with it.
package enum MisplacedFile {
    /// The beginnings of what a check says of a file nothing uses, at the file.
    static let unusedSentences = [
        "no word of “", "is not used", "is not inside a list's folder", "is in a folder named after no list",
    ]

    /// The path a missing-file sentence asks for: `… is missing: add inputs/words/Animals/picture/owl.png.`,
    /// `… has no sound in en: add inputs/languages/en/letters/B.wav (or …)`.
    static func wantedPath(in message: String) -> Substring? {
        guard message.holds(": add inputs/"), let add = message.range(of: ": add inputs/") else { return nil }
        let start = message.index(add.lowerBound, offsetBy: 6)
        var path = message[start...].prefix { $0 != " " }
        while let last = path.last, last == "." || last == "," || last == ";" { path = path.dropLast() }
        return path.contains(".") ? path : nil
    }

    /// Pictures and sounds by extension: a near miss is of the same family as the file looked for (a sound no
    /// word uses is not the missing picture of its name).
    static func family(_ fileExtension: Substring) -> Int? {
        switch fileExtension.lowercased() {
        case ".png", ".jpg", ".jpeg", ".heic", ".heif", ".webp", ".svg", ".pdf", ".gif", ".tif", ".tiff", ".bmp": 0
        case ".wav", ".flac", ".m4a", ".mp3", ".aif", ".aiff", ".caf", ".ogg", ".opus", ".aac": 1
        default: nil
        }
    }

    /// The folder that media near one another share: a list's `inputs/words/<List>/`, or a language's
    /// `inputs/languages/<code>/`.
    static func mediaRoot(of path: Substring) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[0] == "inputs" else { return nil }
        switch parts[1] {
        case "words": return "inputs/words"
        case "languages": return Project.languageFolderPath(named: String(parts[2]))
        default: return nil
        }
    }

    private static func split(_ path: some StringProtocol) -> (folder: Substring, stem: Substring, ext: Substring) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { path[path.startIndex..<$0] } ?? ""
        let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
        let dot = name.lastIndex(of: ".")
        let stem = dot.map { name[name.startIndex..<$0] } ?? name
        let ext = dot.map { name[$0...] } ?? ""
        return (Substring(folder), Substring(stem), Substring(ext))
    }

    /// Whether `finding` says that a file is not used, at the file: a near miss `folded` may take.
    private static func isUnused(_ finding: Diagnostic) -> Bool {
        finding.location.row == nil && finding.severity == .warning
            && unusedSentences.contains(where: finding.message.hasPrefix)
    }

    /// Whether `finding` may be one `folded` changes or leaves out: a file not used, or a missing one.
    static func mayFold(_ finding: Diagnostic) -> Bool {
        isUnused(finding) || wantedPath(in: finding.message) != nil
    }

    /// `findings` with each missing file that has an unused near miss saying so, and the near miss's own
    /// finding left out. A near miss in the same folder is preferred, then one of the same list or language.
    package static func folded(_ findings: [Diagnostic]) -> [Diagnostic] {
        // The unused files, by their lowercased name without extension.
        var unused: [String: [Int]] = [:]
        // By place: the findings at a row (most of a check's) are not copied.
        for offset in findings.indices where isUnused(findings[offset]) {
            unused[split(findings[offset].location.file).stem.lowercased(), default: []].append(offset)
        }
        guard !unused.isEmpty else { return findings }
        var taken: Set<Int> = []
        var result = findings
        for (offset, finding) in findings.enumerated() {
            guard let wanted = wantedPath(in: finding.message), let root = mediaRoot(of: wanted) else { continue }
            let want = split(wanted)
            let candidates = (unused[want.stem.lowercased()] ?? []).filter { candidate in
                let path = Substring(findings[candidate].location.file)
                return !taken.contains(candidate) && mediaRoot(of: path) == root
                    && family(split(path).ext) == family(want.ext)
            }
            guard
                let near = candidates.min(by: { a, b in
                    let (x, y) = (split(findings[a].location.file), split(findings[b].location.file))
                    return (x.folder == want.folder ? 0 : 1) < (y.folder == want.folder ? 0 : 1)
                })
            else { continue }
            taken.insert(near)
            let path = findings[near].location.file
            let there = split(path)
            let name = "\(want.stem)\(want.ext)"
            let advice =
                there.folder == want.folder
                ? (there.stem != want.stem
                    ? "but file names are case-sensitive: rename it \(name)."
                    : "but with another extension: rename it \(name).")
                : "in the wrong folder: move it to \(want.folder)/"
                    + (there.stem + there.ext == name ? "." : " and rename it \(name).")
            result[offset].message += " \(path) is there, \(advice)"
        }
        guard !taken.isEmpty else { return findings }
        return result.indices.filter { !taken.contains($0) }.map { result[$0] }
    }
}

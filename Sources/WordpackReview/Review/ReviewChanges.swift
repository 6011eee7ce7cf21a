import WordpackRelease

/// What changed in one app since the release given with `--since`, as marks for its cards: words added and
/// changed per language, words removed, and media files added or changed.
struct ReviewChanges {
    let release: String
    private var added: Set<String> = []
    private var changed: [String: [String]] = [:]
    private(set) var removed: [String] = []
    private var media: [String: String] = [:]
    /// Olé pairs and Chatwa rounds added and removed, one line each.
    private(set) var entries: [String] = []

    init(release: String, _ app: ChangesReport.AppChanges?) {
        self.release = release
        guard let app else { return }
        for language in app.languages {
            for id in language.added { added.insert("\(language.language)|\(id)") }
            for line in language.changed {
                guard let colon = line.range(of: ": ") else { continue }
                let id = String(line[..<colon.lowerBound])
                changed["\(language.language)|\(id)", default: []].append(String(line[colon.upperBound...]))
            }
            removed += language.removed.map { "\($0) (\(language.language))" }
        }
        for path in app.mediaAdded { media[path] = "new" }
        for path in app.mediaChanged { media[path] = "changed" }
        removed += app.mediaRemoved.map { "outputs/\($0)" }
        entries = app.entriesAdded.map { "added: \($0)" } + app.entriesRemoved.map { "removed: \($0)" }
    }

    /// “new” or the fields changed of a word in a language, nil when unchanged.
    func mark(language: String, list: String, key: String) -> String? {
        let id = "\(language)|\(list)/\(key)"
        if added.contains(id) { return "new since \(release)" }
        return changed[id].map { "changed since \(release): " + $0.joined(separator: "; ") }
    }

    /// “new” or “changed” for a media file, nil when unchanged.
    func mark(media path: String) -> String? {
        media[path].map { "\($0) since \(release)" }
    }
}

import WordpackAppKind
import WordpackPipeline

/// What changed between two releases, per app and language: words added, removed and changed, and the
/// media files (recordings, pictures) added, removed or changed.
package struct ChangesReport: Codable, Equatable, Sendable {
    /// The words of one language added, removed and changed.
    package struct WordChanges: Codable, Equatable, Sendable {
        package var language: String
        /// `List/key`, sorted.
        package var added: [String] = []
        package var removed: [String] = []
        /// `List/key: field “old” → “new”`.
        package var changed: [String] = []

        var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
    }

    /// What changed in one app: its words per language, its media files and its other entries.
    package struct AppChanges: Codable, Equatable, Sendable {
        package var app: String
        package var languages: [WordChanges] = []
        package var mediaAdded: [String] = []
        package var mediaRemoved: [String] = []
        package var mediaChanged: [String] = []
        /// Olé pairs and Chatwa rounds, as one line each.
        package var entriesAdded: [String] = []
        package var entriesRemoved: [String] = []
        /// Every other file of the app's ZIP that differs (word lists, all.txt, names, boards, …), each with the
        /// inputs behind it: `animals/es/all.txt (from inputs/languages/es/all.txt)`.
        var filesAdded: [String] = []
        var filesRemoved: [String] = []
        var filesChanged: [String] = []

        var isEmpty: Bool {
            languages.isEmpty && mediaAdded.isEmpty && mediaRemoved.isEmpty && mediaChanged.isEmpty
                && entriesAdded.isEmpty && entriesRemoved.isEmpty && filesAdded.isEmpty && filesRemoved.isEmpty
                && filesChanged.isEmpty
        }

        init(app: String) {
            self.app = app
        }

        /// A release's `changes.json` of an earlier version has no `files…` lists.
        package init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            app = try container.decode(String.self, forKey: .app)
            let list: (CodingKeys) throws -> [String] = {
                try container.decodeIfPresent([String].self, forKey: $0) ?? []
            }
            languages = try container.decodeIfPresent([WordChanges].self, forKey: .languages) ?? []
            (mediaAdded, mediaRemoved, mediaChanged) = (
                try list(.mediaAdded), try list(.mediaRemoved), try list(.mediaChanged)
            )
            (entriesAdded, entriesRemoved) = (try list(.entriesAdded), try list(.entriesRemoved))
            (filesAdded, filesRemoved, filesChanged) = (
                try list(.filesAdded), try list(.filesRemoved), try list(.filesChanged)
            )
        }
    }

    package var version: String
    package var previousVersion: String?
    package var apps: [AppChanges]
    /// True for a release published from a development build's outputs that a release build would refuse
    /// (`publish --allow-development`).
    package var development: Bool?

    package init(
        version: String, previousVersion: String?, content: ReleaseContent, previous: ReleaseContent,
        manifest: Manifest, previousManifest: Manifest?, apps released: [ReleasedApp]
    ) {
        self.version = version
        self.previousVersion = previousVersion
        var apps: [String: AppChanges] = [:]
        guard previousVersion != nil else {
            self.apps = []  // the first release: everything is new, nothing to list
            return
        }
        for app in Set(content.words.keys).union(previous.words.keys) {
            let now = content.words[app] ?? [:]
            let before = previous.words[app] ?? [:]
            for language in Set(now.keys).union(before.keys).sorted() {
                let changes = Self.compare(language, now[language] ?? [:], before[language] ?? [:])
                if !changes.isEmpty { apps[app, default: AppChanges(app: app)].languages.append(changes) }
            }
        }
        for app in Set(content.entries.keys).union(previous.entries.keys) {
            let line: ([String: String]) -> String = { entry in
                entry.keys.sorted().map { "\($0): \(entry[$0] ?? "")" }.joined(separator: ", ")
            }
            let now = Set((content.entries[app] ?? []).map(line))
            let before = Set((previous.entries[app] ?? []).map(line))
            var changes = apps[app] ?? AppChanges(app: app)
            changes.entriesAdded = now.subtracting(before).sorted()
            changes.entriesRemoved = before.subtracting(now).sorted()
            if !changes.isEmpty { apps[app] = changes }
        }
        // Every file of every app's ZIP: recordings and pictures as media, the others with the inputs behind them.
        let files: (Manifest?) -> [String: Manifest.File] = { manifest in
            Dictionary((manifest?.files ?? []).map { ($0.path, $0) }) { first, _ in first }
        }
        let now = files(manifest)
        let before = files(previousManifest)
        for path in Set(now.keys).union(before.keys).sorted() {
            guard let app = ReleasedApp.owner(of: path, among: released)?.id else { continue }
            guard let stage = (now[path] ?? before[path])?.stage else { continue }
            let isMedia = stage == OutputRecipe.audioStage || stage == OutputRecipe.imagesStage
            var changes = apps[app] ?? AppChanges(app: app)
            switch (before[path], now[path]) {
            case (nil, let new?):
                if isMedia { changes.mediaAdded.append(path) } else { changes.filesAdded.append(Self.line(new)) }
            case (let old?, nil):
                if isMedia { changes.mediaRemoved.append(path) } else { changes.filesRemoved.append(Self.line(old)) }
            case (let old?, let new?) where old.sha256 != new.sha256:
                if isMedia {
                    changes.mediaChanged.append(path)
                } else {
                    changes.filesChanged.append(Self.line(new, since: old))
                }
            default: continue
            }
            apps[app] = changes
        }
        self.apps = apps.keys.sorted().compactMap { apps[$0] }
    }

    private static func compare(
        _ language: String, _ now: [String: [[String: String]]], _ before: [String: [[String: String]]]
    ) -> WordChanges {
        var changes = WordChanges(language: language)
        for list in Set(now.keys).union(before.keys).sorted() {
            // A word's key is its word where the file writes no key of its own: a key that starts being written
            // when the word changes is no change.
            let keyed: ([String: String]) -> [String: String] = { entry in
                guard entry["key"] == nil, let word = entry["word"] else { return entry }
                return entry.merging(["key": word]) { first, _ in first }
            }
            let identity: ([String: String]) -> String = { "\(list)/\($0["key"] ?? "")" }
            let new = Dictionary((now[list] ?? []).map(keyed).map { (identity($0), $0) }) { first, _ in first }
            let old = Dictionary((before[list] ?? []).map(keyed).map { (identity($0), $0) }) { first, _ in first }
            changes.added += new.keys.filter { old[$0] == nil }.sorted()
            changes.removed += old.keys.filter { new[$0] == nil }.sorted()
            for id in new.keys.sorted() {
                guard let was = old[id], let now = new[id], was != now else { continue }
                // A field that merely starts or stops being written empty is no change.
                for field in Set(was.keys).union(now.keys).sorted() where (was[field] ?? "") != (now[field] ?? "") {
                    changes.changed.append("\(id): \(field) “\(was[field] ?? "")” → “\(now[field] ?? "")”")
                }
            }
        }
        return changes
    }

    /// A file of an app's ZIP and the inputs behind it (those whose bytes changed since `old`, when it is given
    /// and some did).
    private static func line(_ file: Manifest.File, since old: Manifest.File? = nil) -> String {
        let before = Dictionary((old?.inputs ?? []).map { ($0.path, $0.sha256) }) { first, _ in first }
        let changed = file.inputs.filter { before[$0.path] != $0.sha256 }.map(\.path)
        let inputs = changed.isEmpty || old == nil ? file.inputs.map(\.path) : changed
        guard !inputs.isEmpty else { return file.path }
        return "\(file.path) (from \(inputs.sorted().joined(separator: ", ")))"
    }

    /// The report for people: `changes.md`.
    var markdown: String {
        var lines = ["# Release \(version)", ""]
        lines.append(previousVersion.map { "Changes since release \($0)." } ?? "The first release: everything is new.")
        if development == true {
            lines += [
                "",
                "A development release: published with --allow-development from outputs a release build would "
                    + "refuse (its manifest's `build` says why).",
            ]
        }
        if apps.isEmpty, previousVersion != nil {
            lines.append("")
            lines.append("No changes.")
        }
        for app in apps {
            lines += ["", "## \(app.app)"] + markdown(of: app, heading: "###")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What changed in one app, in Markdown under headings of `heading` (`###`); empty when nothing did.
    func markdown(ofApp id: String, heading: String) -> [String] {
        apps.first { $0.app == id }.map { markdown(of: $0, heading: heading) } ?? []
    }

    private func markdown(of app: AppChanges, heading: String) -> [String] {
        var lines: [String] = []
        for language in app.languages {
            lines += ["", "\(heading) \(language.language)"]
            lines += language.added.map { "- added \($0)" }
            lines += language.removed.map { "- removed \($0)" }
            lines += language.changed.map { "- changed \($0)" }
        }
        if !(app.mediaAdded + app.mediaRemoved + app.mediaChanged).isEmpty {
            lines += ["", "\(heading) media"]
            lines += app.mediaAdded.map { "- added \($0)" }
            lines += app.mediaRemoved.map { "- removed \($0)" }
            lines += app.mediaChanged.map { "- changed \($0)" }
        }
        if !(app.filesAdded + app.filesRemoved + app.filesChanged).isEmpty {
            lines += ["", "\(heading) files"]
            lines += app.filesAdded.map { "- added \($0)" }
            lines += app.filesRemoved.map { "- removed \($0)" }
            lines += app.filesChanged.map { "- changed \($0)" }
        }
        lines += app.entriesAdded.map { "- added \($0)" }
        lines += app.entriesRemoved.map { "- removed \($0)" }
        return lines
    }
}

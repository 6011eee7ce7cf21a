import WordpackCatalogue
import WordpackCore
import WordpackPictures

/// The tree of one FirstWords app under `outputs/firstwords/<app id>/`, as SPEC describes it: every file
/// with what it is made from, and `Common.xcassets` when pipeline.json gives the app's `colors`. It is worked out
/// from the catalogue and pipeline.json alone; what is missing or wrong is left out here and reported by `check`.
///
/// Fallbacks follow the app: a phonics variant or another written form whose parent language is also in
/// the app leaves out `name.txt` and `Speech/` when it has none of its own, because the app then reads the
/// parent's. A variant that has some recordings of its own gets a complete `Speech/` folder (the missing
/// ones copied from its parent), since the app reads either one folder or the other.
package struct FirstWordsLayout: Sendable {
    let appID: String
    let app: FirstWordsApp
    /// The app's lists and languages that the catalogue has, in pipeline.json's order.
    let lists: [String]
    package let languages: [LanguageCode]
    package private(set) var files: [PlannedFile] = []
    /// What each list adds in each language (see `FirstWordsSlice`): worked out, or taken from the build folder.
    private var slices: [SliceKey: FirstWordsSlice] = [:]
    /// The key each slice is remembered under (nil: not remembered), also the key of its part of the app's check.
    private var sliceDigests: [SliceKey: String] = [:]
    /// The words of each list in each language, worked out when first asked for.
    let wordEntries: FirstWordsEntries
    /// The catalogue the entries are in.
    let catalogue: Catalogue

    /// One list in one language.
    struct SliceKey: Hashable, Sendable {
        var list: String
        var language: LanguageCode
    }

    /// `firstwords/<app id>`
    var root: String { "firstwords/\(appID)" }

    /// `pipelineFile`: pipeline.json's path as findings name it, the source of the app's colours.
    package init(appID: String, app: FirstWordsApp, catalogue: Catalogue, pipelineFile: String = "pipeline.json") {
        self.appID = appID
        self.app = app
        self.catalogue = catalogue
        lists = app.lists.resolve(from: catalogue.lists.map(\.name)).filter { catalogue.list(named: $0) != nil }
        languages = app.languages.resolve(
            from: catalogue.languages.map(\.code), excluding: app.excludeLanguages
        )
        .filter { catalogue.language($0) != nil }
        wordEntries = FirstWordsEntries(catalogue: catalogue, free: app.free)
        let keys = lists.flatMap { name in languages.map { SliceKey(list: name, language: $0) } }
        let layout = self
        let made = keys.concurrentMap { key -> (FirstWordsSlice, String?) in
            let digest = layout.sliceDigest(key)
            return (layout.slice(key, digest: digest), digest)
        }
        var files: [PlannedFile] = []
        for code in languages {
            files += alphabet(code, catalogue)
        }
        for name in lists {
            guard let list = catalogue.list(named: name) else { continue }
            files += words(list)
        }
        for (key, (slice, digest)) in zip(keys, made) {
            slices[key] = slice
            sliceDigests[key] = digest
            files += slice.files
        }
        if let colors = app.colors {
            files += AssetCatalog.files(NamedColor.valid(colors)).map {
                PlannedFile(
                    path: "\(root)/\(AssetCatalog.folder)/\($0.path)", content: .text($0.text, source: pipelineFile))
            }
        }
        self.files = files.sorted()
    }

    /// The language `code` falls back to inside this app, if any.
    func appFallback(of code: LanguageCode, _ catalogue: Catalogue) -> LanguageCode? {
        guard let parent = catalogue.language(code)?.fallback, languages.contains(parent) else { return nil }
        return parent
    }

    /// The language whose `Localization/<List>_<code>/Speech/` the app reads for `code`: its parent when
    /// the parent is in the app and `code` has no recordings of its own for the list, else `code` itself.
    func speechLanguage(of code: LanguageCode, list: String, _ catalogue: Catalogue) -> LanguageCode {
        let hasOwnSpeech = catalogue.language(code)?.recordings.contains { $0.list == list } ?? false
        guard !hasOwnSpeech, let parent = appFallback(of: code, catalogue) else { return code }
        return parent
    }

    /// The words of one of the app's lists in one of its languages (`free`: its free subset), in sheet order,
    /// each with its translation (own or fallback); untranslated words are left out (check reports them).
    /// Empty for a list or language the app does not have, or a list without a free subset.
    func entries(list: String, language: LanguageCode, free: Bool = false) -> [(word: Word, translation: Translation)] {
        guard lists.contains(list), languages.contains(language) else { return [] }
        return wordEntries.entries(list: list, language: language, free: free)
    }

    /// How many words `entries(list:language:)` gives.
    func entryCount(list: String, language: LanguageCode) -> Int {
        slices[SliceKey(list: list, language: language)]?.count ?? 0
    }

    /// The SHA-256 of the entries of one of the app's `words.plist` (see `FirstWordsSlice.digest(of:)`).
    func entriesDigest(list: String, language: LanguageCode, free: Bool) -> String {
        let slice = slices[SliceKey(list: list, language: language)]
        return (free ? slice?.freeDigest : slice?.digest) ?? FirstWordsSlice.digest(of: [])
    }

    /// The key under which the slice of `list` in `language` is remembered (nil: it is not).
    func sliceDigest(list: String, language: LanguageCode) -> String? {
        sliceDigests[SliceKey(list: list, language: language)]
    }

    private func alphabet(_ code: LanguageCode, _ catalogue: Catalogue) -> [PlannedFile] {
        let folder = "\(root)/Alphabets/\(code)"
        var files: [PlannedFile] = []
        if let text = catalogue.resolvedAllWordsText(language: code) {
            files.append(PlannedFile(path: "\(folder)/all.txt", content: .text(text.text, source: text.path)))
        }
        if let text = catalogue.resolvedOtherText(language: code) {
            files.append(PlannedFile(path: "\(folder)/other.txt", content: .text(text.text, source: text.path)))
        }
        if let flag = catalogue.resolvedFlag(language: code), MasterFormat(path: flag.path) != nil {
            files.append(
                PlannedFile(
                    path: "\(folder)/flag.png", content: .picture(source: flag.path, role: .flag, scale: 1)))
        }
        for letter in catalogue.resolvedLetters(language: code)?.1 ?? [] {
            files.append(
                PlannedFile(
                    path: "\(folder)/Letters/\(letter.file.name).caf",
                    content: .audio(source: letter.file.path, role: .letters)))
        }
        return files
    }

    private func words(_ list: WordList) -> [PlannedFile] {
        let folder = "\(root)/Words/\(list.name)"
        var files: [PlannedFile] = []
        if let icon = list.icon, MasterFormat(path: icon.path) != nil {
            for scale in 1...3 {
                let name = scale == 1 ? "icon.png" : "icon@\(scale)x.png"
                files.append(
                    PlannedFile(
                        path: "\(folder)/\(name)", content: .picture(source: icon.path, role: .icon, scale: scale)))
            }
        }
        let media: [(String, [MediaFile], (Word) -> String, FirstWordsPicture?)] = [
            ("picture", list.pictures, \.pictureName, .picture),
            ("background", list.backgrounds, \.backgroundName, .background),
            ("sound", list.sounds, \.soundName, nil),
        ]
        for (subfolder, available, name, role) in media {
            for wanted in Set(list.words.map(name)).sorted() {
                let matches = available.filter { $0.name == wanted }
                guard matches.count == 1, let file = matches.first else { continue }
                switch (role, file.fileExtension) {
                case (nil, _):
                    files.append(
                        PlannedFile(
                            path: "\(folder)/sound/\(wanted).caf", content: .audio(source: file.path, role: .sounds)))
                // FirstWords draws a PDF itself (vector art at any size); every other master becomes a PNG.
                case (_, "pdf"):
                    files.append(
                        PlannedFile(path: "\(folder)/\(subfolder)/\(wanted).pdf", content: .copy(source: file.path)))
                case (let role?, _) where MasterFormat(path: file.path) != nil:
                    files.append(
                        PlannedFile(
                            path: "\(folder)/\(subfolder)/\(wanted).png",
                            content: .picture(source: file.path, role: role, scale: 1)))
                default:
                    continue
                }
            }
        }
        return files
    }

    /// The files of `list` in the language `code`: its plists, its name, and each recording once (the slice sorts
    /// them).
    func localization(_ list: WordList, _ code: LanguageCode, _ catalogue: Catalogue) -> [PlannedFile] {
        let folder = "\(root)/Localization/\(list.name)_\(code)"
        let fallback = appFallback(of: code, catalogue)
        var files = [
            PlannedFile(
                path: "\(folder)/words.plist", content: .wordsPlist(list: list.name, language: code, free: false))
        ]
        if app.free[list.name] != nil {
            files.append(
                PlannedFile(
                    path: "\(root)/Localization/\(list.name).free_\(code)/words.plist",
                    content: .wordsPlist(list: list.name, language: code, free: true)))
        }
        if lists.count > 1 {
            let own = catalogue.listName(language: code, list: list.name)
            let name = own ?? (fallback == nil ? catalogue.resolvedListName(language: code, list: list.name) : nil)
            if let name {
                files.append(
                    PlannedFile(
                        path: "\(folder)/name.txt", content: .text(name.name, source: name.location.file)))
            }
        }
        if speechLanguage(of: code, list: list.name, catalogue) == code {
            // Two words may share a recording: its file is planned once.
            var planned: Set<String> = []
            for (_, translation) in entries(list: list.name, language: code) {
                let name = translation.speechName
                guard planned.insert(name).inserted,
                    let found = catalogue.resolvedRecordingPosition(language: code, list: list.name, name: name)
                else { continue }
                let recording = catalogue.languages[found.language].recordings[found.recording]
                files.append(
                    PlannedFile(
                        path: "\(folder)/Speech/\(name).caf",
                        content: .audio(source: recording.file.path, role: .speech)))
            }
        }
        return files
    }
}

extension PipelineConfiguration {
    /// The layout of every FirstWords app, in app id order (`pipelineFile`: pipeline.json's path as findings name
    /// it).
    package func firstWordsLayouts(_ catalogue: Catalogue, pipelineFile: String = "pipeline.json")
        -> [FirstWordsLayout]
    {
        firstWordsApps.map {
            FirstWordsLayout(appID: $0.id, app: $0.app, catalogue: catalogue, pipelineFile: pipelineFile)
        }
    }
}

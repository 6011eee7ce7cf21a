import WordpackCore

/// What the apps in pipeline.json need from the catalogue, by media role, as their kinds declare it: which lists
/// in which languages, and which of them need speech, letter sounds, list names, the all-words text, flags,
/// pictures, backgrounds, sounds and icons. The shared checks work from these declarations alone.
package struct AppNeeds: Hashable, Sendable {
    /// (list, language) pairs whose words some app shows.
    package var wordPairs: Set<Pair> = []
    /// (list, language) pairs whose words an app speaks: each word needs its speech recording.
    package var speechPairs: Set<Pair> = []
    /// (list, language) pairs whose words an app plays as a pronunciation when it has their recording: a word
    /// without one is a warning in development and an error in release, at the word's first row in its list.
    /// Where an app also speaks the pair (`speechPairs`), the speech check's error is the one sentence.
    package var pronouncedPairs: Set<Pair> = []
    /// (list, language) pairs whose words an app spells out letter by letter: each letter needs its sound.
    package var spelledPairs: Set<Pair> = []
    /// Languages that need the all-words list's name (all.txt).
    package var allWordsTextLanguages: Set<LanguageCode> = []
    /// Languages that need a flag.
    package var flagLanguages: Set<LanguageCode> = []
    /// Languages of apps with more than one list: they need each list's name.
    package var listNameLanguages: Set<LanguageCode> = []
    /// Lists of apps with more than one list: they need an icon.
    package var iconLists: Set<String> = []
    /// Lists whose words need a picture each (checked with the list, once for every app that shows them: a
    /// FirstWords word, a Glyph tile).
    package var pictureLists: Set<String> = []
    /// Lists whose words need a background each.
    package var backgroundLists: Set<String> = []
    /// Lists whose words need a sound each.
    package var soundLists: Set<String> = []

    /// Languages some words of which are spelled out (`spelledPairs`).
    var spelledLanguages: Set<LanguageCode> { Set(spelledPairs.map(\.language)) }

    /// The lists whose letters a report of `language` asks sounds for: those an app spells out in it, or, for a
    /// language no app takes yet (one left out while in progress), those an app spells out in any language.
    func spelledLists(_ language: LanguageCode) -> Set<String> {
        let own = Set(spelledPairs.filter { $0.language == language }.map(\.list))
        return own.isEmpty ? Set(spelledPairs.map(\.list)) : own
    }

    /// Lists whose words need any of the list's own media (pictures, backgrounds, sounds).
    var mediaLists: Set<String> { pictureLists.union(backgroundLists).union(soundLists) }
    /// Lists of vocabulary apps, whose rows are senses: a key repeats for each sense of its word.
    package var senseLists: Set<String> = []
    /// Which app shows the pictures of which list in which language: named in the one sentence about a
    /// picture none of them can take.
    package var pictureUses: Set<MediaUse> = []
    /// Which app plays the recordings of which list in which language: named in the one sentence about a
    /// missing recording.
    package var recordingUses: Set<MediaUse> = []
    /// Which app spells out the words of which list in which language: named in the completeness report beside
    /// the letter sounds it asks for.
    package var spellingUses: Set<MediaUse> = []
    /// Which app shows the name of which list in which language (an app with several lists).
    package var listNameUses: Set<MediaUse> = []
    /// Which app shows the words of which list in which language (`wordPairs`, by app): what a translator's
    /// export asks for, and what a language's report counts as shipping.
    package var wordUses: Set<MediaUse> = []
    /// Lists some other app uses, whose keys stay unique even when a vocabulary app uses them too.
    var keyedLists: Set<String> = []

    /// Lists whose keys may repeat: used by vocabulary apps only.
    var repeatableKeyLists: Set<String> { senseLists.subtracting(keyedLists) }

    /// A list in a language.
    package struct Pair: Hashable, Sendable {
        package var list: String
        package var language: LanguageCode

        package init(list: String, language: LanguageCode) {
            self.list = list
            self.language = language
        }
    }

    /// One app showing one list's pictures, or playing its recordings, in one language; `app` as sentences name
    /// it (“deluxe”, the Glyph app “starter”).
    package struct MediaUse: Hashable, Sendable {
        package var list: String
        var app: String
        package var language: LanguageCode

        package init(list: String, app: String, language: LanguageCode) {
            self.list = list
            self.app = app
            self.language = language
        }
    }

    /// "“animals” (en, es) and the Glyph app “starter” (en)": the apps that show `list`'s pictures, each with
    /// its languages, in app order; nil when none does.
    func pictureUsers(of list: String) -> String? {
        Self.users(pictureUses.filter { $0.list == list })
    }

    /// "“animals” (es), “deluxe” (es) and the Glyph app “starter” (es)": the apps that play `list`'s recordings
    /// in `languages`, in app order; nil when none does.
    func recordingUsers(of list: String, languages: Set<LanguageCode>) -> String? {
        Self.users(recordingUses.filter { $0.list == list && languages.contains($0.language) })
    }

    /// "the vocabulary app “words”": the apps that play `list`'s recordings in `language`, in app order, without
    /// their languages; nil when none does.
    func recordingPlayers(of list: String, language: LanguageCode) -> String? {
        Self.users(recordingUses.filter { $0.list == list && $0.language == language }, languages: false)
    }

    /// The apps (as sentences name them) of `uses` that concern `list` in `language`: those of that language,
    /// or, for a language no app takes yet (one left out while in progress), those of any language. Sorted.
    package func apps(_ uses: KeyPath<AppNeeds, Set<MediaUse>>, list: String, language: LanguageCode) -> [String] {
        let taken = wordPairs.contains { $0.language == language }
        return Set(self[keyPath: uses].filter { $0.list == list && (!taken || $0.language == language) }.map(\.app))
            .sorted { ($0.hasPrefix("“") ? 0 : 1, $0) < ($1.hasPrefix("“") ? 0 : 1, $1) }
    }

    /// The lists whose words some app shows in `language` (`wordPairs`), each with the apps that show them as
    /// sentences name them (`wordUses`), sorted; for a language no app takes yet (one left out while in progress,
    /// or not begun), the lists any app shows in any language: what the language must translate to ship.
    package func shownLists(language: LanguageCode) -> [String: [String]] {
        let taken = wordPairs.contains { $0.language == language }
        var shown: [String: [String]] = [:]
        for pair in wordPairs where (!taken || pair.language == language) && shown[pair.list] == nil {
            shown[pair.list] = apps(\.wordUses, list: pair.list, language: language)
        }
        return shown
    }

    private static func users(_ matching: Set<MediaUse>, languages: Bool = true) -> String? {
        let uses = Dictionary(grouping: matching, by: \.app)
        guard !uses.isEmpty else { return nil }
        let apps = uses.keys.sorted { ($0.hasPrefix("“") ? 0 : 1, $0) < ($1.hasPrefix("“") ? 0 : 1, $1) }
        return sentenceList(
            apps.map { app in
                languages
                    ? "\(app) (\(uses[app, default: []].map(\.language).sorted().map(\.description).joined(separator: ", ")))"
                    : app
            }, limit: 20, quoted: false)
    }

    package init() {}

    /// Every declaration (`declarations`, this value's) as text, each set's members sorted: the same needs give
    /// the same text on every run and machine (a key of the checks remembered between runs). Read by reflection,
    /// so a new field is in it. With `languages`, only what concerns them: pairs and uses in those languages,
    /// and of the sets of languages (the fields named `…Languages`) those; declarations by list are kept whole.
    /// The declarations are made once for many calls (`NeedsFingerprints`): a check asks for one per language
    /// and list, and reflecting on thousands of pairs each time was a tenth of a second.
    func fingerprint(of declarations: Declarations, languages: Set<LanguageCode>? = nil) -> String {
        declarations.fields.map { field in
            let members = field.members.compactMap { member -> String? in
                if let languages, let language = member.language, !languages.contains(language) { return nil }
                return member.text
            }.sorted()
            return "\(field.label) \(members.joined(separator: "\u{1F}"))"
        }.joined(separator: "\n")
    }

    /// Every declaration as text, by field, each with the language it concerns (nil: a declaration by list).
    struct Declarations: Sendable {
        var fields: [(label: String, members: [(language: LanguageCode?, text: String)])]
    }

    var declarations: Declarations {
        Declarations(
            fields: Mirror(reflecting: self).children.map { child in
                let label = child.label ?? ""
                let members = Mirror(reflecting: child.value).children.map { member -> (LanguageCode?, String) in
                    var language: LanguageCode?
                    if let pair = member.value as? Pair { language = pair.language }
                    if let use = member.value as? MediaUse { language = use.language }
                    if label.hasSuffix("Languages"), let code = member.value as? LanguageCode { language = code }
                    return (language, String(describing: member.value))
                }
                return (label, members)
            })
    }

    /// Adds what another app needs.
    package mutating func formUnion(_ other: AppNeeds) {
        wordPairs.formUnion(other.wordPairs)
        speechPairs.formUnion(other.speechPairs)
        pronouncedPairs.formUnion(other.pronouncedPairs)
        spelledPairs.formUnion(other.spelledPairs)
        allWordsTextLanguages.formUnion(other.allWordsTextLanguages)
        flagLanguages.formUnion(other.flagLanguages)
        listNameLanguages.formUnion(other.listNameLanguages)
        iconLists.formUnion(other.iconLists)
        pictureLists.formUnion(other.pictureLists)
        backgroundLists.formUnion(other.backgroundLists)
        soundLists.formUnion(other.soundLists)
        senseLists.formUnion(other.senseLists)
        keyedLists.formUnion(other.keyedLists)
        pictureUses.formUnion(other.pictureUses)
        recordingUses.formUnion(other.recordingUses)
        spellingUses.formUnion(other.spellingUses)
        listNameUses.formUnion(other.listNameUses)
        wordUses.formUnion(other.wordUses)
        let otherLists = Set(other.wordPairs.map(\.list)).union(other.mediaLists).union(other.iconLists)
        keyedLists.formUnion(otherLists.subtracting(other.senseLists))
    }
}

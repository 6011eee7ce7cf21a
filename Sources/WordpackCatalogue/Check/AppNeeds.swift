import WordpackCore

/// What the apps in pipeline.json need from the catalogue, as their kinds say: which lists in which
/// languages, and for apps that play and show them (FirstWords) also speech, letter sounds, list names,
/// texts, icons and flags.
public struct AppNeeds: Hashable, Sendable {
    /// (list, language) pairs whose words some app shows.
    public var wordPairs: Set<Pair> = []
    /// (list, language) pairs a FirstWords app builds: they need speech.
    public var firstWordsPairs: Set<Pair> = []
    /// Languages of FirstWords apps: they need letter sounds, all.txt and a flag.
    public var firstWordsLanguages: Set<String> = []
    /// Languages of FirstWords apps with more than one list: they need each list's name.
    public var listNameLanguages: Set<String> = []
    /// Lists in FirstWords apps with more than one list: they need an icon.
    public var iconLists: Set<String> = []
    /// Lists in FirstWords apps: their words need pictures, backgrounds and sounds.
    public var firstWordsLists: Set<String> = []
    /// Lists of vocabulary apps, whose rows are senses: a key repeats for each sense of its word.
    public var senseLists: Set<String> = []
    /// Which app shows the pictures of which list in which language: named in the one sentence about a
    /// picture none of them can take.
    public var pictureUses: Set<MediaUse> = []
    /// Which app plays the recordings of which list in which language: named in the one sentence about a
    /// missing recording.
    public var recordingUses: Set<MediaUse> = []
    /// Lists some other app uses, whose keys stay unique even when a vocabulary app uses them too.
    package var keyedLists: Set<String> = []

    /// Lists whose keys may repeat: used by vocabulary apps only.
    public var repeatableKeyLists: Set<String> { senseLists.subtracting(keyedLists) }

    /// A list in a language.
    public struct Pair: Hashable, Sendable {
        public var list: String
        public var language: String

        public init(list: String, language: String) {
            self.list = list
            self.language = language
        }
    }

    /// One app showing one list's pictures, or playing its recordings, in one language; `app` as sentences name
    /// it (“deluxe”, the Glyph app “starter”).
    public struct MediaUse: Hashable, Sendable {
        public var list: String
        public var app: String
        public var language: String

        public init(list: String, app: String, language: String) {
            self.list = list
            self.app = app
            self.language = language
        }
    }

    /// "“animals” (en, es) and the Glyph app “starter” (en)": the apps that show `list`'s pictures, each with
    /// its languages, in app order; nil when none does.
    public func pictureUsers(of list: String) -> String? {
        Self.users(pictureUses.filter { $0.list == list })
    }

    /// "“animals” (es), “deluxe” (es) and the Glyph app “starter” (es)": the apps that play `list`'s recordings
    /// in `languages`, in app order; nil when none does.
    public func recordingUsers(of list: String, languages: Set<String>) -> String? {
        Self.users(recordingUses.filter { $0.list == list && languages.contains($0.language) })
    }

    private static func users(_ matching: Set<MediaUse>) -> String? {
        let uses = Dictionary(grouping: matching, by: \.app)
        guard !uses.isEmpty else { return nil }
        let apps = uses.keys.sorted { ($0.hasPrefix("“") ? 0 : 1, $0) < ($1.hasPrefix("“") ? 0 : 1, $1) }
        return sentenceList(apps.map { app in
            "\(app) (\(uses[app, default: []].map(\.language).sorted().joined(separator: ", ")))"
        }, limit: 20, quoted: false)
    }

    public init() {}

    /// Adds what another app needs.
    public mutating func formUnion(_ other: AppNeeds) {
        wordPairs.formUnion(other.wordPairs)
        firstWordsPairs.formUnion(other.firstWordsPairs)
        firstWordsLanguages.formUnion(other.firstWordsLanguages)
        listNameLanguages.formUnion(other.listNameLanguages)
        iconLists.formUnion(other.iconLists)
        firstWordsLists.formUnion(other.firstWordsLists)
        senseLists.formUnion(other.senseLists)
        keyedLists.formUnion(other.keyedLists)
        pictureUses.formUnion(other.pictureUses)
        recordingUses.formUnion(other.recordingUses)
        let otherLists = Set(other.wordPairs.map(\.list)).union(other.firstWordsLists).union(other.iconLists)
        keyedLists.formUnion(otherLists.subtracting(other.senseLists))
    }
}

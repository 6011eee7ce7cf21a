/// What the apps in pipeline.json need from the catalogue: which lists in which languages, and for
/// FirstWords apps also speech, letter sounds, list names, texts and flags.
struct AppNeeds {
    /// (list, language) pairs whose words some app shows.
    var wordPairs: Set<Pair> = []
    /// (list, language) pairs a FirstWords app builds: they need speech.
    var firstWordsPairs: Set<Pair> = []
    /// Languages of FirstWords apps: they need letter sounds, all.txt and a flag.
    var firstWordsLanguages: Set<String> = []
    /// Languages of FirstWords apps with more than one list: they need each list's name.
    var listNameLanguages: Set<String> = []
    /// Lists in FirstWords apps with more than one list: they need an icon.
    var iconLists: Set<String> = []
    /// Lists in FirstWords apps: their words need pictures, backgrounds and sounds.
    var firstWordsLists: Set<String> = []

    struct Pair: Hashable {
        var list: String
        var language: String
    }

    init(configuration: PipelineConfiguration, catalogue: Catalogue) {
        let allLists = catalogue.lists.map(\.name)
        let allLanguages = catalogue.languages.map(\.code)
        for id in configuration.apps.keys.sorted() {
            switch configuration.apps[id] {
            case .firstWords(let app)?:
                let lists = app.lists.resolve(from: allLists)
                let languages = app.languages.resolve(from: allLanguages, excluding: app.excludeLanguages)
                for list in lists {
                    for language in languages {
                        wordPairs.insert(Pair(list: list, language: language))
                        firstWordsPairs.insert(Pair(list: list, language: language))
                    }
                }
                firstWordsLanguages.formUnion(languages)
                firstWordsLists.formUnion(lists)
                if lists.count > 1 {
                    listNameLanguages.formUnion(languages)
                    iconLists.formUnion(lists)
                }
            case .ole(let app)?:
                for list in app.lists.resolve(from: allLists) {
                    wordPairs.insert(Pair(list: list, language: app.english))
                    wordPairs.insert(Pair(list: list, language: app.spanish))
                }
            case .chatwa(let app)?:
                for list in app.lists.resolve(from: allLists) {
                    wordPairs.insert(Pair(list: list, language: app.language))
                    wordPairs.insert(Pair(list: list, language: app.hintLanguage))
                }
            case nil:
                break
            }
        }
    }
}

/// The file formats each kind of media may have.
enum MediaKind {
    case picture, background, sound, recording, letterSound, icon, flag

    var extensions: [String] {
        switch self {
        case .picture, .background: return ["png", "pdf"]
        case .icon, .flag: return ["png"]
        case .sound, .recording, .letterSound: return ["wav", "aif", "aiff", "flac", "ogg", "oga", "mp3", "caf", "w64"]
        }
    }

    var formats: String {
        switch self {
        case .picture, .background: return "PNG or PDF"
        case .icon, .flag: return "PNG"
        case .sound, .recording, .letterSound: return "a recording (WAV, AIFF, FLAC, Ogg, MP3 or CAF)"
        }
    }
}

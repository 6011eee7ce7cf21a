import Foundation
import WordpackCore
import WordpackLanguageTools

/// IPA from espeak-ng (`espeak-ng -q --ipa -v <voice> <word>`), run as a separate program: espeak-ng is GPL,
/// and a separate process keeps it out of wordpack. `make build` installs it.
enum EspeakIPA {
    /// Where the program is, or nil when it is not installed.
    static var program: String? { Espeak.program }

    /// espeak-ng's voice for a language code (`Espeak.voice`).
    static func voice(_ language: LanguageCode) -> String {
        Espeak.voice(language.description)
    }

    /// espeak-ng's version line, for the settings of the files made with it (a new version may say words
    /// differently).
    static let version: String? = Espeak.output(["--version"])

    /// `version`, remembered in `cache` (the build folder's) under the stamps of the program and of its library:
    /// asking espeak-ng costs a process, 40 ms, which a build of one changed cell of the sample (200 ms) should
    /// not pay each time. A new espeak-ng, or a new library, is a new key, and is asked again.
    static func version(rememberedIn cache: RememberedInspections?) -> String? {
        guard let program, let cache, let stamps = installationStamps(of: program) else { return version }
        return cache.latest(kind: "tools", name: "espeak-ng", key: stamps) { version }
    }

    /// The stamps (`FileStamp`) of the program and of every espeak-ng library where Linux and macOS install them,
    /// one line each; nil when the program cannot be `stat`ed.
    static func installationStamps(of program: String) -> String? {
        guard let own = FileStamp(path: program) else { return nil }
        var lines = ["\(program) \(own)"]
        let folders =
            ["/usr/lib", "/usr/local/lib", "/opt/homebrew/lib"]
            + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
            .filter { $0.hasSuffix("-linux-gnu") }.map { "/usr/lib/\($0)" }
        for folder in folders.sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasPrefix("libespeak-ng.") {
                let path = "\(folder)/\(name)"
                lines.append("\(path) \(FileStamp(path: path)?.description ?? "-")")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The word in IPA as espeak-ng says it (`θɹˈɛʃoʊld`: espeak puts the stress mark before the stressed
    /// vowel), or nil when espeak-ng is not installed or says nothing.
    static func ipa(of word: String, language: LanguageCode) -> String? {
        guard program != nil, !word.isEmpty, !word.hasPrefix("-") else { return nil }
        return Espeak.output(["-q", "--ipa", "-v", voice(language), word])
    }
}

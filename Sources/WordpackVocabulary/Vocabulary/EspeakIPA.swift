import Foundation

/// IPA from espeak-ng (`espeak-ng -q --ipa -v <voice> <word>`), run as a separate program: espeak-ng is GPL,
/// and a separate process keeps it out of wordpack. `make build` installs it.
package enum EspeakIPA {
    /// Where the program is, or nil when it is not installed.
    package static let program: String? = [
        "/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng", "/opt/homebrew/bin/espeak-ng",
    ]
    .first(where: FileManager.default.isExecutableFile)

    /// espeak-ng's voice for a language code: American English for `en`, the code itself otherwise.
    package static func voice(_ language: String) -> String {
        let code = language.split(separator: "-").first.map(String.init) ?? language
        return code == "en" ? "en-us" : code
    }

    /// espeak-ng's version line, for the settings of the files made with it (a new version may say words
    /// differently).
    package static let version: String? = program.flatMap { run($0, ["--version"]) }

    /// The word in IPA as espeak-ng says it (`θɹˈɛʃoʊld`: espeak puts the stress mark before the stressed
    /// vowel), or nil when espeak-ng is not installed or says nothing.
    package static func ipa(of word: String, language: String) -> String? {
        guard let program, !word.isEmpty, !word.hasPrefix("-") else { return nil }
        return run(program, ["-q", "--ipa", "-v", voice(language), word])
    }

    private static func run(_ program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}

import Foundation
import WordpackCore

/// espeak-ng, the speech synthesizer, run as a separate program: espeak-ng is GPL, and a separate process keeps
/// it out of wordpack. `make build` installs it. The vocabulary asks it for IPA; a take's split asks it to
/// read the script's lines, to know how each should sound and how long it should take.
package enum Espeak {
    /// Where the program is, or nil when it is not installed.
    package static let program: String? = [
        "/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng", "/opt/homebrew/bin/espeak-ng",
    ]
    .first(where: FileManager.default.isExecutableFile)

    /// How long one reading may take: a word takes espeak-ng a few milliseconds.
    static let timeLimit = 20

    /// espeak-ng's voice for a language code: American English for `en`, the code itself otherwise (`en-phonics`
    /// is English).
    package static func voice(_ language: String) -> String {
        let code = language.split(separator: "-").first.map(String.init) ?? language
        return code == "en" ? "en-us" : code
    }

    /// What espeak-ng prints for `arguments`, trimmed; nil when it is not installed, fails or prints nothing.
    package static func output(_ arguments: [String]) -> String? {
        guard let program, let child = try? LimitedChild.run(program, arguments, seconds: timeLimit),
            child.end == .exited(0)
        else { return nil }
        let text = String(decoding: child.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Writes `text` as espeak-ng says it in `language` to the WAV file `url`; false when espeak-ng is not
    /// installed or fails.
    package static func speak(_ text: String, language: String, to url: URL) -> Bool {
        guard let program, !text.isEmpty else { return false }
        // A text starting with `-` would be read as an option.
        let said = text.hasPrefix("-") ? " " + text : text
        guard
            let child = try? LimitedChild.run(
                program, ["-v", voice(language), "-w", url.path, String(said.prefix(500))], seconds: timeLimit)
        else { return false }
        return child.end == .exited(0)
    }
}

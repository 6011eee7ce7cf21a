import Foundation
import WordpackCore

/// Pieces of Swift source that a content package's generated files are written from.
enum SwiftSource {
    /// The type, module and product of an app's content package: `AnimalsContent` for the app `animals`,
    /// `FirstWordsDeluxeContent` for `first-words_deluxe`. Letters without their accents, ASCII only, as a
    /// module name must be on every platform.
    static func typeName(appID: String) -> String {
        let plain = appID.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        let words = plain.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first.map({ !$0.isLetter }) ?? true { name = "App" + name }
        return name + "Content"
    }

    /// `text` as a Swift string literal, quotes and all.
    static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` escaped to stand inside a Swift string literal: backslashes, quotes and control characters.
    static func escaped(_ text: String) -> String {
        BackslashEscapes.escaped(text) {
            $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : nil
        }
    }

    /// A path template of a `ContentAccessor` (`Localization/{list}_{language}/words.plist`) as a Swift string
    /// literal that interpolates the parameters (`"Localization/\(list)_\(language)/words.plist"`).
    static func interpolated(_ template: String) -> String {
        var result = "\""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += escaped(String(rest[..<open])) + "\\(" + rest[rest.index(after: open)..<close] + ")"
            rest = rest[rest.index(after: close)...]
        }
        return result + escaped(String(rest)) + "\""
    }

    /// The parameters a path template names (`list`, `language`), in order.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

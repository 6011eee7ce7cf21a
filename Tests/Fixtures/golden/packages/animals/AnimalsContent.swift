// Written by wordpack publish --swift-package from the app “animals”: publish again rather than edit it.
import Foundation

/// The content of the app “animals”, as wordpack built it into `outputs/firstwords/animals/`: the same
/// files in the same folders (`Alphabets`, `Common.xcassets`, `Localization`, `Words`), in this package's bundle.
public enum AnimalsContent {
    /// The bundle that holds the content (give it to `UIColor(named:in:compatibleWith:)` for the colours).
    public static var bundle: Bundle { Bundle.module }

    /// The folder that holds the content's files, shaped as the app's folder of `outputs/`.
    public static var folder: URL { bundle.resourceURL ?? bundle.bundleURL }

    /// The file at `path` in the content's folder (`Alphabets/en-phonics/Letters/A.caf`); nil when there is none.
    public static func url(_ path: String) -> URL? {
        let file = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue
        else { return nil }
        return file
    }

    /// The `words.plist` of a list in a language.
    public static func wordsPlist(list: String, language: String) -> URL? {
        url("Localization/\(list)_\(language)/words.plist")
    }

    /// The `words.plist` of a list's free subset in a language.
    public static func freeWordsPlist(list: String, language: String) -> URL? {
        url("Localization/\(list).free_\(language)/words.plist")
    }

    /// The `name.txt` of a list in a language (an app with more than one list).
    public static func listName(list: String, language: String) -> URL? {
        url("Localization/\(list)_\(language)/name.txt")
    }

    /// A word spoken in a language, by the name its `words.plist` gives (`speech`, else the key).
    public static func speech(list: String, language: String, name: String) -> URL? {
        url("Localization/\(list)_\(language)/Speech/\(name).caf")
    }

    /// A word's picture: a PNG, or the PDF the app draws itself.
    public static func picture(list: String, name: String) -> URL? {
        url("Words/\(list)/picture/\(name).png") ?? url("Words/\(list)/picture/\(name).pdf")
    }

    /// A word's background: a PNG, or the PDF the app draws itself.
    public static func background(list: String, name: String) -> URL? {
        url("Words/\(list)/background/\(name).png") ?? url("Words/\(list)/background/\(name).pdf")
    }

    /// A word's reward sound.
    public static func sound(list: String, name: String) -> URL? {
        url("Words/\(list)/sound/\(name).caf")
    }

    /// A list's `icon.png` (beside it `icon@2x.png` and `icon@3x.png`).
    public static func icon(list: String) -> URL? {
        url("Words/\(list)/icon.png")
    }

    /// A letter's sound in a language (`A`, or `A-final` and `A-other`).
    public static func letterSound(language: String, letter: String) -> URL? {
        url("Alphabets/\(language)/Letters/\(letter).caf")
    }

    /// A language's flag.
    public static func flag(language: String) -> URL? {
        url("Alphabets/\(language)/flag.png")
    }

    /// A language's `all.txt` (“All Words”).
    public static func allWordsText(language: String) -> URL? {
        url("Alphabets/\(language)/all.txt")
    }

    /// A language's `other.txt` (“Other…”).
    public static func otherText(language: String) -> URL? {
        url("Alphabets/\(language)/other.txt")
    }
}

// Written by wordpack publish --swift-package from the app “ole”: publish again rather than edit it.
import Foundation

/// The content of the app “ole”, as wordpack built it into `outputs/ole/`: the same
/// files in the same folders (`words.json`), in this package's bundle.
public enum OleContent {
    /// The bundle that holds the content (give it to `UIColor(named:in:compatibleWith:)` for the colours).
    public static var bundle: Bundle { Bundle.module }

    /// The folder that holds the content's files, shaped as the app's folder of `outputs/`.
    public static var folder: URL { bundle.resourceURL ?? bundle.bundleURL }

    /// The file at `path` in the content's folder (`words.json`); nil when there is none.
    public static func url(_ path: String) -> URL? {
        let file = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue
        else { return nil }
        return file
    }

    /// The app's `words.json`.
    public static var wordsJSON: URL? { url("words.json") }
}

import Foundation
import WordpackAppKind

/// One app's content as a SwiftPM package (`wordpack publish --swift-package`): `Package.swift` with a
/// library product named after the app (`AnimalsContent`), and one target that holds the app's folder of
/// `outputs/` as it is (each of its entries a `.copy` resource, so `Localization/`, `Words/` keep their shape;
/// an asset catalog `.process`, so Xcode compiles its colours) with a generated Swift file whose functions find
/// the files (`AnimalsContent.wordsPlist(list:language:)`). The same outputs give the same bytes.
struct ContentPackage: Sendable {
    /// The app's id: the package's folder, and its identity for SwiftPM (`package: "animals"`).
    var appID: String
    /// The product, target, module and type: `AnimalsContent`.
    var module: String
    /// The app's folder under `outputs/` (`firstwords/animals/`), for the documentation.
    package var folder: String
    var accessors: [ContentAccessor]
    /// The app's files: each path under the app's folder, and where its bytes are.
    package var files: [(path: String, source: URL)]

    /// The first line of every file wordpack writes into a package (after the tools version): a folder whose
    /// `Package.swift` does not have it is not one wordpack may replace.
    static let mark = "// Written by wordpack publish --swift-package"

    package init(app: ReleasedApp, files: [(path: String, source: URL)]) {
        appID = app.id
        module = SwiftSource.typeName(appID: app.id)
        folder = app.folder
        accessors = app.accessors
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Where the app's files go in the package: the target's folder.
    var targetFolder: String { "Sources/\(module)" }

    /// The entries at the top of the app's folder, sorted: each is one resource of the target.
    var resources: [String] {
        Array(Set(files.compactMap { $0.path.split(separator: "/").first.map(String.init) })).sorted()
    }

    /// Every file of the package, by its path in the package's folder: the generated ones with their bytes,
    /// the app's with the file they are copied from.
    var contents: [(path: String, content: Content)] {
        var contents: [(path: String, content: Content)] = [
            (".gitignore", .data(Data("/.build/\n/.swiftpm/\nPackage.resolved\n".utf8))),
            ("Package.swift", .data(Data(manifest.utf8))),
            ("\(targetFolder)/\(module).swift", .data(Data(accessorSource.utf8))),
        ]
        contents += files.map { ("\(targetFolder)/\($0.path)", .file($0.source)) }
        return contents
    }

    /// Where a file's bytes come from.
    enum Content: Sendable {
        case data(Data)
        case file(URL)
    }

    /// `Package.swift`.
    var manifest: String {
        let rules = resources.map { name -> String in
            let rule = (name as NSString).pathExtension == "xcassets" ? "process" : "copy"
            return "                .\(rule)(\(SwiftSource.literal(name))),"
        }
        return """
            // swift-tools-version:5.9
            \(Self.mark) from the app “\(SwiftSource.escaped(appID))”: publish again rather than edit it.
            import PackageDescription

            let package = Package(
                name: "\(module)",
                products: [
                    .library(name: "\(module)", targets: ["\(module)"])
                ],
                targets: [
                    .target(
                        name: "\(module)",
                        resources: [
            \(rules.joined(separator: "\n"))
                        ]
                    )
                ]
            )

            """
    }

    /// The generated Swift file: the type named after the app, with `bundle`, `folder`, `url(_:)` and the
    /// kind's functions.
    var accessorSource: String {
        let shown = resources.map { "`\($0)`" }.joined(separator: ", ")
        var lines = [
            "\(Self.mark) from the app “\(SwiftSource.escaped(appID))”: publish again rather than edit it.",
            "import Foundation",
            "",
            "/// The content of the app “\(SwiftSource.escaped(appID))”, as wordpack built it into `outputs/\(folder)`: the same",
            "/// files in the same folders (\(shown)), in this package's bundle.",
            "public enum \(module) {",
            "    /// The bundle that holds the content (give it to `UIColor(named:in:compatibleWith:)` for the colours).",
            "    public static var bundle: Bundle { Bundle.module }",
            "",
            "    /// The folder that holds the content's files, shaped as the app's folder of `outputs/`.",
            "    public static var folder: URL { bundle.resourceURL ?? bundle.bundleURL }",
            "",
            "    /// The file at `path` in the content's folder (`\(exampleLine)`); nil when there is none.",
            "    public static func url(_ path: String) -> URL? {",
            "        let file = folder.appendingPathComponent(path)",
            "        var isFolder: ObjCBool = false",
            "        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue",
            "        else { return nil }",
            "        return file",
            "    }",
        ]
        for accessor in accessors {
            lines += ["", "    /// \(accessor.summary)"]
            let found = accessor.paths.map { "url(\(SwiftSource.interpolated($0)))" }.joined(separator: " ?? ")
            if accessor.parameters.isEmpty {
                lines.append("    public static var \(accessor.name): URL? { \(found) }")
            } else {
                let parameters = accessor.parameters.map { "\($0): String" }.joined(separator: ", ")
                lines += [
                    "    public static func \(accessor.name)(\(parameters)) -> URL? {",
                    "        \(found)",
                    "    }",
                ]
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A path of the app's folder to show in the documentation of `url(_:)`: its first file.
    private var exampleLine: String {
        SwiftSource.escaped(files.first?.path ?? "words.json").replacingOccurrences(of: "`", with: "")
    }
}

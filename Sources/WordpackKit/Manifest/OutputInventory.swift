import Foundation

/// Every file a build of the current catalogue should leave in `outputs/`, with the stage that makes it
/// and the input files it is made from. The manifest, incremental builds and the removal of stale files
/// all work from it.
public struct OutputInventory: Sendable {
    public struct Product: Codable, Equatable, Sendable {
        public var path: String
        public var stage: String
        /// Input paths, relative to the project folder, sorted.
        public var inputs: [String]
        /// The settings this product depends on, as canonical JSON (a change rebuilds it).
        public var settings: String
    }

    /// By path.
    public private(set) var products: [String: Product] = [:]

    public init(catalogue: Catalogue, configuration: PipelineConfiguration, layouts: [FirstWordsLayout]? = nil) {
        // Each role's and app's settings as JSON, encoded once rather than once per file.
        var audio: [AudioRole: String] = [:]
        for role in AudioRole.allCases { audio[role] = Self.json(configuration.audio.format(for: role)) }
        var pictures: [PictureRole: String] = [:]
        for role in PictureRole.allCases { pictures[role] = Self.json(configuration.images.format(for: role)) }
        for layout in layouts ?? configuration.firstWordsLayouts(catalogue) {
            let app = Self.json(layout.app)
            for file in layout.files {
                let stage: String
                var inputs: [String]
                var settings = app
                switch file.content {
                case .wordsPlist(let list, let language, _):
                    stage = "plists"
                    inputs = Self.sheets(lists: [list], languages: [language], catalogue)
                case .text(_, let source):
                    (stage, inputs) = ("plists", [source])
                case .audio(let source, let role):
                    (stage, inputs, settings) = ("audio", [source], audio[role] ?? "")
                case .picture(let source, let role, let scale):
                    (stage, inputs) = ("images", [source])
                    settings = (pictures[role] ?? "") + " scale \(scale) max \(configuration.images.maxPixels)"
                case .copy(let source):
                    (stage, inputs, settings) = ("images", [source], "copy")
                }
                add(Product(path: file.path, stage: stage, inputs: inputs, settings: settings))
            }
        }
        let allLists = catalogue.lists.map(\.name)
        for id in configuration.apps.keys.sorted() {
            switch configuration.apps[id] {
            case .ole(let app)?:
                add(Product(
                    path: OleWordsFile.path, stage: "ole",
                    inputs: Self.sheets(
                        lists: app.lists.resolve(from: allLists), languages: [app.english, app.spanish], catalogue),
                    settings: Self.json(app)))
            case .chatwa(let app)?:
                add(Product(
                    path: ChatwaLevelsFile.path, stage: "chatwa",
                    inputs: Self.sheets(
                        lists: app.lists.resolve(from: allLists), languages: [app.language, app.hintLanguage],
                        catalogue),
                    settings: Self.json(app)))
            case .firstWords?, nil:
                break
            }
        }
    }

    /// Only the products of these stages (a build plans what its stages make).
    public mutating func keepStages(_ names: Set<String>) {
        products = products.filter { names.contains($0.value.stage) }
    }

    private mutating func add(_ product: Product) {
        var product = product
        product.inputs = Array(Set(product.inputs)).sorted()
        products[product.path] = product
    }

    /// The sheets a list-and-language output is made from: the lists' sheets and every table of the
    /// languages and the languages they fall back to.
    static func sheets(lists: [String], languages: [String], _ catalogue: Catalogue) -> [String] {
        var files = lists.compactMap { catalogue.list(named: $0)?.source.file }
        for code in languages {
            for language in catalogue.fallbackChain(of: code) {
                files += language.sources.map(\.file)
            }
        }
        return files
    }

    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Paths in a stable order.
    public var paths: [String] {
        products.keys.sorted { $0.precedesInByteOrder($1) }
    }
}

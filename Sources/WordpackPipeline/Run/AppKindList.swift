import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// What a run works out from its list of kinds (`BuildOptions.kinds`, which the composition root gives).
extension Array where Element == any AppKind.Type {
    /// Every stage of these kinds, in the order a build runs them, each once.
    package var stageNames: [String] {
        var names: [String] = []
        for kind in self { names += kind.stages.filter { !names.contains($0) } }
        return names
    }

    /// The columns these kinds read as translated text, each once, in the kinds' order.
    package var translatedColumns: [TranslatedColumn] {
        var columns: [TranslatedColumn] = []
        for column in flatMap({ $0.translatedColumns }) where !columns.contains(where: { $0.field == column.field }) {
            columns.append(column)
        }
        return columns
    }

    /// The settings types a pipeline.json decoder must know for these kinds.
    package var settingsTypes: [any AppSettings.Type] {
        map { Self.settingsType(of: $0) }
    }

    private static func settingsType<Kind: AppKind>(of _: Kind.Type) -> any AppSettings.Type {
        Kind.Settings.self
    }
}

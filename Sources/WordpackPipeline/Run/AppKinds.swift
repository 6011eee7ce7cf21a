import WordpackAppKind
import WordpackCatalogue
import WordpackChatwa
import WordpackCore
import WordpackFirstWords
import WordpackGlyph
import WordpackOle
import WordpackVocabulary

/// The kinds of app wordpack builds, in the order their stages run: a new kind is a target of its own (one line
/// of Package.swift's `kinds`), its import here and its type in `standard`.
package enum AppKinds {
    package static let standard: [any AppKind.Type] = [
        FirstWordsKind.self, OleKind.self, ChatwaKind.self, GlyphKind.self, VocabularyKind.self,
    ]

    /// Every stage of the standard kinds, in the order a build runs them, each once.
    package static var stageNames: [String] {
        var names: [String] = []
        for kind in standard { names += kind.stages.filter { !names.contains($0) } }
        return names
    }

    /// The columns `kinds` read as translated text, each once, in the kinds' order.
    package static func translatedColumns(of kinds: [any AppKind.Type]) -> [TranslatedColumn] {
        var columns: [TranslatedColumn] = []
        for column in kinds.flatMap({ $0.translatedColumns })
        where !columns.contains(where: { $0.field == column.field }) {
            columns.append(column)
        }
        return columns
    }

    /// The settings types a pipeline.json decoder must know for these kinds.
    static func settings(of kinds: [any AppKind.Type]) -> [any AppSettings.Type] {
        kinds.map { settingsType(of: $0) }
    }

    private static func settingsType<Kind: AppKind>(of _: Kind.Type) -> any AppSettings.Type {
        Kind.Settings.self
    }
}

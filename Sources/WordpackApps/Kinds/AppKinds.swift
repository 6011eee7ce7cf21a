import WordpackAppKind
import WordpackChatwa
import WordpackFirstWords
import WordpackGlyph
import WordpackOle
import WordpackPipeline
import WordpackVocabulary

/// The kinds of app wordpack builds, in the order their stages run: a new kind is a target of its own (one line
/// of Package.swift's `kinds`), its import here and its type in `standard`. The pipeline knows none of them: the
/// executable gives it these (`BuildOptions.kinds`).
package enum AppKinds {
    package static let standard: [any AppKind.Type] = [
        FirstWordsKind.self, OleKind.self, ChatwaKind.self, GlyphKind.self, VocabularyKind.self,
    ]

    /// Every stage of the standard kinds, in the order a build runs them, each once.
    package static var stageNames: [String] { standard.stageNames }

    /// Every kind planned: every file the apps of `context`'s pipeline.json plan.
    package static func outputs(in context: StageContext) -> [PlannedOutput] {
        Workflows.plannedOutputs(of: standard, in: context)
    }
}

import WordpackAppKind
import WordpackCore
import WordpackPictures

/// The version of every stage a build runs, as the build cache records it and the shared cache keys it: each
/// kind's own stages (`AppKind.versions`), and the shared `audio` and `images` services. A stage that
/// declares none falls back to wordpack's version, so that it is at least remade on every upgrade.
///
/// An output drawn from an SVG or PDF master also depends on the fonts it is drawn with: its version is its
/// stage's with `vectorFonts` (`DrawingFonts.identity`), so that pictures drawn with other fonts are made again
/// and never share a cache entry.
package struct StageVersions: Sendable, Equatable {
    package var versions: [String: String]
    package var vectorFonts: String?

    package init(kinds: [any AppKind.Type], vectorFonts: String? = nil) {
        self.vectorFonts = vectorFonts
        var versions = [
            OutputRecipe.audioStage: String(AudioStage.version), OutputRecipe.imagesStage: String(ImagesStage.version),
        ]
        for kind in kinds {
            for (stage, version) in kind.versions where versions[stage] == nil { versions[stage] = String(version) }
        }
        self.versions = versions
    }

    package subscript(stage: String) -> String {
        versions[stage] ?? "wordpack \(WordpackVersion.current)"
    }

    /// The version of the stage that makes `output`, with the fonts when it is drawn from a vector master: a
    /// picture drawn from one, or a file made from its inputs and such a master's drawing (a Glyph `.obz`
    /// package holds its tiles' pictures). A PDF copied as it is does not depend on them.
    package subscript(output: PlannedOutput) -> String {
        if case .copy = output.work { return self[output.stage] }
        guard let vectorFonts, output.inputs.contains(where: { MasterFormat(path: $0)?.isVector == true }) else {
            return self[output.stage]
        }
        return "\(self[output.stage]), fonts \(vectorFonts)"
    }
}

import WordpackAppKind
import WordpackCore
import WordpackMedia

/// The version of every stage a build runs, as the build cache records it and the shared cache keys it: each
/// kind's own stages (`AppKind.versions`), and the shared `audio` and `images` services. A stage that
/// declares none falls back to wordpack's version, so that it is at least remade on every upgrade.
///
/// A picture drawn from an SVG or PDF master also depends on the fonts it is drawn with: its version is the
/// images stage's with `vectorFonts` (`DrawingFonts.identity`), so that pictures drawn with other fonts are
/// made again and never share a cache entry.
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

    /// The version of the stage that makes `output`, with the fonts when it is drawn from a vector master.
    package subscript(output: PlannedOutput) -> String {
        guard let vectorFonts, case .picture(let source, _, _) = output.work,
            MasterFormat(path: source)?.isVector == true
        else { return self[output.stage] }
        return "\(self[output.stage]), fonts \(vectorFonts)"
    }
}

import WordpackAppKind
import WordpackCore

/// The version of every stage a build runs, as the build cache records it and the shared cache keys it: each
/// kind's own stages (`AppKind.versions`), and the shared `audio` and `images` services. A stage that
/// declares none falls back to wordpack's version, so that it is at least remade on every upgrade.
package struct StageVersions: Sendable, Equatable {
    package var versions: [String: String]

    package init(kinds: [any AppKind.Type]) {
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
}

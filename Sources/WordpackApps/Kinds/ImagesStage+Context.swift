import WordpackAppKind
import WordpackCore

extension ImagesStage {
    /// Makes every picture the apps of `context`'s pipeline.json need that `context` calls for.
    package static func run(_ context: StageContext) -> StageReport {
        run(AppKinds.outputs(in: context).filter { context.needsWork($0.path) }, context: context)
    }

    /// What check finds about the pictures the apps of `context`'s pipeline.json use.
    package static func inspect(_ context: StageContext) -> [Diagnostic] {
        inspect(AppKinds.outputs(in: context), context: context)
    }
}

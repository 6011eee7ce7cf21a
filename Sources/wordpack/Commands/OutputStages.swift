import WordpackKit

/// The stages that write `outputs/`, in the order `wordpack build` runs them after ingest and check.
/// Each also has its own subcommand, which runs it alone on the catalogue in the build folder.
enum OutputStages {
    static let all: [(name: String, run: (StageContext) -> StageReport)] = [
        ("images", ImagesStage.run),
    ]
}

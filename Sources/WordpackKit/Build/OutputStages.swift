/// The stages that write `outputs/`, in the order `wordpack build` runs them after ingest and check.
/// Each also has its own subcommand, which runs it alone on the catalogue in the build folder.
public enum OutputStages {
    public static let all: [IncrementalBuild.Stage] = [
        ("plists", PlistsStage.run),
        ("audio", AudioStage.run),
        ("images", ImagesStage.run),
        ("ole", OleStage.run),
        ("chatwa", ChatwaStage.run),
    ]

    /// The stages' own checks of their inputs, run by `wordpack check` after the catalogue's.
    public static let inspections: [(StageContext) -> [Diagnostic]] = [
        AudioStage.inspect,
        ImagesStage.inspect,
        OleStage.inspect,
        ChatwaStage.inspect,
    ]
}

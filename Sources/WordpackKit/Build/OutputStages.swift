/// The stages that write `outputs/`, in the order `wordpack build` runs them after ingest and check.
/// Each also has its own subcommand, which runs it alone on the catalogue in the build folder.
public enum OutputStages {
    public static let all: [IncrementalBuild.Stage] = [
        ("plists", PlistsStage.run),
        ("ole", OleStage.run),
        ("chatwa", ChatwaStage.run),
    ]
}

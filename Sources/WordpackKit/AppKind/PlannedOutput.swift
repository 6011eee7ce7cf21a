/// One file under `outputs/` that a build makes: the stage that makes it, the input files and settings it
/// is made from (a change to either makes it again), and how it is made.
public struct PlannedOutput: Codable, Hashable, Sendable {
    /// The path under `outputs/`: `firstwords/deluxe/Localization/Animals_en/words.plist`.
    public var path: String
    /// The stage that makes it: its role in the manifest (`plists`, `audio`, `images`, `ole`, …).
    public var stage: String
    /// Input paths, relative to the project folder, sorted and without repeats.
    public var inputs: [String]
    /// The settings it depends on, as canonical JSON.
    public var settings: String
    public var work: OutputWork

    public init(path: String, stage: String, inputs: [String], settings: String, work: OutputWork) {
        self.path = path
        self.stage = stage
        self.inputs = Array(Set(inputs)).sorted()
        self.settings = settings
        self.work = work
    }
}

/// One file under `outputs/` that a build makes: the stage that makes it, the input files and settings it
/// is made from (a change to either makes it again), and how it is made.
package struct PlannedOutput: Encodable, Hashable, Sendable {
    /// The path under `outputs/`: `firstwords/deluxe/Localization/Animals_en/words.plist`.
    package var path: String
    /// The stage that makes it: its role in the manifest (`plists`, `audio`, `images`, `ole`, …).
    package var stage: String
    /// Input paths, relative to the project folder, sorted and without repeats: the files whose bytes decide
    /// whether it is made again.
    package var inputs: [String]
    /// The settings it depends on, as canonical JSON.
    package var settings: String
    /// How it is made: by its kind, or by the shared audio or images service.
    package var work: OutputRecipe
    /// SHA-256 of what it is made from when that is part of the catalogue rather than whole files (the words
    /// of one FirstWords plist, the text of a `name.txt`): decides, like an input's digest, whether it is made
    /// again, so that a changed row remakes only the outputs that hold it. nil for outputs of files only.
    package var content: String?
    /// The files `content` was read from (the sheets), sorted: named in the manifest as what the output is
    /// made from, but not deciding whether it is made again.
    package var sources: [String]

    package init(
        path: String, stage: String, inputs: [String], settings: String, work: OutputRecipe, content: String? = nil,
        sources: [String] = []
    ) {
        self.path = path
        self.stage = stage
        self.inputs = Array(Set(inputs)).sorted()
        self.settings = settings
        self.work = work
        self.content = content
        self.sources = Array(Set(sources)).sorted()
    }

    /// The name `content` goes by among the inputs of the build cache and the action key (no input file is
    /// named so: they are all under `inputs/`).
    package static let contentInput = "catalogue"

    /// What decides whether it is made again: each input's SHA-256 (from `digests`; "" when unknown) and
    /// `content` as the input `contentInput`.
    package func deciding(_ digests: [String: String]) -> [String: String] {
        var deciding = Dictionary(uniqueKeysWithValues: inputs.map { ($0, digests[$0] ?? "") })
        if let content { deciding[Self.contentInput] = content }
        return deciding
    }

    /// The files the manifest names as what it is made from: its inputs and sources.
    package var madeFrom: [String] {
        sources.isEmpty ? inputs : Array(Set(inputs + sources)).sorted()
    }
}

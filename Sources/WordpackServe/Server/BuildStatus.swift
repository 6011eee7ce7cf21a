/// What a page is told of a build through the event stream: whether it ended without errors, the pages it
/// changed (paths under `review/`), and when it stopped on errors, those errors as `check` prints them.
struct BuildStatus: Codable, Equatable, Sendable {
    /// The number of the build since the watch began (the first is 1; 0: none has finished yet).
    var build: Int
    var ok: Bool
    /// A build is running now.
    var building = false
    var changed: [String] = []
    var errors: [String] = []
    /// A sentence about the whole build (a build stopped on errors, pipeline.json unreadable…).
    var message: String?

    package init(
        build: Int, ok: Bool, building: Bool = false, changed: [String] = [], errors: [String] = [],
        message: String? = nil
    ) {
        self.build = build
        self.ok = ok
        self.building = building
        self.changed = changed
        self.errors = errors
        self.message = message
    }
}

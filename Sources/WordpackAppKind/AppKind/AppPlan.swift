/// Every file one app ships, and what its kind worked out while planning them.
public struct AppPlan<Detail: Sendable>: Sendable {
    public var id: String
    /// The files, each with its inputs, settings and stage.
    public var outputs: [PlannedOutput]
    /// The kind's own notes (a FirstWords app's layout, the settings of an Olé app).
    public var detail: Detail

    public init(id: String, outputs: [PlannedOutput], detail: Detail) {
        self.id = id
        self.outputs = outputs
        self.detail = detail
    }
}

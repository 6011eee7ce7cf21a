/// Every file one app ships, and what its kind worked out while planning them.
package struct AppPlan<Detail: Sendable>: Sendable {
    package var id: String
    /// The files, each with its inputs, settings and stage.
    package var outputs: [PlannedOutput]
    /// The kind's own notes (a FirstWords app's layout, the settings of an Olé app).
    package var detail: Detail

    package init(id: String, outputs: [PlannedOutput], detail: Detail) {
        self.id = id
        self.outputs = outputs
        self.detail = detail
    }
}

/// Olé and Chatwa each read one fixed file (`outputs/ole/words.json`, `outputs/chatwa/levels.json`), so
/// pipeline.json may declare at most one app of each of those kinds.
enum SingleApp {
    /// The only app of a kind, or `nil` with an error at pipeline.json when there are several.
    static func pick<App>(
        _ apps: [(id: String, app: App)], appName: String, kindName: String, output: String, pipelinePath: String
    ) -> (app: (id: String, app: App)?, findings: [Diagnostic]) {
        guard apps.count > 1 else { return (apps.first, []) }
        let ids = sentenceList(apps.map(\.id), limit: apps.count)
        return (nil, [.error(
            at: Location(file: pipelinePath),
            "declares \(apps.count) \(appName) apps (\(ids)), but \(appName) reads a single \(output); "
                + "keep one app of kind “\(kindName)”.")])
    }

    /// The error of a stage that cannot run because pipeline.json names a language the catalogue lacks.
    static func missingLanguage(_ code: String, setting: String, pipelinePath: String) -> Diagnostic {
        .error(
            at: Location(file: pipelinePath),
            "`\(setting)` names the language “\(code)”, but there is no folder inputs/languages/\(code)/; "
                + "add it or correct the code.")
    }
}

extension PipelineConfiguration {
    /// The Olé apps, in id order.
    public var oleApps: [(id: String, app: OleApp)] {
        apps.keys.sorted().compactMap { id in
            if case .ole(let app)? = apps[id] { return (id, app) }
            return nil
        }
    }

    /// The Chatwa apps, in id order.
    public var chatwaApps: [(id: String, app: ChatwaApp)] {
        apps.keys.sorted().compactMap { id in
            if case .chatwa(let app)? = apps[id] { return (id, app) }
            return nil
        }
    }
}

extension Location {
    /// How a finding at `self` names `other`: the cell alone (`words!C93`) when both are in the same file.
    func reference(to other: Location) -> String {
        other.file == file && !other.cellReference.isEmpty ? other.cellReference : other.description
    }
}

import WordpackCore

/// A kind whose app reads one fixed file (Olé's `outputs/ole/words.json`) allows pipeline.json at most one
/// app of that kind.
package enum SingleApp {
    /// The only app of a kind, or `nil` with an error at pipeline.json when there are several.
    package static func pick<App>(
        _ apps: [(id: String, app: App)], appName: String, kindName: String, output: String, pipelinePath: String
    ) -> (app: (id: String, app: App)?, findings: [Diagnostic]) {
        guard apps.count > 1 else { return (apps.first, []) }
        let ids = sentenceList(apps.map(\.id), limit: apps.count)
        return (
            nil,
            [
                .error(
                    at: Location(file: pipelinePath),
                    "declares \(apps.count) \(appName) apps (\(ids)), but \(appName) reads a single \(output); "
                        + "keep one app of kind “\(kindName)”.")
            ]
        )
    }

    /// The error of a stage that cannot run because pipeline.json names a language the catalogue lacks.
    package static func missingLanguage(_ code: LanguageCode, setting: String, pipelinePath: String) -> Diagnostic {
        .error(
            at: Location(file: pipelinePath),
            "`\(setting)` names the language “\(code)”, but there is no folder \(Project.languageFolderPath(code))/; "
                + "add it or correct the code.")
    }
}

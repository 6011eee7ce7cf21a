import Foundation
import WordpackCore

/// One app of a kind, as pipeline.json declares it.
package struct AppPlanRequest<Settings: AppSettings>: Sendable {
    /// The app's id in pipeline.json, also its output folder's name for some kinds.
    package var id: String
    package var settings: Settings
    /// Where pipeline.json is, for findings about the app's settings.
    package var pipelinePath: String

    package init(id: String, settings: Settings, pipelinePath: String) {
        self.id = id
        self.settings = settings
        self.pipelinePath = pipelinePath
    }
}

extension PipelineConfiguration {
    /// The apps whose settings are `Settings`, in id order (`apps(of:)`), each as a request to its kind.
    package func requests<Settings: AppSettings>(of _: Settings.Type, pipelinePath: String)
        -> [AppPlanRequest<Settings>]
    {
        apps(of: Settings.self).map { AppPlanRequest(id: $0.id, settings: $0.app, pipelinePath: pipelinePath) }
    }
}

import Foundation
import WordpackCore
import WordpackRelease

extension Publisher {
    /// A publisher of the apps of pipeline.json, each as its standard kind releases it.
    package init(project: Project, destination: URL, configuration: PipelineConfiguration) {
        self.init(project: project, destination: destination, configuration: configuration, kinds: AppKinds.standard)
    }
}

import Foundation
import WordpackAppKind
import WordpackCore

extension Publisher {
    /// A publisher of the apps of pipeline.json of `kinds`, each as its kind releases it.
    package init(
        project: Project, destination: URL, configuration: PipelineConfiguration, kinds: [any AppKind.Type]
    ) {
        var apps: [String: ReleasedApp] = [:]
        for kind in kinds { apps.merge(Self.released(kind, configuration)) { _, new in new } }
        self.init(
            project: project, destination: destination,
            apps: configuration.apps.keys.sorted().compactMap { apps[$0] })
    }

    private static func released<Kind: AppKind>(_: Kind.Type, _ configuration: PipelineConfiguration)
        -> [String: ReleasedApp]
    {
        var apps: [String: ReleasedApp] = [:]
        for request in configuration.requests(of: Kind.Settings.self, pipelinePath: PipelineConfiguration.fileName) {
            apps[request.id] = ReleasedApp(
                id: request.id, folder: Kind.folder(of: request), accessors: Kind.contentAccessors(request)
            ) { files, outputs in
                try Kind.shipped(request, files: files, outputs: outputs)
            }
        }
        return apps
    }
}

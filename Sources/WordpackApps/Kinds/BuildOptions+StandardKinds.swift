import WordpackCore
import WordpackPipeline

extension BuildOptions {
    /// A run of the standard app kinds, as the command-line tool starts it.
    package init(
        project: Project, policy: PipelineConfiguration.Policy? = nil, explain: Bool = false, force: Bool = false,
        stamp: Bool = true, wait: Bool = true
    ) {
        self.init(
            project: project, policy: policy, explain: explain, force: force, stamp: stamp, wait: wait,
            kinds: AppKinds.standard)
    }
}

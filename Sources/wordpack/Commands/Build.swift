import ArgumentParser
import WordpackKit

/// `wordpack build`: every stage in order, redoing only what changed.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every stage in order: ingest, check, then the stages that write outputs/.",
        discussion: """
            Stops before writing anything when check finds an error. Each output is made again only when
            the bytes of its inputs, its settings or its stage's version changed; files that nothing calls
            for any more are removed, and outputs/manifest.json is written.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "Override pipeline.json's policy: development or release.")
    var policy: PipelineConfiguration.Policy?

    @Flag(help: "Say for each output why it was made again or skipped.")
    var explain = false

    @Flag(help: "Make every output again, whatever the build cache says.")
    var force = false

    func run() throws {
        try options.running {
            try WordpackKit.Build.run(
                options.build(policy: policy, explain: explain, force: force), progress: options.show)
        }
    }
}

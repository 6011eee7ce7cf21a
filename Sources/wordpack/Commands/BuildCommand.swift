import ArgumentParser
import WordpackCache
import WordpackCore
import WordpackPipeline

/// `wordpack build`: every stage in order, redoing only what changed.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Run every stage in order: ingest, check, then the stages that write outputs/.",
        discussion: """
            Stops before writing anything when check finds an error. Each output is made again only when \
            the bytes of its inputs, its settings or its stage's version changed; files that nothing calls \
            for any more are removed, and outputs/manifest.json is written.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "Override pipeline.json's policy: development or release.")
    var policy: PipelineConfiguration.Policy?

    @Flag(help: "Say for each output why it was made again or skipped.")
    var explain = false

    @Flag(help: "Make every output again, whatever the build cache says.")
    var force = false

    @Option(
        help: ArgumentHelp(
            "A shared cache to take work from and store it into: a folder or an http(s):// address.",
            discussion:
                "Else WORDPACK_CACHE, else pipeline.json's `cache`; WORDPACK_CACHE_TOKEN is sent as a bearer token, "
                + "WORDPACK_CACHE_CA names a PEM file of CAs to trust, WORDPACK_CACHE_TIMEOUT is a request's limit in seconds.",
            valueName: "location"))
    var cache: String?

    @Flag(
        help: ArgumentHelp(
            "Take from the shared cache, store nothing into it (also WORDPACK_CACHE_READ_ONLY=1).",
            discussion: "For builds whose results must not reach others, such as a pull request's."))
    var cacheReadOnly = false

    @Option(
        help: ArgumentHelp(
            "Make again this percentage of the outputs taken from the shared cache, and compare their bytes.",
            discussion:
                "Chosen from a seed drawn for each run from the system's random source (printed), so that no one "
                + "writing into the cache can know them beforehand; a difference is an error naming the output and "
                + "the record, the output made here is kept and nothing more is taken from that record.",
            valueName: "percent"))
    var audit: Double?

    @Option(
        help: ArgumentHelp(
            "With --audit: the seed a run printed, to make again the outputs it chose (16 hexadecimal digits).",
            valueName: "seed"))
    var auditSeed: String?

    @Option(
        help: ArgumentHelp(
            "Make only share I (from 0) of N of the work, into the shared cache; no manifest is written.",
            valueName: "I/N"))
    var shard: String?

    func validate() throws {
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard takes I/N with 0 ≤ I < N, such as 0/4, not “\(shard)”")
        }
        if let audit, !(0...100).contains(audit) {
            throw ValidationError("--audit takes a percentage from 0 to 100, not \(audit)")
        }
        if let auditSeed {
            guard audit != nil else { throw ValidationError("--audit-seed goes with --audit PERCENT") }
            guard CacheAudit.seed(parsing: auditSeed) != nil else {
                throw ValidationError(
                    "--audit-seed takes the 1 to 16 hexadecimal digits an audit printed, not “\(auditSeed)”")
            }
        }
    }

    func run() throws {
        var build = options.build(policy: policy, explain: explain, force: force)
        build.cache = cache
        build.shard = shard.flatMap(Shard.init(parsing:))
        build.cacheReadOnly = cacheReadOnly
        build.audit = audit
        build.auditSeed = auditSeed.flatMap(CacheAudit.seed(parsing:))
        try options.running { try Workflows.build(build, progress: options.show) }
    }
}

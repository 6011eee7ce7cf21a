import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPipeline

extension Workflows {
    /// `wordpack publish`: a verified, versioned release of `outputs/`.
    /// Nil when nothing changed since the newest release (and `allowUnchanged` is not given): no release is
    /// made, and `progress` says so.
    /// With `swiftPackages`, each app's content package is then brought to the release (the newest, when none
    /// was made) and `packaged` told which; what would stop that is found before the release is written.
    package static func publish(
        _ options: BuildOptions, to destination: URL, version: String?, allowUnchanged: Bool = false,
        allowDevelopment: Bool = false, swiftPackages: ContentPackages.Request? = nil,
        packaged: ([ContentPackages.Written]) -> Void = { _ in }, progress: (BuildEvent) -> Void = { _ in }
    ) throws -> Publisher.Release? {
        try holdingProject(options, "publish", progress: progress) {
            try release(
                options, to: destination, version: version, allowUnchanged: allowUnchanged,
                allowDevelopment: allowDevelopment, swiftPackages: swiftPackages, packaged: packaged,
                progress: progress)
        }
    }

    private static func release(
        _ options: BuildOptions, to destination: URL, version: String?, allowUnchanged: Bool, allowDevelopment: Bool,
        swiftPackages: ContentPackages.Request?, packaged: ([ContentPackages.Written]) -> Void,
        progress: (BuildEvent) -> Void
    ) throws -> Publisher.Release? {
        let (configuration, problems) = ProjectRun.configuration(options)
        guard problems.isEmpty else { throw BuildFailure.load(problems) }
        let publisher = Publisher(
            project: options.project, destination: destination, configuration: configuration, kinds: options.kinds)
        // A release never ships what a shared cache gave unsigned (`UnsignedOutputs`).
        let manifest = try? Manifest.read(
            from: options.project.outputs.appendingPathComponent(Manifest.fileName))
        if let refusal = UnsignedOutputs.refusal(in: options.project, manifest: manifest) {
            throw BuildFailure.publish([refusal])
        }
        // A release ships what a release build would: outputs a release build would refuse are published only as
        // a development release, when asked.
        let refusal = try manifest.flatMap { try releaseRefusal(options, configuration: configuration, manifest: $0) }
        if let refusal, !allowDevelopment { throw BuildFailure.publish([refusal]) }
        let packages = swiftPackages.map {
            ContentPackages($0, apps: publisher.apps, outputs: options.project.outputs)
        }
        if let packages {
            let problems = packages.problems(forVersion: version ?? publisher.nextVersion())
            guard problems.isEmpty else { throw BuildFailure.publish(problems) }
        }
        do {
            let release = try publisher.publish(
                version: version, allowUnchanged: allowUnchanged, development: refusal != nil)
            if release == nil {
                progress(
                    .summary(
                        "publish: nothing changed since release \(publisher.releases().last ?? "?") (every file is "
                            + "as it has it), so no release was made; --allow-unchanged makes one all the same."))
            }
            if let packages, let manifest, let newest = release?.version ?? publisher.releases().last {
                do {
                    packaged(try packages.write(version: newest, manifest: manifest, changes: release?.changes))
                } catch let refused as PublishRefused where release != nil {
                    // The release stands: publishing again, with nothing changed, brings the packages to it.
                    throw PublishRefused(
                        findings: refused.findings + [
                            .error(
                                at: Location(file: destination.appendingPathComponent(newest).path),
                                "was made, but the Swift packages above were not brought to it; mend what is said "
                                    + "and publish again with the same options, which brings them to release \(newest)."
                            )
                        ])
                }
            }
            return release
        } catch let refused as PublishRefused {
            throw BuildFailure.publish(refused.findings)
        }
    }

    /// Why a release build would refuse the outputs `manifest` lists: nil when a release build made them, or when
    /// the development build that did left no language out and a release check of the inputs finds no error.
    static func releaseRefusal(_ options: BuildOptions, configuration: PipelineConfiguration, manifest: Manifest)
        throws -> Diagnostic?
    {
        let at = Location(file: "outputs/\(Manifest.fileName)")
        if let build = manifest.build, build.policy == .release, build.errors == 0 { return nil }
        let errors = try ProjectRun.releaseCheck(options).errors
        // A language pipeline.json marks in progress is left out of a release build too.
        let marked = Set(configuration.inProgress)
        let leftOut = (manifest.build?.languagesLeftOut ?? []).filter { !marked.contains($0) }
        guard !errors.isEmpty || !leftOut.isEmpty || manifest.build == nil else { return nil }
        var reasons: [String] = []
        if manifest.build == nil { reasons.append("it does not say which policy made it") }
        if !leftOut.isEmpty {
            reasons.append("it left \(sentenceList(leftOut.map(\.description), quoted: false)) out while in progress")
        }
        if !errors.isEmpty {
            let count = errors.count
            reasons.append(
                "a release build would find \(count) error\(count == 1 ? "" : "s") (the first at \(errors[0].location); "
                    + "`wordpack check --policy release` lists \(count == 1 ? "it" : "them"))")
        }
        return .error(
            at: at,
            "was written by a \(manifest.build?.policy.rawValue ?? "earlier") build that a release build would refuse: "
                + reasons.joined(separator: ", and ")
                + ". Run `make release` (a build under the release policy, then publish), or publish these outputs as a "
                + "development release with --allow-development.")
    }
}

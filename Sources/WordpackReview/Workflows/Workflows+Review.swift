import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackRelease

extension Workflows {
    /// `wordpack review`: builds (redoing only what changed), then writes the review site into `review/` from
    /// the same plans the build made — the catalogue it stored, each kind's review of its apps, the findings
    /// of check — and the files it built. A build stopped by errors still gets its site, with the errors on
    /// the cards; the failure is thrown after the site is written. `since`: a release folder made by
    /// `wordpack publish`, whose changes are marked on the cards.
    @discardableResult
    package static func review(_ options: BuildOptions, since: URL? = nil, progress: (BuildEvent) -> Void)
        throws -> ReviewWriter.Outcome
    {
        try holdingProject(options, "review", progress: progress) {
            var stopped: BuildFailure?
            // The build's own run, once it has checked: the same plans and findings, not worked out again.
            var checked: (run: ProjectRun, findings: [Diagnostic])?
            do {
                _ = try runBuild(options, progress: progress) { checked = ($0, $1) }
            } catch let failure as BuildFailure {
                switch failure {
                case .check, .make: stopped = failure
                default: throw failure
                }
            }
            let project = options.project
            // A build that found nothing changed did not check: what it stored, with its caches, gives the same
            // plans with no input read again.
            let (run, findings) =
                try checked
                ?? { () throws -> (ProjectRun, [Diagnostic]) in
                    var run = ProjectRun(
                        project: project, kinds: options.kinds, configuration: ProjectRun.configuration(options),
                        catalogue: try ProjectRun.storedCatalogue(of: project),
                        digests: RememberedDigests(url: BuildFolder.digestFile(in: project)),
                        inspections: RememberedInspections(folder: BuildFolder.inspectionFolder(in: project)))
                    return (run, run.check())
                }()
            let made = Set(run.outputs.map(\.path))
            // The inputs each app's outputs are made from, by app id.
            let folders = Publisher(
                project: project, destination: project.outputs, configuration: run.configuration, kinds: run.kinds
            ).apps
            var shipped: [String: Set<String>] = [:]
            for output in run.outputs {
                guard let app = folders.first(where: { output.path.hasPrefix($0.folder) }) else { continue }
                shipped[app.id, default: []].formUnion(output.inputs)
            }
            var apps: [ReviewContent.App] = []
            for kind in run.planned {
                let descriptions = kind.describe(made: made, catalogue: run.catalogue)
                for (id, review) in kind.review(catalogue: run.catalogue, outputs: project.outputs) {
                    guard let description = descriptions[id] else { continue }
                    apps.append(
                        ReviewContent.App(
                            description: description, review: review.markingOutdated(catalogue: run.catalogue),
                            shipped: shipped[id] ?? []))
                }
            }
            let changes = try since.map { try Self.changes(since: $0, run: run, options: options) }
            // Each language as `check --language` reports it: what ships of it, and what a release refuses.
            let languages = try run.languageReports(
                run.catalogue.languages.map(\.code), findings: findings, options: options)
            let content = ReviewContent(
                apps: apps, findings: findings,
                languages: languages,
                inProgress: run.languagesInProgress,
                changes: changes,
                notice: stopped.map { _ in
                    "The build stopped on the errors marked below: pictures and recordings are those of the last "
                        + "build that made them."
                })
            let site = ReviewSite(content: content, outputs: project.outputs)
            let folder = project.root.appendingPathComponent(reviewFolder, isDirectory: true)
            let outcome: ReviewWriter.Outcome
            do {
                outcome = try ReviewWriter.write(
                    site, to: folder, outputs: project.outputs, digests: run.digests ?? RememberedDigests(url: nil))
            } catch let problem as DiagnosticConvertible {
                throw BuildFailure.load([problem.diagnostic])
            } catch {
                throw BuildFailure.store("error: cannot write \(reviewFolder)/: \(error)")
            }
            try? run.digests?.save()
            progress(
                .summary(
                    "review: \(outcome.pages) pages (\(outcome.pagesWritten) written), \(outcome.media) media files "
                        + "(\(outcome.mediaWritten) written), \(outcome.removed) removed → \(reviewFolder)/index.html"))
            if let stopped { throw stopped }
            return outcome
        }
    }

    /// The folder of the review site, in the project folder.
    package static let reviewFolder = "review"

    /// What changed since the release in `folder`: its `content.json` and manifest against what `outputs/`
    /// holds now, as `wordpack publish` would report it.
    private static func changes(since folder: URL, run: ProjectRun, options: BuildOptions) throws -> ChangesReport {
        let name = folder.standardizedFileURL.lastPathComponent
        let display = folder.path
        let earlier: EarlierRelease
        do {
            earlier = try EarlierRelease(folder: folder, display: display)
        } catch let problem as FileProblem {
            throw BuildFailure.load([problem.diagnostic])
        }
        let (previous, previousManifest) = (earlier.content, earlier.manifest)
        let publisher = Publisher(
            project: options.project, destination: folder, configuration: run.configuration, kinds: options.kinds)
        do {
            let manifest = try Manifest.read(from: options.project.outputs.appendingPathComponent(Manifest.fileName))
            let content = try ReleaseContent(manifest: manifest, apps: publisher.apps, outputs: options.project.outputs)
            return ChangesReport(
                version: "review", previousVersion: name, content: content, previous: previous, manifest: manifest,
                previousManifest: previousManifest, apps: publisher.apps)
        } catch {
            throw BuildFailure.load([
                .error(
                    at: Location(file: "outputs/\(Manifest.fileName)"),
                    "cannot be compared with the release: \(error); run `make build` first.")
            ])
        }
    }
}

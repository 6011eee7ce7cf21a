import Foundation
import WordpackCatalogue
import WordpackCore
import WordpackPipeline

/// `wordpack publish`: verifies `outputs/` against its manifest, then writes a new release folder
/// `<destination>/<version>/` with one ZIP per app, the manifest, the content read back from the files
/// and the changes since the previous release. It never overwrites a release.
package struct Publisher {
    let project: Project
    let destination: URL
    /// The apps of pipeline.json, in id order, as their kinds describe them.
    package let apps: [ReleasedApp]

    package init(project: Project, destination: URL, apps: [ReleasedApp]) {
        self.project = project
        self.destination = destination
        self.apps = apps
    }

    /// Existing releases in the destination, oldest first (versions compared with numbers as numbers).
    func releases() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && FolderListing.exists(destination.appendingPathComponent($0)) }
            .sorted { $0.compare($1, options: .numeric) == .orderedAscending }
    }

    /// The version after the newest numbered release: `1`, `2`, …
    func nextVersion() -> String {
        String((releases().compactMap(Int.init).max() ?? 0) + 1)
    }

    /// A release written: its version, its folder and the files in it, and what changed since the last.
    package struct Release {
        package var version: String
        package var folder: URL
        package var files: [String]
        package var changes: ChangesReport
    }

    /// Verifies `outputs/`, then writes the release. Releases into one folder are made one at a time (a lock in
    /// the folder, `.wordpack-publish.lock`, held until the release has its name), so a number is never taken
    /// twice and whatever an earlier publish left half-written (`.<version>.<id>.tmp`) can be removed first.
    /// Nil, writing nothing, when every file is as the newest release has it, unless `allowUnchanged`.
    /// `development`: the outputs are a development build's that a release build would refuse
    /// (`publish --allow-development`), and the release says so in its manifest and its changes.
    package func publish(version requested: String?, allowUnchanged: Bool = false, development: Bool = false) throws
        -> Release?
    {
        let problems = ManifestCheck.problems(in: project)
        guard problems.isEmpty else { throw PublishRefused(findings: problems) }
        if let requested, let problem = Self.versionProblem(requested) {
            throw PublishRefused(findings: [.error(at: Location(file: destination.path), problem)])
        }
        // The next build removes whatever is in outputs/ and not planned: a release there would be lost.
        if ResolvedPath.isInside(destination, project.outputs) {
            throw PublishRefused(findings: [
                .error(
                    at: Location(file: destination.path),
                    "is inside outputs/, which holds only what a build makes (the next build would remove the "
                        + "releases); give --to a folder outside it.")
            ])
        }
        try prepareDestination()
        let lock = try ReleasesLock(destination: destination)
        return try withExtendedLifetime(lock) {
            removeLeftovers()
            let manifestURL = project.outputs.appendingPathComponent(Manifest.fileName)
            let manifest = try Manifest.read(from: manifestURL)
            let previous = try previousRelease()
            if !allowUnchanged, let previous, previous.release.manifest.shipped == manifest.shipped { return nil }
            let content = try ReleaseContent(manifest: manifest, apps: apps, outputs: project.outputs)
            var version = requested ?? nextVersion()
            while true {
                let target = destination.appendingPathComponent(version)
                if FileManager.default.fileExists(atPath: target.path) {
                    guard requested == nil else {
                        throw PublishRefused(findings: [
                            .error(
                                at: Location(file: target.path),
                                "already exists, and publish never overwrites a release; choose another --version.")
                        ])
                    }
                    // Taken meanwhile by a publish that holds no lock here (another machine on a shared disk).
                    version = String((Int(version) ?? 0) + 1)
                    continue
                }
                if let release = try write(
                    version, manifest: manifest, content: content, previous: previous, manifestURL: manifestURL,
                    development: development)
                {
                    return release
                }
                guard requested == nil else { continue }
                version = String((Int(version) ?? 0) + 1)
            }
        }
    }

    /// Writes release `version` beside its final place and renames it there; nil when the name was taken
    /// between the check and the rename (the caller picks another).
    private func write(
        _ version: String, manifest: Manifest, content: ReleaseContent,
        previous: (version: String, release: EarlierRelease)?, manifestURL: URL, development: Bool
    ) throws -> Release? {
        let target = destination.appendingPathComponent(version)
        var changes = ChangesReport(
            version: version, previousVersion: previous?.version, content: content,
            previous: previous?.release.content ?? ReleaseContent(), manifest: manifest,
            previousManifest: previous?.release.manifest, apps: apps)
        var manifestData = try Data(contentsOf: manifestURL)
        if development {
            changes.development = true
            var marked = manifest
            marked.developmentRelease = true
            manifestData = try marked.encoded()
        }

        // Written beside its final place, then renamed: a release is whole or absent.
        let staging = destination.appendingPathComponent(".\(version).\(UUID().uuidString).tmp")
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
            for (name, files) in archives(manifest) {
                try FileWriter.write(try AppArchive.data(files), to: staging.appendingPathComponent(name))
                written.append(name)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try FileWriter.write(manifestData, to: staging.appendingPathComponent(Manifest.fileName))
            try FileWriter.write(try content.encoded(), to: staging.appendingPathComponent("content.json"))
            try FileWriter.write(
                try encoder.encode(changes) + Data([0x0A]), to: staging.appendingPathComponent("changes.json"))
            try FileWriter.write(Data(changes.markdown.utf8), to: staging.appendingPathComponent("changes.md"))
            written += [Manifest.fileName, "content.json", "changes.json", "changes.md"]
            // On the disk before it takes its name, so that a power cut cannot leave a named, half-written release.
            try FileWriter.flush(staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw PublishRefused(findings: [Self.writeFailure(error, in: destination)])
        }
        // rename(2) replaces an empty folder: a name taken meanwhile is refused by the check of `renameat2`'s
        // RENAME_NOREPLACE where the file system has it, else by ENOTEMPTY for a release (never empty).
        guard Self.renameWithoutReplacing(staging.path, target.path) else {
            let reason = errno
            try? FileManager.default.removeItem(at: staging)
            if reason == EEXIST || reason == ENOTEMPTY { return nil }
            throw PublishRefused(findings: [
                .error(
                    at: Location(file: target.path),
                    "could not be given its name: \(String(cString: strerror(reason))). Check that you may write in "
                        + "\(destination.path).")
            ])
        }
        return Release(version: version, folder: target, files: written.sorted(), changes: changes)
    }

    /// The newest release in the destination, read back; nil when there is none. A release that is damaged
    /// (its manifest or content unreadable, or too large) refuses the publish with a sentence naming the file:
    /// its changes could not be told.
    func previousRelease() throws -> (version: String, release: EarlierRelease)? {
        guard let version = releases().last else { return nil }
        let folder = destination.appendingPathComponent(version)
        do {
            return (version, try EarlierRelease(folder: folder, display: folder.path))
        } catch let problem as FileProblem {
            throw PublishRefused(findings: [problem.diagnostic])
        }
    }

    /// One archive per app: `<app id>.zip` holding the files of the app's folder.
    func archives(_ manifest: Manifest) -> [(String, [(name: String, url: URL)])] {
        var archives: [(String, [(name: String, url: URL)])] = []
        for app in apps {
            let root = app.folder
            let files = manifest.files.filter { $0.path.hasPrefix(root) }.map {
                (name: String($0.path.dropFirst(root.count)), url: project.outputs.appendingPathComponent($0.path))
            }
            if !files.isEmpty { archives.append(("\(app.id).zip", files)) }
        }
        return archives
    }
}

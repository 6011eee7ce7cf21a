import Foundation
import WordpackCatalogue
import WordpackCore

/// `wordpack publish`: verifies `outputs/` against its manifest, then writes a new release folder
/// `<destination>/<version>/` with one ZIP per app, the manifest, the content read back from the files
/// and the changes since the previous release. It never overwrites a release.
package struct Publisher {
    package let project: Project
    package let destination: URL
    /// The apps of pipeline.json, in id order, as their kinds describe them.
    package let apps: [ReleasedApp]

    package init(project: Project, destination: URL, apps: [ReleasedApp]) {
        self.project = project
        self.destination = destination
        self.apps = apps
    }

    /// Every difference between `outputs/` and its manifest, each naming the file; empty when they agree.
    func verify() -> [Diagnostic] {
        let manifestURL = project.outputs.appendingPathComponent(Manifest.fileName)
        guard let manifest = try? Manifest.read(from: manifestURL) else {
            return [
                .error(
                    at: Location(file: "outputs/\(Manifest.fileName)"),
                    "is missing or unreadable; run `make build` before publishing.")
            ]
        }
        var findings: [Diagnostic] = []
        var listed: Set<String> = []
        for file in manifest.files {
            listed.insert(file.path)
            let url = project.outputs.appendingPathComponent(file.path)
            let location = Location(file: "outputs/\(file.path)")
            guard FileManager.default.fileExists(atPath: url.path) else {
                findings.append(.error(at: location, "is in the manifest but missing; run `make build` again."))
                continue
            }
            // Read in full: publishing trusts no cache.
            guard let digest = try? FileDigest.sha256(of: url), digest == file.sha256 else {
                findings.append(
                    .error(
                        at: location,
                        "differs from the manifest (it was changed after the build); run `make build` again."))
                continue
            }
        }
        let prefix = project.outputs.standardizedFileURL.path + "/"
        if let walker = FileManager.default.enumerator(
            at: project.outputs, includingPropertiesForKeys: [.isDirectoryKey])
        {
            for case let url as URL in walker
            where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory != true {
                let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
                if path == Manifest.fileName || path == "README.md" || listed.contains(path.nfc) { continue }
                findings.append(
                    .error(
                        at: Location(file: "outputs/\(path)"),
                        "is not in the manifest; delete it or run `make build` again."))
            }
        }
        return Diagnostic.sorted(findings)
    }

    /// Existing releases in the destination, oldest first (versions compared with numbers as numbers).
    package func releases() -> [String] {
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
    package func publish(version requested: String?) throws -> Release {
        let problems = verify()
        guard problems.isEmpty else { throw PublishRefused(findings: problems) }
        if let requested, let problem = Self.versionProblem(requested) {
            throw PublishRefused(findings: [.error(at: Location(file: destination.path), problem)])
        }
        try prepareDestination()
        let lock = try ReleasesLock(destination: destination)
        return try withExtendedLifetime(lock) {
            removeLeftovers()
            let manifestURL = project.outputs.appendingPathComponent(Manifest.fileName)
            let manifest = try Manifest.read(from: manifestURL)
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
                if let release = try write(version, manifest: manifest, content: content, manifestURL: manifestURL) {
                    return release
                }
                guard requested == nil else { continue }
                version = String((Int(version) ?? 0) + 1)
            }
        }
    }

    /// Writes release `version` beside its final place and renames it there; nil when the name was taken
    /// between the check and the rename (the caller picks another).
    private func write(_ version: String, manifest: Manifest, content: ReleaseContent, manifestURL: URL) throws
        -> Release?
    {
        let target = destination.appendingPathComponent(version)
        let previous = releases().last
        let previousFolder = previous.map { destination.appendingPathComponent($0) }
        let previousContent =
            previousFolder.flatMap { folder in
                (try? Data(contentsOf: folder.appendingPathComponent("content.json")))
                    .flatMap { try? JSONDecoder().decode(ReleaseContent.self, from: $0) }
            } ?? ReleaseContent()
        let previousManifest = previousFolder.flatMap {
            try? Manifest.read(from: $0.appendingPathComponent(Manifest.fileName))
        }
        let changes = ChangesReport(
            version: version, previousVersion: previous, content: content, previous: previousContent,
            manifest: manifest, previousManifest: previousManifest, apps: apps)

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
            try FileWriter.write(
                try Data(contentsOf: manifestURL), to: staging.appendingPathComponent(Manifest.fileName))
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

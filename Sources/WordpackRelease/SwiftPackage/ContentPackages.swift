import Foundation
import WordpackCore
import WordpackPipeline

/// `wordpack publish --swift-package DIR [--git]`: each app's content as a Swift package in `DIR/<app id>/`
/// (`ContentPackage`), made from `outputs/` as the release just published (or the newest, when nothing changed)
/// has it. Without `--git`, each package is written beside its place and renamed into it, whole. With `--git`,
/// each package folder is a git repository with one commit per release (its changes in the message) tagged
/// with the release's version (`3.0.0`); the commit is made from the package written beside it, then the
/// work tree is brought to it by git.
package struct ContentPackages {
    var destination: URL
    var git: Bool
    package var apps: [ReleasedApp]
    var outputs: URL

    /// Where the packages go, and whether each is a git repository: `--swift-package DIR [--git]`.
    package struct Request: Sendable {
        var destination: URL
        var git: Bool

        package init(destination: URL, git: Bool) {
            self.destination = destination
            self.git = git
        }
    }

    package init(_ request: Request, apps: [ReleasedApp], outputs: URL) {
        destination = request.destination
        git = request.git
        self.apps = apps
        self.outputs = outputs
    }

    /// One package brought to a release.
    package struct Written: Equatable, Sendable {
        var appID: String
        package var folder: URL
        /// Its tag (with `--git`), nil without.
        package var tag: String?
        /// False when the repository already had the release's tag, and nothing was done.
        package var written: Bool
    }

    static let lockName = ".wordpack-packages.lock"

    /// The package folder of app `id`.
    func folder(_ id: String) -> URL { destination.appendingPathComponent(id, isDirectory: true) }

    /// What would stop the packages from being brought to release `version`, found before it is published:
    /// git missing or a version that cannot be a tag, two apps with the same module name, a package folder that
    /// wordpack did not write, a repository with changes not committed or (`checkingTags`) that already has the tag.
    func problems(forVersion version: String, checkingTags: Bool = true) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let here = Location(file: destination.path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), !isFolder.boolValue {
            return [.error(at: here, "is a file, not a folder; give --swift-package the folder of the packages.")]
        }
        // Resolved, links included: a link to a folder inside outputs/ is inside it.
        if ResolvedPath.isInside(destination, outputs) {
            return [
                .error(
                    at: here,
                    "is inside outputs/, which holds only what a build makes (the next build would remove the "
                        + "packages); give --swift-package a folder outside it.")
            ]
        }
        let tag = PackageVersion.tag(version)
        if git {
            if GitRepository.program == nil {
                problems.append(
                    .error(
                        at: here,
                        "cannot hold git repositories: the git program is not installed (on Debian: "
                            + "apt-get install git)."))
            }
            if tag == nil { problems.append(.error(at: here, PackageVersion.problem(version))) }
        }
        var modules: [String: String] = [:]
        for app in apps {
            let module = SwiftSource.typeName(appID: app.id)
            if let other = modules[module] {
                problems.append(
                    .error(
                        at: here,
                        "the apps “\(other)” and “\(app.id)” would both be the Swift module \(module); rename one of "
                            + "them in pipeline.json."))
            }
            modules[module] = app.id
            problems += self.problems(of: app.id, tag: checkingTags ? tag : nil)
        }
        return problems
    }

    private func problems(of id: String, tag: String?) -> [Diagnostic] {
        let package = folder(id)
        let here = Location(file: package.path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: package.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else {
            return [.error(at: here, "is a file where the app's package goes; move it aside.")]
        }
        let repository = GitRepository(folder: package)
        if !Self.wroteManifest(in: package) {
            return [
                .error(
                    at: here,
                    "holds files wordpack did not write (its Package.swift is not one publish wrote); move it aside, "
                        + "or give --swift-package another folder.")
            ]
        }
        guard git else {
            if repository.exists {
                return [.error(at: here, "is a git repository; publish with --git to add the release to it.")]
            }
            // Without git the package is replaced whole: a file added by hand would be lost without a trace.
            let added = Self.handAddedFiles(in: package, module: SwiftSource.typeName(appID: id))
            guard added.isEmpty else {
                let shown =
                    added.prefix(3).joined(separator: ", ") + (added.count > 3 ? " and \(added.count - 3) more" : "")
                return [
                    .error(
                        at: here,
                        "holds files publish did not write (\(shown)), which replacing the package would lose; move "
                            + "them out of it, or keep the package in git (publish with --git) and commit them there.")
                ]
            }
            return []
        }
        guard repository.exists else {
            return [
                .error(
                    at: here,
                    "is not a git repository, which --git adds the release to; move it aside, and publish makes one.")
            ]
        }
        do {
            if try repository.hasChanges() {
                return [
                    .error(
                        at: here,
                        "has changes no commit holds; wordpack writes this package itself, so commit them elsewhere "
                            + "or discard them (git -C \(package.path) checkout -f && git -C \(package.path) clean -fd)."
                    )
                ]
            }
            if let tag, try repository.hasTag(tag) {
                return [
                    .error(
                        at: here,
                        "already has the tag \(tag), so a release with this version was published into it; give "
                            + "--version another number, or --swift-package another folder.")
                ]
            }
        } catch let problem as FileProblem {
            return [problem.diagnostic]
        } catch {
            return [.error(at: here, "could not be read: \(error.localizedDescription).")]
        }
        return []
    }

    /// The files of `package` that publish does not write, as paths in it, sorted: everything but `.gitignore`,
    /// `Package.swift` and the module's folder `Sources/<module>/` (the content and its accessor), and but what
    /// building the package makes (`.build/`, `.swiftpm/`, `Package.resolved`).
    static func handAddedFiles(in package: URL, module: String) -> [String] {
        let written: Set<String> = [".gitignore", "Package.swift", "Package.resolved", ".build", ".swiftpm"]
        var found: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: package.path) else { return [] }
        while let path = walker.nextObject() as? String {
            let top = path.split(separator: "/").first.map(String.init) ?? path
            if written.contains(top) || path == "Sources/\(module)" || path.hasPrefix("Sources/\(module)/") {
                if written.contains(top) || path == "Sources/\(module)" { walker.skipDescendants() }
                continue
            }
            if path == "Sources" { continue }
            var info = stat()
            if lstat(package.appendingPathComponent(path).path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// Whether `package/Package.swift` is one publish wrote.
    static func wroteManifest(in package: URL) -> Bool {
        let path = package.appendingPathComponent("Package.swift").path
        guard let handle = try? RegularFile.handle(path, displayPath: path),
            let data = try? handle.read(upToCount: 4096)
        else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst().first?
            .hasPrefix(ContentPackage.mark) ?? false
    }

    /// Brings every app's package to release `version`, from `outputs/` as `manifest` lists it; `changes`: the
    /// release's changes (nil when no release was made), for the commits' messages. Every app is tried; the
    /// problems of all are thrown together.
    func write(version: String, manifest: Manifest, changes: ChangesReport?) throws -> [Written] {
        do {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        } catch {
            throw PublishRefused(findings: [Publisher.writeFailure(error, in: destination)])
        }
        let lock = try ReleasesLock(
            destination: destination, fileName: Self.lockName, command: "publish --swift-package")
        return try withExtendedLifetime(lock) {
            // Checked again holding the folder's lock, as another publish may have changed it since the check before
            // the release. A repository that has the release's tag already has the release: it is left as it is.
            let problems = problems(forVersion: version, checkingTags: false)
            guard problems.isEmpty else { throw PublishRefused(findings: problems) }
            Publisher.removeLeftovers(in: destination)
            var written: [Written] = []
            var findings: [Diagnostic] = []
            for app in apps {
                let files = manifest.files.map(\.path).filter { $0.hasPrefix(app.folder) }.map {
                    (path: String($0.dropFirst(app.folder.count)), source: outputs.appendingPathComponent($0))
                }
                guard !files.isEmpty else { continue }
                let package = ContentPackage(app: app, files: files)
                do {
                    written.append(try write(package, version: version, changes: changes))
                } catch let problem as FileProblem {
                    findings.append(problem.diagnostic)
                } catch {
                    findings.append(Publisher.writeFailure(error, in: folder(app.id)))
                }
            }
            guard findings.isEmpty else { throw PublishRefused(findings: findings) }
            return written
        }
    }

    /// The message of a release's commit: `Release 3`, then what changed in the app since the release before
    /// (nil: no release was made now, and the package is brought to the newest); `first`: the repository's first.
    static func commitMessage(version: String, app: String, changes: ChangesReport?, first: Bool) -> String {
        var lines = changes?.markdown(ofApp: app, heading: "##") ?? []
        if lines.isEmpty {
            lines = [
                "",
                first
                    ? "The content of “\(app)” as release \(version) has it."
                    : "No change to this app's content.",
            ]
        }
        return (["Release \(version)"] + lines).joined(separator: "\n") + "\n"
    }

    private func write(_ package: ContentPackage, version: String, changes: ChangesReport?) throws -> Written {
        let target = folder(package.appID)
        let tag = git ? PackageVersion.tag(version) : nil
        let repository = GitRepository(folder: target)
        let message = Self.commitMessage(
            version: version, app: package.appID, changes: changes, first: !repository.exists)
        if let tag, repository.exists, try repository.hasTag(tag) {
            return Written(appID: package.appID, folder: target, tag: tag, written: false)
        }
        let staging = destination.appendingPathComponent(".\(package.appID).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: staging) }
        try Self.writeFiles(of: package, into: staging)
        if let tag {
            if repository.exists {
                // The commit is made from the whole package beside the repository, then git brings the work tree
                // to it: a publish stopped at any moment leaves the last commit and its tag as they were.
                try repository.run(["add", "--all"], workTree: staging)
                try repository.run(["commit", "--quiet", "--allow-empty", "--message", message], workTree: staging)
                try repository.run(["tag", tag])
                try repository.run(["reset", "--quiet", "--hard"])
            } else {
                let fresh = GitRepository(folder: staging)
                try fresh.run(["init", "--quiet", "--initial-branch=main"])
                try fresh.run(["add", "--all"])
                try fresh.run(["commit", "--quiet", "--message", message])
                try fresh.run(["tag", tag])
                try Self.replace(target, with: staging)
            }
        } else {
            try Self.replace(target, with: staging)
        }
        return Written(appID: package.appID, folder: target, tag: tag, written: true)
    }

    /// Writes every file of `package` into the new folder `staging`, and flushes them to the disk.
    static func writeFiles(of package: ContentPackage, into staging: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        for (path, content) in package.contents {
            let url = staging.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch content {
            case .data(let data): try FileWriter.write(data, to: url)
            case .file(let source): try manager.copyItem(at: source, to: url)
            }
        }
        try FileWriter.flush(staging)
    }

    /// Puts `staging` in the place of `target` (which may be missing): the old package is moved aside first,
    /// and put back if the new one cannot take its name.
    static func replace(_ target: URL, with staging: URL) throws {
        let manager = FileManager.default
        let aside = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).old.tmp")
        let hadOne = manager.fileExists(atPath: target.path)
        if hadOne { try manager.moveItem(at: target, to: aside) }
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            if hadOne { try? manager.moveItem(at: aside, to: target) }
            throw error
        }
        if hadOne { try? manager.removeItem(at: aside) }
    }
}

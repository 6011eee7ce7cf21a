import Foundation
import WordpackCore

/// Whether `outputs/` is what the last build made: its manifest is the one that build wrote (and that build
/// succeeded), every file the manifest lists is there with the bytes it records, and nothing else is there.
/// `wordpack manifest` reports it; `publish` refuses on any of it. Every file is read in full: no cache.
package enum ManifestCheck {
    /// Every difference, each naming its file; empty when `outputs/` is what the build made.
    package static func problems(in project: Project) -> [Diagnostic] {
        let manifestURL = project.outputs.appendingPathComponent(Manifest.fileName)
        let location = Location(file: "outputs/\(Manifest.fileName)")
        guard let data = try? RegularFile.contents(manifestURL.path, displayPath: location.file),
            let manifest = try? JSONDecoder().decode(Manifest.self, from: data)
        else {
            return [.error(at: location, "is missing or unreadable; run `make build` before publishing.")]
        }
        let recorded = RememberedOutputs.load(from: BuildFolder.cacheFile(in: project)).manifest
        guard recorded == FileDigest.sha256(of: data) else {
            return [
                .error(
                    at: location,
                    "is not the manifest a successful build of this project wrote (it was edited or copied "
                        + "in, or the last build failed); only `wordpack build` writes it. Run `make build`, "
                        + "correct any errors it reports, then publish.")
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
}

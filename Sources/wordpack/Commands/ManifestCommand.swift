import ArgumentParser
import Foundation
import WordpackKit

/// `wordpack manifest`: writes `outputs/manifest.json` for what is in `outputs/`.
struct ManifestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest",
        abstract: "Write outputs/manifest.json: every output with its size, SHA-256 and inputs, per app and language.",
        discussion: "`wordpack build` writes it too; this writes it alone, from the catalogue in the build folder.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        let lock = try options.lock("manifest")
        defer { withExtendedLifetime(lock) {} }
        let (project, catalogue, configuration) = try Pipeline.storedCatalogue(options)
        let inventory = OutputInventory(catalogue: catalogue, configuration: configuration)
        let digests = DigestCache(url: IncrementalBuild.digestFile(in: project))
        let manifest = try Manifest(
            inventory: inventory, catalogue: catalogue, configuration: configuration, project: project, digests: digests)
        try FileWriter.write(try manifest.encoded(), to: project.outputs.appendingPathComponent(Manifest.fileName))
        try digests.save()
        options.progress("manifest: \(manifest.files.count) files → outputs/\(Manifest.fileName)")
    }
}

import Foundation
import WordpackAppKind
import WordpackCore

/// `outputs/manifest.json`: every output file with its size, SHA-256, stage and the inputs it was made
/// from; per app and per language what it holds; wordpack's version and a hash of the settings.
/// Sorted and free of timestamps: the same inputs give the same bytes.
package struct Manifest: Codable, Equatable, Sendable {
    package static let fileName = "manifest.json"

    /// One file of `outputs/`: its size, SHA-256, the stage that made it and what it was made from (for a
    /// plist, the sheets its rows come from, though only its own rows decide whether it is made again).
    package struct File: Codable, Equatable, Sendable {
        package var path: String
        package var size: Int64
        package var sha256: String
        package var stage: String
        package var inputs: [Input]
    }

    /// One input of an output, by its path and SHA-256.
    package struct Input: Codable, Equatable, Sendable {
        package var path: String
        package var sha256: String
    }

    package typealias App = AppDescription
    package typealias LanguageSummary = WordpackAppKind.LanguageSummary

    package var wordpackVersion: String
    var settingsSHA256: String
    package var files: [File]
    package var apps: [App]
    /// What the build that made the files found (nil in a manifest of an earlier version).
    package var build: BuildVerdict?
    /// In a release's copy only: true when it was published from a development build's outputs
    /// (`publish --allow-development`).
    package var developmentRelease: Bool?

    package func encoded() throws -> Data {
        var data = try Self.encoder.encode(self)
        data.append(0x0A)
        return data
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes `encoded()`'s bytes to `url` a piece at a time (through a temporary file, as
    /// `FileWriter.writeBytes`) and returns their SHA-256, with whether it was written. Neither the whole text nor
    /// JSONEncoder's tree of it is held at once (2.7 MB and 9 MB at 100,000 words × 30 languages, in the build's
    /// highest moment).
    func write(to url: URL) throws -> (written: Bool, sha256: String) {
        var digest = FileDigest.Running()
        let written = try FileWriter.writeBytes(to: url) { append in
            try encode { bytes in
                digest.update(bytes)
                try append(bytes)
            }
        }
        return (written, digest.hex)
    }

    /// `encoded()`'s bytes, a piece at a time: JSONEncoder's text of the manifest without its files, with each
    /// file's own text in their place, indented as JSONEncoder indents the members of a top-level key's array.
    func encode(_ append: (UnsafeRawBufferPointer) throws -> Void) throws {
        let encoder = Self.encoder
        var shell = self
        shell.files = []
        var text = try encoder.encode(shell)
        text.append(0x0A)
        // The files' array in the shell: `[]`, or `[`, blank lines and `]`.
        guard !files.isEmpty, let key = text.range(of: Data("\n  \"files\" : [".utf8)),
            let close = text[key.upperBound...].firstIndex(of: UInt8(ascii: "]"))
        else { return try text.withUnsafeBytes(append) }
        try text[..<key.upperBound].withUnsafeBytes(append)
        for (index, file) in files.enumerated() {
            var member = Data(index == 0 ? "\n".utf8 : ",\n".utf8)
            for (number, line) in try encoder.encode(file).split(separator: 0x0A, omittingEmptySubsequences: false)
                .enumerated()
            {
                if number > 0 { member.append(0x0A) }
                if !line.isEmpty { member.append(contentsOf: "    ".utf8) }
                member.append(contentsOf: line)
            }
            try member.withUnsafeBytes(append)
        }
        try Data("\n  ".utf8).withUnsafeBytes(append)
        try text[close...].withUnsafeBytes(append)
    }

    /// What a release of this manifest ships: each file's path and SHA-256 (not what it was made from).
    package var shipped: [String: String] {
        Dictionary(files.map { ($0.path, $0.sha256) }, uniquingKeysWith: { first, _ in first })
    }

    package static func read(from url: URL) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }
}

extension Manifest {
    /// The manifest of what is in `outputs/` for this inventory, with what each app ships (`describe`, given
    /// the paths the manifest lists).
    package init(
        inventory: OutputInventory, configuration: PipelineConfiguration, project: Project, digests: RememberedDigests,
        verdict: BuildVerdict?, describe: (Set<String>) -> [AppDescription]
    ) throws {
        build = verdict
        wordpackVersion = WordpackVersion.current
        settingsSHA256 = FileDigest.sha256(of: CanonicalJSON.text(configuration))
        var files: [File] = []
        for path in inventory.paths {
            guard let product = inventory.products[path] else { continue }
            let output = project.outputPath(of: path)
            guard let digest = try? digests.sha256(atPath: output), let size = digests.size(atPath: output) else {
                continue
            }
            let inputs = try product.madeFrom.map {
                Input(path: $0, sha256: try digests.sha256(atPath: project.path(of: $0)))
            }
            files.append(File(path: path, size: size, sha256: digest, stage: product.stage, inputs: inputs))
        }
        self.files = files
        apps = describe(Set(files.map(\.path)))
    }
}

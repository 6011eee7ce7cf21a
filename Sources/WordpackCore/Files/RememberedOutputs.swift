import Foundation

/// What the last build made each output from: kept in the build folder, so that the next build redoes
/// a piece of work only when its inputs' bytes, its settings or its stage's version (`StageVersions`) changed.
/// One line per output: `path, stage version, settings SHA-256, output SHA-256, then input path and SHA-256
/// pairs`, tab-separated (an output made from catalogue rows has the input `catalogue`, see
/// `PlannedOutput.content`).
package struct RememberedOutputs: Sendable {
    /// What one output was made from, when it was last made.
    package struct Record: Equatable, Sendable {
        /// The version of the stage that made it.
        package var version: String
        /// SHA-256 of the product's settings.
        package var settings: String
        /// Input path → SHA-256.
        package var inputs: [String: String]
        /// The output's SHA-256 when it was written.
        package var output: String

        package init(version: String, settings: String, inputs: [String: String], output: String) {
            self.version = version
            self.settings = settings
            self.inputs = inputs
            self.output = output
        }
    }

    package var records: [String: Record] = [:]
    /// The SHA-256 of the manifest the last build wrote.
    package var manifest: String?
    /// The digest of the files it named as outputs' sources (`ProjectRun.sourcesDigest`).
    package var sources: String?

    package init() {}

    package static func load(from url: URL) -> RememberedOutputs {
        var cache = RememberedOutputs()
        guard let data = try? Data(contentsOf: url) else { return cache }
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            // Split by bytes: thousands of lines through String cost a noticeable part of a no-op build.
            for line in bytes.split(separator: 0x0A) {
                let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                    String(decoding: UnsafeRawBufferPointer(rebasing: $0), as: UTF8.self)
                }
                if fields.count == 2, fields[0] == "manifest" {
                    cache.manifest = fields[1]
                    continue
                }
                if fields.count == 2, fields[0] == "sources" {
                    cache.sources = fields[1]
                    continue
                }
                guard fields.count >= 4, fields.count % 2 == 0 else { continue }
                var inputs: [String: String] = [:]
                for index in stride(from: 4, to: fields.count, by: 2) { inputs[fields[index]] = fields[index + 1] }
                cache.records[fields[0]] = Record(
                    version: fields[1], settings: fields[2], inputs: inputs, output: fields[3])
            }
        }
        return cache
    }

    package func save(to url: URL) throws {
        // A line at a time: the whole text (5,300 outputs at 100,000 words × 30 languages) was megabytes at once,
        // in the build's highest moment.
        try FileWriter.writeText(to: url) { write in
            if let manifest { try write("manifest\t\(manifest)\n") }
            if let sources { try write("sources\t\(sources)\n") }
            for path in records.keys.sorted() {
                guard let record = records[path] else { continue }
                var fields = [path, record.version, record.settings, record.output]
                for input in record.inputs.keys.sorted() { fields += [input, record.inputs[input] ?? ""] }
                try write(fields.joined(separator: "\t") + "\n")
            }
        }
    }
}

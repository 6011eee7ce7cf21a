import Foundation

/// What the last build made each output from: kept in the build folder, so that the next build redoes
/// a piece of work only when its inputs' bytes, its settings or wordpack's version changed. One line per
/// output: `path, version, settings SHA-256, output SHA-256, then input path and SHA-256 pairs`, tab-separated.
public struct BuildCache: Sendable {
    public struct Record: Equatable, Sendable {
        public var version: String
        /// SHA-256 of the product's settings.
        public var settings: String
        /// Input path → SHA-256.
        public var inputs: [String: String]
        /// The output's SHA-256 when it was written.
        public var output: String
    }

    public var records: [String: Record] = [:]
    /// The SHA-256 of the manifest the last build wrote.
    public var manifest: String?

    public init() {}

    public static func load(from url: URL) -> BuildCache {
        var cache = BuildCache()
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
                guard fields.count >= 4, fields.count % 2 == 0 else { continue }
                var inputs: [String: String] = [:]
                for index in stride(from: 4, to: fields.count, by: 2) { inputs[fields[index]] = fields[index + 1] }
                cache.records[fields[0]] = Record(
                    version: fields[1], settings: fields[2], inputs: inputs, output: fields[3])
            }
        }
        return cache
    }

    public func save(to url: URL) throws {
        var text = manifest.map { "manifest\t\($0)\n" } ?? ""
        for path in records.keys.sorted() {
            guard let record = records[path] else { continue }
            var fields = [path, record.version, record.settings, record.output]
            for input in record.inputs.keys.sorted() { fields += [input, record.inputs[input] ?? ""] }
            text += fields.joined(separator: "\t") + "\n"
        }
        try FileWriter.write(Data(text.utf8), to: url)
    }
}

/// For each output of the inventory: whether this build must make it, and why.
public struct WorkPlan: Sendable {
    public struct Decision: Equatable, Sendable {
        public var path: String
        public var stage: String
        public var rebuild: Bool
        public var reason: String
    }

    public let decisions: [String: Decision]
    /// The input digests this plan was made with, to record after the build.
    public let inputDigests: [String: String]

    /// Decides every output: unchanged inputs, settings and version, and an output still holding the bytes
    /// the last build wrote, mean there is nothing to do.
    public init(inventory: OutputInventory, cache: BuildCache, digests: DigestCache, project: Project) {
        // Thousands of look-ups (a stat each): shared between the cores.
        let inputs = Array(Set(inventory.products.values.flatMap(\.inputs)))
        let found = inputs.concurrentChunkedMap { try? digests.sha256(atPath: project.path(of: $0)) }
        var inputDigests: [String: String] = [:]
        for (input, digest) in zip(inputs, found) { inputDigests[input] = digest }
        var settingsDigests: [String: String] = [:]
        for settings in Set(inventory.products.values.map(\.settings)) {
            settingsDigests[settings] = FileDigest.sha256(of: settings)
        }
        let products = Array(inventory.products.values)
        let decided = products.concurrentChunkedMap { [inputDigests] product -> Decision in
            let reason = Self.reason(
                product, settingsDigests[product.settings] ?? "", cache.records[product.path], inputDigests, digests,
                project)
            return Decision(
                path: product.path, stage: product.stage, rebuild: reason != nil, reason: reason ?? "up to date")
        }
        self.decisions = Dictionary(uniqueKeysWithValues: decided.map { ($0.path, $0) })
        self.inputDigests = inputDigests
    }

    /// Everything to be made (no cache, or `--force`).
    public init(everythingIn inventory: OutputInventory, reason: String) {
        decisions = inventory.products.mapValues {
            Decision(path: $0.path, stage: $0.stage, rebuild: true, reason: reason)
        }
        inputDigests = [:]
    }

    public func needsWork(_ path: String) -> Bool {
        decisions[path]?.rebuild ?? true
    }

    private static func reason(
        _ product: OutputInventory.Product, _ settings: String, _ record: BuildCache.Record?,
        _ inputs: [String: String], _ digests: DigestCache, _ project: Project
    ) -> String? {
        guard let record else { return "new" }
        if record.version != WordpackVersion.current { return "wordpack's version changed" }
        if record.settings != settings { return "its settings in pipeline.json changed" }
        if record.inputs.count != product.inputs.count
            || product.inputs.contains(where: { record.inputs[$0] != (inputs[$0] ?? "") })
        {
            let current = Dictionary(uniqueKeysWithValues: product.inputs.map { ($0, inputs[$0] ?? "") })
            let changed = product.inputs.filter { record.inputs[$0] != current[$0] }
                + record.inputs.keys.filter { current[$0] == nil }.sorted()
            return changed.isEmpty ? "its inputs changed" : "\(changed.joined(separator: ", ")) changed"
        }
        guard let digest = try? digests.sha256(atPath: project.outputPath(of: product.path)) else {
            return "the output is missing"
        }
        if digest != record.output { return "the output was changed outside wordpack" }
        return nil
    }
}

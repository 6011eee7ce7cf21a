import Foundation
import WordpackAppKind
import WordpackCore

/// For each output of the inventory: whether this build must make it, and why.
package struct WorkPlan: Sendable {
    /// Whether one output is made again, and why (what `--explain` prints).
    package struct Decision: Equatable, Sendable {
        package var path: String
        package var stage: String
        package var rebuild: Bool
        package var reason: String
    }

    package let decisions: [String: Decision]
    /// The input digests this plan was made with, to record after the build.
    let inputDigests: [String: String]

    /// Decides every output: unchanged inputs, settings and stage version (`versions`), and an output still
    /// holding the bytes the last build wrote, mean there is nothing to do.
    package init(
        inventory: OutputInventory, cache: RememberedOutputs, digests: RememberedDigests, project: Project,
        versions: StageVersions
    ) {
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
        let decided = products.concurrentChunkedMap { [inputDigests, settingsDigests] product -> Decision in
            let reason = Self.reason(
                product, versions[product], settingsDigests[product.settings] ?? "", cache.records[product.path],
                inputDigests, digests, project)
            return Decision(
                path: product.path, stage: product.stage, rebuild: reason != nil, reason: reason ?? "up to date")
        }
        self.decisions = Dictionary(uniqueKeysWithValues: decided.map { ($0.path, $0) })
        self.inputDigests = inputDigests
    }

    /// Everything to be made (no cache, or `--force`).
    package init(everythingIn inventory: OutputInventory, reason: String) {
        decisions = inventory.products.mapValues {
            Decision(path: $0.path, stage: $0.stage, rebuild: true, reason: reason)
        }
        inputDigests = [:]
    }

    package func needsWork(_ path: String) -> Bool {
        decisions[path]?.rebuild ?? true
    }

    private static func reason(
        _ product: OutputInventory.Product, _ version: String, _ settings: String, _ record: RememberedOutputs.Record?,
        _ inputs: [String: String], _ digests: RememberedDigests, _ project: Project
    ) -> String? {
        guard let record else { return "new" }
        if record.version != version {
            return "the \(product.stage) stage's version changed (\(record.version) → \(version))"
        }
        if record.settings != settings { return "its settings in pipeline.json changed" }
        let current = product.deciding(inputs)
        if record.inputs != current {
            let changed =
                current.keys.sorted().filter { record.inputs[$0] != current[$0] }
                + record.inputs.keys.filter { current[$0] == nil }.sorted()
            let names = changed.map { $0 == PlannedOutput.contentInput ? "its content in the catalogue" : $0 }
            return names.isEmpty ? "its inputs changed" : "\(names.joined(separator: ", ")) changed"
        }
        guard let digest = try? digests.sha256(atPath: project.outputPath(of: product.path)) else {
            return "the output is missing"
        }
        if digest != record.output { return "the output was changed outside wordpack" }
        return nil
    }
}

import Foundation
import WordpackAppKind
import WordpackCore

/// Every file a build of the current catalogue should leave in `outputs/`, with the stage that makes it
/// and the input files and settings it is made from, as the apps' kinds planned them. The manifest,
/// incremental builds and the removal of stale files all work from it.
package struct OutputInventory: Sendable {
    package typealias Product = PlannedOutput

    /// By path.
    package private(set) var products: [String: Product] = [:]

    /// The inventory of these planned files; of two with one path, the later stands.
    package init(_ outputs: [PlannedOutput]) {
        for output in outputs { products[output.path] = output }
    }

    /// Only the products of these stages (a build plans what its stages make).
    mutating func keepStages(_ names: Set<String>) {
        products = products.filter { names.contains($0.value.stage) }
    }

    /// Paths in a stable order.
    package var paths: [String] {
        products.keys.sorted { $0.precedesInByteOrder($1) }
    }
}

extension OutputInventory {
    /// Outputs whose paths differ only in case or in how an accent is written: one file on macOS, iOS and
    /// Windows, where one would overwrite the other. `check` reports the rows that name them (keys, words);
    /// this is the build's last guard, for any path a kind plans, naming both outputs.
    package var portableNameClashes: [Diagnostic] {
        var first: [String: String] = [:]
        var findings: [Diagnostic] = []
        for path in paths {
            // ASCII folds by lowering its letters: millions of paths at scale, so the common case is cheap.
            let folded = path.utf8.allSatisfy { $0 < 0x80 } ? path.lowercased() : PortableName.folded(path)
            guard let other = first[folded] else {
                first[folded] = path
                continue
            }
            findings.append(
                .error(
                    at: Location(file: "outputs/\(path)"),
                    "and outputs/\(other) differ only in case or in how an accent is written: they would be one "
                        + "file on macOS, iOS and Windows, and one would overwrite the other. Rename what they are "
                        + "named after (a key, a word or a file name in inputs/) so that they differ otherwise."))
        }
        return findings
    }
}

import Foundation
import WordpackAppKind

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

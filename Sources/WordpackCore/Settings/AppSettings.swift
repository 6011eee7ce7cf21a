import Foundation

/// The settings of one kind of app, decoded from its object in pipeline.json (which also holds `kind`).
package protocol AppSettings: Codable, Equatable, Sendable {
    /// The value of `kind` that selects these settings: `firstwords`.
    static var kind: String { get }
}

extension AppSettings {
    func isEqual(to other: any AppSettings) -> Bool {
        (other as? Self) == self
    }
}

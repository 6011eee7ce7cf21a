import Foundation

/// The settings of one kind of app, decoded from its object in pipeline.json (which also holds `kind`).
package protocol AppSettings: Codable, Equatable, Sendable {
    /// The value of `kind` that selects these settings: `firstwords`.
    static var kind: String { get }

    /// The pictures this kind's apps ship, each with its standard size: the keys pipeline.json's `images` may
    /// set. None unless the kind says so.
    static var pictureRoles: [PictureRole] { get }

    /// The recordings this kind's apps ship, each with its standard format: the keys pipeline.json's `audio` may
    /// set. None unless the kind says so.
    static var audioRoles: [AudioRole] { get }
}

extension AppSettings {
    package static var pictureRoles: [PictureRole] { [] }
    package static var audioRoles: [AudioRole] { [] }

    func isEqual(to other: any AppSettings) -> Bool {
        (other as? Self) == self
    }
}

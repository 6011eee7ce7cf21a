import Foundation
import WordpackAppKind

/// One app of a release, as its kind tells the publisher: the folder of `outputs/` its archive holds, and
/// how to read back what it shows.
package struct ReleasedApp: Sendable {
    package var id: String
    /// Under `outputs/`, ending in `/`.
    package var folder: String
    /// The functions of its Swift content package that find its files (`publish --swift-package`).
    var accessors: [ContentAccessor]
    /// What the app shows, read from its files (paths under `outputs/`) in the outputs folder.
    var shipped: @Sendable (_ files: [String], _ outputs: URL) throws -> ShippedContent

    package init(
        id: String, folder: String, accessors: [ContentAccessor] = [],
        shipped: @escaping @Sendable (_ files: [String], _ outputs: URL) throws -> ShippedContent
    ) {
        self.id = id
        self.folder = folder
        self.accessors = accessors
        self.shipped = shipped
    }

    /// The app whose folder holds `path` (under `outputs/`).
    static func owner(of path: String, among apps: [ReleasedApp]) -> ReleasedApp? {
        apps.first { path.hasPrefix($0.folder) }
    }
}

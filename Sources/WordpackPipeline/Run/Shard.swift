/// `--shard I/N`: this run makes the share `index` (from 0) of `count` shares of the build's work.
package struct Shard: Sendable, Equatable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `"2/8"`; nil unless 0 ≤ I < N.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0, index >= 0,
            index < count
        else { return nil }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }

    /// Where a shard's stages write (under the build folder, removed when the shard ends): never `outputs/`,
    /// which belongs to the builds that write the manifest.
    var outputsFolder: String { ".wordpack/shard-\(index)-of-\(count)" }
}

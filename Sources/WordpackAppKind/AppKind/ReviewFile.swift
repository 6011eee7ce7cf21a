/// A built file that the review page shows or plays: a file of `outputs/`, or a file inside a ZIP archive of
/// `outputs/` (a picture of an Open Board package), so that the page shows what the archive holds.
package struct ReviewFile: Hashable, Sendable {
    /// The path under `outputs/`: the file, or the archive that holds it.
    package var output: String
    /// The file's path inside the archive `output`; nil for the file `output` itself.
    package var entry: String?

    package init(output: String, entry: String? = nil) {
        self.output = output
        self.entry = entry
    }
}

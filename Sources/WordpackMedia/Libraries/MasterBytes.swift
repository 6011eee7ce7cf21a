import Foundation
import WordpackCore

/// A raster master's bytes, read whole (the decoders take memory), no further than a limit; the sentence for a
/// file that is empty, too large or not of the format its name says.
enum MasterBytes {
    /// `kind`: "a WebP picture", for sentences; `extensions`: the names a file of the format has; `isFormat`:
    /// whether the first bytes are the format's signature.
    package static func read(
        _ url: URL, _ displayPath: String, limit: Int, kind: String, extensions: [String], isFormat: (Data) -> Bool
    ) throws -> Data {
        let handle = try RegularFile.handle(url.path, displayPath: displayPath)
        let data = try handle.read(upToCount: limit + 1) ?? Data()
        guard !data.isEmpty else { throw FileProblem(file: displayPath, "is empty. Copy or export the picture again.") }
        guard data.count <= limit else {
            throw FileProblem(
                file: displayPath,
                "is larger than the \(limit >> 20) MB wordpack reads of \(kind); export it again smaller.")
        }
        guard isFormat(data) else {
            let start = data.prefix(24)
            let seems =
                start.starts(with: [0x89, 0x50, 0x4E, 0x47])
                ? "a PNG picture" : PNGProblem.kindOfFile(startingWith: start)
            let named = extensions.contains(url.pathExtension.lowercased()) ? "is named .\(url.pathExtension) but " : ""
            throw FileProblem(
                file: displayPath,
                "\(named)is not \(kind)\(seems.map { ": it looks like \($0)" } ?? ""). Open it in a picture editor and "
                    + "export it again.")
        }
        return data
    }
}

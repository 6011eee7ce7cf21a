import Foundation

/// The bytes libFuzzer hands to a target, written to a file, since wordpack's readers take paths.
///
/// One file per process, overwritten for every input and removed at a normal exit; the reader sees a regular
/// file with the extension a build would see. `scripts/fuzz` puts it in `.build-fuzz/scratch/`
/// (`FUZZ_SCRATCH`); otherwise it goes to the temporary folder.
enum FuzzInput {
    /// The display path the readers put in their messages.
    static let displayPath = "fuzz-input"

    /// Writes the `size` bytes at `data` (through `packing`, when given) to this process's scratch file ending in
    /// `.<fileExtension>` and calls `body` with its URL. A thrown error is a refused input, which is what a reader
    /// should do with most of what a fuzzer makes; a crash, a sanitizer report, a timeout or running out of memory
    /// is what the fuzzer looks for.
    static func withFile(
        _ data: UnsafePointer<UInt8>?, _ size: Int, fileExtension: String, packing: (Data) -> Data = { $0 },
        _ body: (URL) throws -> Void
    ) -> Int32 {
        _ = removedAtExit
        let url = folder.appendingPathComponent("\(prefix).\(fileExtension)")
        let bytes = packing(data.map { Data(bytes: $0, count: size) } ?? Data())
        do {
            try bytes.write(to: url)
        } catch {
            fatalError("could not write the fuzz input to \(url.path): \(error)")
        }
        do {
            try body(url)
        } catch {
            // Refused: fine.
        }
        return 0
    }

    private static let folder =
        ProcessInfo.processInfo.environment["FUZZ_SCRATCH"].map {
            URL(fileURLWithPath: $0, isDirectory: true)
        } ?? FileManager.default.temporaryDirectory

    private static let prefix = "wordpack-fuzz-\(getpid())"

    private static let removedAtExit: Void = {
        atexit {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: FuzzInput.folder.path)) ?? []
            for name in names where name.hasPrefix(FuzzInput.prefix + ".") {
                try? FileManager.default.removeItem(at: FuzzInput.folder.appendingPathComponent(name))
            }
        }
    }()
}

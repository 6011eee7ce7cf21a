import Foundation
import WordpackTestSupport

@testable import WordpackCache
@testable import WordpackCore
@testable import WordpackPipeline
@testable import WordpackRelease

/// What an attacker with write access to a folder cache (or to the folder an nginx cache serves) does: every
/// `ac/` record rewritten so that each output it names holds `payload`, with that payload's own SHA-256 and size
/// (inline for a single output; a new `cas/` bundle for a group), the signature left as it was.
package enum CachePoisoner {
    /// Rewrites every record under `store` (the folder holding `ac/` and `cas/`); returns how many.
    @discardableResult
    package static func poison(_ store: URL, payload: String = "EVIL") throws -> Int {
        let evil = Data(payload.utf8)
        let digest = FileDigest.sha256(of: evil)
        let records = try FileManager.default.contentsOfDirectory(
            at: store.appendingPathComponent("ac"), includingPropertiesForKeys: nil)
        var count = 0
        for url in records where !url.lastPathComponent.hasPrefix(".") {
            var record = try JSONDecoder().decode(ActionRecord.self, from: Data(contentsOf: url))
            guard record.files.first?.path != "inspection" else { continue }
            if record.bundle == nil {
                record.files = record.files.map {
                    ActionRecord.File(path: $0.path, sha256: digest, size: evil.count, contents: evil)
                }
            } else {
                let bundle = Data(record.files.flatMap { _ in evil })
                let bundleDigest = FileDigest.sha256(of: bundle)
                try bundle.write(to: store.appendingPathComponent("cas").appendingPathComponent(bundleDigest))
                record.files = record.files.map { ActionRecord.File(path: $0.path, sha256: digest, size: evil.count) }
                record.bundle = ActionRecord.Blob(sha256: bundleDigest, size: bundle.count)
            }
            try record.encoded().write(to: url)
            count += 1
        }
        return count
    }

    /// Every regular file under `folder`, by relative path, with its bytes: to see that a build wrote nothing.
    package static func contents(of folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = try? Data(contentsOf: url)
        }
        return files
    }
}

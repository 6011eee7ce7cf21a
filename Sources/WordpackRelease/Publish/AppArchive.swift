import Foundation
import WordpackCore

/// A release's archive of one app's files: a `DeterministicZip`, so the same files give the same bytes.
enum AppArchive {
    /// `files`: name inside the archive → the file to put there.
    static func data(_ files: [(name: String, url: URL)]) throws -> Data {
        try DeterministicZip.data(files.map { ($0.name, try Data(contentsOf: $0.url)) })
    }
}

import Foundation
import WordpackCore

/// The bytes of a file, read a chunk at a time so that memory does not grow with the file.
struct CSVFileChunks {
    private let handle: FileHandle
    private let displayPath: String
    private let chunkSize: Int

    package init(url: URL, displayPath: String, chunkSize: Int) throws {
        self.displayPath = displayPath
        self.chunkSize = chunkSize
        do {
            handle = try RegularFile.handle(url.path, displayPath: displayPath)
        } catch let problem as FileProblem {
            throw problem
        } catch {
            throw CSVProblems.unreadable(displayPath, error)
        }
    }

    /// The next chunk, or `nil` at the end of the file. The handle is closed when it is released.
    mutating func next() throws -> Data? {
        do {
            guard let data = try handle.read(upToCount: chunkSize), !data.isEmpty else { return nil }
            return data
        } catch {
            throw CSVProblems.unreadable(displayPath, error)
        }
    }
}

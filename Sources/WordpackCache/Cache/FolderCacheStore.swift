import Foundation
import WordpackCore

/// A shared cache in a folder (a network share, or a folder CI keeps between jobs): `ac/` and `cas/`
/// beside each other, each entry written to a temporary name and renamed, so shards may write side by side.
/// Only regular files are read from it, as from `inputs/`, and none further than the size asked for.
struct FolderCacheStore: CacheStore {
    package let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    private func url(_ area: CacheArea, _ key: String) throws -> URL {
        guard CacheArea.isKey(key) else {
            throw CacheEntryRefused(description: "an entry name that is not a SHA-256 (\(key.debugDescription))")
        }
        return folder.appendingPathComponent(area.rawValue).appendingPathComponent(key)
    }

    package func get(_ area: CacheArea, _ key: String, limit: Int) throws -> Data? {
        let url = try url(area, key)
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(url.path, displayPath: area.entry(key))
        } catch let error as POSIXError where error.code == .ENOENT {
            return nil
        } catch let problem as FileProblem {
            throw CacheEntryRefused(description: "\(area.entry(key)) \(problem.message)")
        } catch {
            throw CacheStoreFailure(description: "cannot read \(url.path): \(error.localizedDescription)")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else {
                throw CacheEntryRefused(description: "\(area.entry(key)) is larger than the \(limit) bytes expected")
            }
            return data
        } catch let refused as CacheEntryRefused {
            throw refused
        } catch {
            throw CacheStoreFailure(description: "cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    package func has(_ area: CacheArea, _ key: String) throws -> Bool {
        FileManager.default.fileExists(atPath: try url(area, key).path)
    }

    package func put(_ area: CacheArea, _ key: String, _ data: Data) throws {
        let url = try url(area, key)
        do {
            _ = try FileWriter.write(data, to: url)
        } catch {
            throw CacheStoreFailure(description: "cannot write into \(folder.path): \(error.localizedDescription)")
        }
    }
}

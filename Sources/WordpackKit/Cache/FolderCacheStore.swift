import Foundation

/// A shared cache in a folder (a network share, or a folder CI keeps between jobs): `ac/` and `cas/`
/// beside each other, each entry written to a temporary name and renamed, so shards may write side by side.
public struct FolderCacheStore: CacheStore {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    private func url(_ area: CacheArea, _ key: String) -> URL {
        folder.appendingPathComponent(area.rawValue).appendingPathComponent(key)
    }

    public func get(_ area: CacheArea, _ key: String) throws -> Data? {
        let url = url(area, key)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CacheStoreFailure(description: "cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    public func has(_ area: CacheArea, _ key: String) throws -> Bool {
        FileManager.default.fileExists(atPath: url(area, key).path)
    }

    public func put(_ area: CacheArea, _ key: String, _ data: Data) throws {
        do {
            _ = try FileWriter.write(data, to: url(area, key))
        } catch {
            throw CacheStoreFailure(description: "cannot write into \(folder.path): \(error.localizedDescription)")
        }
    }
}

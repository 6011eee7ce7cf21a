import Foundation

/// What a folder holds, for tests that compare two builds' outputs byte for byte.
package enum FolderContents {
    /// Every file under `folder` by its path there, with its bytes.
    package static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }
}

extension TemporaryFolder {
    /// A fresh folder holding a copy of `items` of the project at `root`: by default its pipeline.json and
    /// inputs/, which a build from an empty build folder starts from.
    package static func copy(of root: URL, _ items: [String] = ["pipeline.json", "inputs"]) throws -> TemporaryFolder {
        let copy = try TemporaryFolder()
        for item in items {
            try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: copy.file(item))
        }
        return copy
    }
}

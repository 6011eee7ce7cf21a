import Foundation

/// The files a run keeps in the build folder (`.wordpack/`) besides the catalogue: the build cache, the
/// digests, the inspections, the stamp.
package enum BuildFolder {
    package static func cacheFile(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("build-cache.json")
    }

    package static func digestFile(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("digests.json")
    }

    package static func inspectionFolder(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("inspections", isDirectory: true)
    }

    /// The cache of each language's record of what its translations were made against (the record itself,
    /// `translated.tsv`, is committed in the language folder): the digests it was last brought up to date with, a
    /// file per language (`RememberedReferencesHead`); and what earlier versions remembered there, which a
    /// project's first run takes its records from.
    package static func referencesFolder(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("references", isDirectory: true)
    }

    /// Removes the temporary files (and the audio stage's scratch folders) an interrupted build left in the
    /// build folder. Called before a build writes anything there (the catalogue is written while the build
    /// goes on, and must not lose its own).
    package static func removeTemporaryFiles(of project: Project) {
        removeTemporaryFiles(in: project.buildFolder)
        // And in each folder of the build folder (the inspections, the references, an Open Board package's
        // sounds in package-sounds/, …): whatever a stage keeps there is written through a temporary file.
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: project.buildFolder.path)) ?? []
        for name in folders where !name.hasPrefix(".") {
            let folder = project.buildFolder.appendingPathComponent(name, isDirectory: true)
            var info = stat()
            guard lstat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            removeTemporaryFiles(in: folder)
        }
    }

    package static func removeTemporaryFiles(in folder: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

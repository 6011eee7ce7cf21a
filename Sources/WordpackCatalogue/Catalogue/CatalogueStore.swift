import Foundation
import WordpackCore

/// The catalogue in the build folder (`.wordpack/catalogue.sqlite`, see `CatalogueDatabase`), and its JSON
/// export (`wordpack ingest --json`): sorted keys and no timestamps, so the same inputs give the same bytes.
package enum CatalogueStore {
    package static func encode(_ catalogue: Catalogue) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(catalogue)
        data.append(0x0A)
        return data
    }

    /// Stores the catalogue read from `records`, re-filling only the rows of sheets read afresh.
    package static func write(_ catalogue: Catalogue, records: [SheetRecord], to url: URL) throws {
        try CatalogueDatabase(url: url).save(catalogue, records: records)
    }

    /// Reads the catalogue an earlier `wordpack ingest` stored.
    package static func read(from url: URL, displayPath: String) throws -> Catalogue {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw FileProblem(file: displayPath, "does not exist yet; run `wordpack ingest` (or `make build`) first.")
        }
        let database: CatalogueDatabase
        do {
            database = try CatalogueDatabase(existing: url)
        } catch {
            throw FileProblem(
                file: displayPath,
                "was written by another version of wordpack or is damaged; run `wordpack ingest` again.")
        }
        do {
            return try database.catalogue()
        } catch {
            throw FileProblem(
                file: displayPath, "cannot be read (\(error)); run `wordpack ingest` again to rebuild it.")
        }
    }
}

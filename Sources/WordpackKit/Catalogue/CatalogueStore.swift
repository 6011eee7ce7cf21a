import Foundation

/// The catalogue's JSON in the build folder: sorted keys and no timestamps, so the same inputs give the same bytes.
public enum CatalogueStore {
    public static func encode(_ catalogue: Catalogue) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(catalogue)
        data.append(0x0A)
        return data
    }

    public static func write(_ catalogue: Catalogue, to url: URL) throws {
        try FileWriter.write(try encode(catalogue), to: url)
    }

    /// Reads the catalogue an earlier `wordpack ingest` wrote.
    public static func read(from url: URL, displayPath: String) throws -> Catalogue {
        guard let data = try? Data(contentsOf: url) else {
            throw FileProblem(file: displayPath, "does not exist yet; run `wordpack ingest` (or `make build`) first.")
        }
        let catalogue: Catalogue
        do {
            catalogue = try JSONDecoder().decode(Catalogue.self, from: data)
        } catch {
            throw FileProblem(file: displayPath, "cannot be read; run `wordpack ingest` again to rebuild it.")
        }
        guard catalogue.format == Catalogue.currentFormat else {
            throw FileProblem(
                file: displayPath, "was written by another version of wordpack; run `wordpack ingest` again.")
        }
        return catalogue
    }
}

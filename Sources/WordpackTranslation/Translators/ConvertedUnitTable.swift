import WordpackCatalogue
import WordpackCore
import WordpackSheets

/// The units of a language's export, by what translate-toolkit's converters keep of each when they drop its id
/// and list: its first note (`List: Animals.`, `The name of the list Animals, …`, `Sort key of “ant”: …`), its
/// source, and where its word is in the sheets (`inputs/lists/Animals.xlsx:2`). `import-po` and `import-xliff`
/// find a converted file's units with it (`ConvertedUnitFinder`).
///
/// A unit is found by its note and source; where several units share them, by its location too; where the
/// source changed since the export (the reference text was edited), by its location and the note naming its
/// list. Nothing else is guessed: a unit found by none of these is not used, and said so.
struct ConvertedUnitTable {
    private struct Place: Equatable {
        var list: String
        var id: String
        var location: String?
    }

    private var byNoteAndSource: [String: [Place]] = [:]
    private var byLocation: [String: Place] = [:]
    private let lists: Set<String>

    init(export: XLIFFExport) {
        var lists = Set<String>()
        for file in export.files {
            lists.insert(file.list)
            for unit in file.units {
                let location = unit.location.flatMap { place in place.row.map { "\(place.file):\($0)" } }
                let place = Place(list: file.list, id: unit.id, location: location)
                byNoteAndSource[Self.key(note: unit.notes.first, source: unit.source), default: []].append(place)
                if let location { byLocation[location] = place }
            }
        }
        self.lists = lists
    }

    private static func key(note: String?, source: String) -> String {
        (note ?? "") + "\u{0}" + source.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Where the unit of a `<file>` naming `list` (nil: a PO entry without msgctxt) is.
    func find(list: String?, unit: XLIFFDocument.Unit) -> ConvertedUnitPlace {
        if let list, lists.contains(list) { return .asWritten }
        guard let note = unit.firstNote, !note.isEmpty else { return .notFound }
        let candidates = byNoteAndSource[Self.key(note: note, source: unit.source)] ?? []
        if candidates.count == 1, let only = candidates.first { return .found(list: only.list, id: only.id) }
        if let place = candidates.first(where: { $0.location != nil && unit.locations.contains($0.location ?? "") }) {
            return .found(list: place.list, id: place.id)
        }
        guard candidates.isEmpty, let place = locationOnly(unit), note == "List: \(place.list)." else {
            return .notFound
        }
        return .found(list: place.list, id: place.id)
    }

    /// The word unit at the unit's location, when it names exactly one.
    private func locationOnly(_ unit: XLIFFDocument.Unit) -> Place? {
        let places = unit.locations.compactMap { byLocation[$0] }
        return places.count == 1 ? places.first : nil
    }
}

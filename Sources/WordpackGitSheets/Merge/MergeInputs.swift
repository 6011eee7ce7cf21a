import Foundation
import WordpackCore
import WordpackSheets

/// The three versions a merge reads, holding only the rows it needs: the base whole while the other branch
/// streams by, that branch's rows that differ from the base, then the base and ours cut down to the keys that
/// branch changed, added or removed. A row the other branch left as it was is ours whatever ours did to it, so
/// the merge never needs it; two sheets of 100,000 rows cost the memory of about one.
struct MergeInputs {
    var base: WorkbookTables
    var ours: WorkbookTables
    var theirs: WorkbookTables

    /// Reads the three files as `format`; `name(side)` says which copy a problem is in, as a sentence's subject.
    init(base baseURL: URL, ours oursURL: URL, theirs theirsURL: URL, format: SpreadsheetFormat, path: String)
        throws
    {
        func read(_ url: URL, _ side: String, _ body: (URL) throws -> WorkbookTables) throws -> WorkbookTables {
            do { return try body(url) } catch let problem as FileProblem {
                throw WorkbookMerge.Obstacle(sentence: "\(side) \(problem.message.lowercasedFirst)")
            }
        }
        func named(_ name: String?) -> String { name?.lowercased() ?? "" }
        // Added on both branches, the file has no common ancestor: git hands an empty one.
        let noAncestor = (try? FileManager.default.attributesOfItem(atPath: baseURL.path)[.size] as? Int) == 0
        var base = try read(noAncestor ? theirsURL : baseURL, "the common ancestor's copy") {
            var tables = try WorkbookTables(url: $0, format: format, displayPath: path)
            if noAncestor { tables.sheets = tables.sheets.map { SheetTable(name: $0.name) } }
            return tables
        }
        let baseRows = Dictionary(base.sheets.map { (named($0.name), $0.rows) }) { first, _ in first }
        var changed: [String: Set<RowKey>] = [:]
        let theirs = try read(theirsURL, "the merged branch's copy") {
            try WorkbookTables(
                url: $0, format: format, displayPath: path,
                keep: { name in
                    let rows = baseRows[named(name)] ?? [:]
                    return { key, row in !row.sameTexts(as: rows[key]) }
                },
                seen: { name, seen in
                    let rows = baseRows[named(name)] ?? [:]
                    changed[named(name)] = Set(rows.keys.filter { seen[$0] == nil })  // removed there
                })
        }
        for sheet in theirs.sheets { changed[named(sheet.name), default: []].formUnion(sheet.rows.keys) }
        for index in base.sheets.indices {
            let keys = changed[named(base.sheets[index].name)] ?? []
            base.sheets[index].rows = base.sheets[index].rows.filter { keys.contains($0.key) }
        }
        let ours = try read(oursURL, "this branch's copy") {
            try WorkbookTables(
                url: $0, format: format, displayPath: path,
                keep: { name in
                    let keys = changed[named(name)] ?? []
                    return { key, _ in keys.contains(key) }
                })
        }
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }
}

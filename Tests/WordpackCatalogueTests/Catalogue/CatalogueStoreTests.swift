import Foundation
import Testing
import WordpackCore
import WordpackStore
import WordpackTestSupport

@testable import WordpackCatalogue

/// The catalogue store in the build folder (`.wordpack/catalogue.sqlite`): it reads back as written, a sheet is
/// read again only when its bytes changed, a removed sheet's rows go, and `sqlite3` can query it.
@Suite struct CatalogueStoreTests {
    /// Ingest as a build runs it: with the store in `project`'s build folder and a digest cache; the store is
    /// then filled. Returns the catalogue and which sheets were read afresh.
    static func ingest(_ project: Project) throws -> (catalogue: Catalogue, fresh: [String]) {
        let store = try CatalogueDatabase(url: project.catalogueFile)
        let (catalogue, records) = Ingest(project: project, store: store, digests: RememberedDigests(url: nil)).read()
        try CatalogueStore.write(catalogue, records: records, to: project.catalogueFile)
        return (catalogue, records.filter(\.isFresh).map(\.path))
    }

    /// The sample (XLSX, ODS, CSV and TSV sheets, extra columns, fallbacks): stored, it reads back equal, as a
    /// stage run alone reads it, and the next ingest takes every sheet from the store.
    @Test func theSampleReadsBackAsWrittenAndIsNotReadAgain() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let project = Project(root: folder.url)
        let (catalogue, fresh) = try Self.ingest(project)
        #expect(fresh.count > 5)
        #expect(try CatalogueStore.read(from: project.catalogueFile, displayPath: "c") == catalogue)
        let again = try Self.ingest(project)
        #expect(again.fresh == [])
        #expect(again.catalogue == catalogue)
        #expect(try CatalogueStore.encode(again.catalogue) == CatalogueStore.encode(Ingest(project: project).run()))
    }

    @Test func onlyAChangedSheetIsReadAgainAndARemovedSheetsRowsGo() throws {
        let project = try TestProject()
        let first = try Self.ingest(project.project)
        #expect(first.fresh.contains("inputs/languages/es/words.csv"))

        // Saved again with the same bytes: nothing is read.
        try WordpackBinary.saveAgain(project.folder.file("inputs/languages/es/words.csv"))
        #expect(try Self.ingest(project.project).fresh == [])

        // One translation changed: only that sheet is read, and the store has the new word.
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gatito\nFood,egg,huevo\nFood,fig,higo\n"
        )
        let changed = try Self.ingest(project.project)
        #expect(changed.fresh == ["inputs/languages/es/words.csv"])
        #expect(changed.catalogue.translation(language: "es", list: "Animals", key: "cat")?.word == "gatito")
        #expect(changed.catalogue == Ingest(project: project.project).run())
        #expect(
            try CatalogueQuery.run(
                project.project, "SELECT word FROM translation WHERE language = 'es' AND key = 'cat'") == "gatito\n")

        // A sheet removed: its rows leave the store, and the catalogue read back has none of them.
        try project.remove("inputs/languages/es/lists.csv")
        let removed = try Self.ingest(project.project)
        #expect(removed.fresh == [])
        #expect(
            try CatalogueQuery.run(
                project.project, "SELECT count(*) FROM list_name WHERE file = 'inputs/languages/es/lists.csv'") == "0\n"
        )
        let stored = try CatalogueStore.read(from: project.project.catalogueFile, displayPath: "c")
        #expect(stored.language("es")?.listNames == [])
        #expect(stored == removed.catalogue)
    }

    /// A sheet read again rewrites only its rows that changed (their digests differ), deletes those past its new
    /// last row, and reads back as a fresh read. Shown by marking every stored row behind the store's back
    /// (a column the digest covers, changed with `sqlite3`): the rows the edit left alone keep the mark.
    @Test func aSheetReadAgainRewritesOnlyTheRowsThatChanged() throws {
        let project = try TestProject()
        let sheet = "inputs/languages/es/words.csv"
        try project.write(
            sheet, "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\n")
        _ = try Self.ingest(project.project)
        _ = try CatalogueQuery.run(project.project, "UPDATE translation SET sortkey = 'marked' WHERE file = '\(sheet)'")
        // cat changed, egg gone: ant and bat are the same rows at the same places.
        try project.write(sheet, "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gatito\n")
        let changed = try Self.ingest(project.project)
        #expect(changed.fresh == [sheet])
        let marked = try CatalogueQuery.run(
            project.project,
            "SELECT key, coalesce(sortkey, '-') FROM translation WHERE file = '\(sheet)' ORDER BY position")
        #expect(marked == "ant|marked\nbat|marked\ncat|-\n")
        // With the marks taken out again, the store reads back as the sheet does.
        _ = try CatalogueQuery.run(project.project, "UPDATE translation SET sortkey = NULL WHERE sortkey = 'marked'")
        let stored = try CatalogueStore.read(from: project.project.catalogueFile, displayPath: "c")
        #expect(stored == Ingest(project: project.project).run())
        #expect(stored.language("es")?.translations.map(\.word) == ["hormiga", "murciélago", "gatito"])
    }

    /// Each list's rows in a translations file have a digest of their own, stored with them: an edit of one list's
    /// row changes that list's digest and no other's, and a sheet taken from the store has the digests it was
    /// read with.
    @Test func eachListsRowsHaveADigestOfTheirOwn() throws {
        let project = try TestProject()
        let sheet = "inputs/languages/es/words.csv"
        try project.write(sheet, "list,key,word\nAnimals,ant,hormiga\nAnimals,cat,gato\nFood,egg,huevo\n")
        let first = try Self.ingest(project.project)
        let before = try #require(first.catalogue.listRowDigests[sheet])
        #expect(Set(before.keys) == ["Animals", "Food"])
        let again = try Self.ingest(project.project)
        #expect(again.fresh == [])
        #expect(again.catalogue.listRowDigests[sheet] == before)
        try project.write(sheet, "list,key,word\nAnimals,ant,hormiga\nAnimals,cat,gato\nFood,egg,huevos\n")
        let after = try #require(try Self.ingest(project.project).catalogue.listRowDigests[sheet])
        #expect(after["Animals"] == before["Animals"])
        #expect(after["Food"] != before["Food"])
    }

    /// A stored sheet's translations stay in the store until something asks for them: a run that looks at one
    /// list of one language holds only that list's rows of it, each at its place among the language's rows, and the
    /// rows it reads are those a fresh read gives.
    @Test func storedRowsAreReadOnlyWhenAskedFor() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let project = Project(root: folder.url)
        _ = try Self.ingest(project)
        let (catalogue, fresh) = try Self.ingest(project)
        #expect(fresh == [])
        // A language without a table file (en-phonics) has no rows to read.
        let stored = catalogue.languages.filter { $0.translationRows.count > 0 }
        #expect(stored.count > 2)
        #expect(stored.allSatisfy { !$0.translationRows.isRead })
        let counts = catalogue.languages.map(\.translationRows.count)

        #expect(catalogue.translation(language: "es", list: "Animals", key: "cat")?.word == "gato")
        #expect(stored.filter(\.translationRows.isRead).isEmpty)
        let read = Ingest(project: project).run()
        for language in stored {
            let rows = read.language(language.code)?.translations ?? []
            for list in catalogue.lists.map(\.name) + ["NoSuchList"] {
                let asked = language.translationRows.list(list)
                let positions = rows.indices.filter { rows[$0].list == list }
                #expect(asked.positions == positions, "\(language.code) \(list)")
                #expect(Array(asked) == positions.map { rows[$0] }, "\(language.code) \(list)")
            }
        }
        // Past the first few lists asked for, a language's rows are read whole (and the lists made from them).
        #expect(stored.filter(\.translationRows.isRead).count == stored.count)
        #expect(catalogue.languages.map(\.translations.count) == counts)
        #expect(catalogue == read)
    }

    /// Once the store is filled, a build lets go of the rows it read (a sheet read afresh, a stored sheet read
    /// whole): what asks for them after reads them from the store, the same rows at the same places. Rows put in
    /// memory alone (an import's) are kept.
    @Test func rowsLetGoOnceStoredAreReadBackTheSame() throws {
        let project = try TestProject()
        _ = try Self.ingest(project.project)
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,note\nAnimals,ant,hormiga,a\nFood,egg,huevo,\nAnimals,bat,murciélago,b\nAnimals,cat,gatito,\n"
                + "Food,fig,higo,c\n")
        let store = try CatalogueDatabase(url: project.project.catalogueFile)
        let filling = CatalogueFilling(database: store)
        var catalogue: Catalogue
        var records: [SheetRecord]
        (catalogue, records) = Ingest(
            project: project.project, store: store, digests: RememberedDigests(url: nil), filling: filling
        ).read()
        #expect(records.filter(\.isFresh).map(\.path) == ["inputs/languages/es/words.csv"])
        let rows = catalogue.languages.map(\.translations)
        let lists = catalogue.languages.map { language in
            catalogue.lists.map { Array(language.translationRows.list($0.name)) }
        }
        #expect(rows.filter { !$0.isEmpty }.count >= 2)
        try filling.finish(catalogue, records: records)

        #expect(catalogue.releaseStoredRows() == rows.filter { !$0.isEmpty }.count)
        #expect(catalogue.languages.filter { $0.translationRows.count > 0 }.allSatisfy { !$0.translationRows.isRead })
        #expect(catalogue.releaseStoredRows() == 0)
        let listsAgain = catalogue.languages.map { language in
            catalogue.lists.map { Array(language.translationRows.list($0.name)) }
        }
        #expect(listsAgain == lists)
        #expect(catalogue.languages.map(\.translations) == rows)
        #expect(catalogue.translation(language: "es", list: "Animals", key: "cat")?.extras == [:])
        #expect(catalogue.translation(language: "es", list: "Animals", key: "bat")?.extras == ["note": "b"])
        #expect(catalogue == Ingest(project: project.project).run())

        // Rows set in memory are not the store's: they stay.
        let es = try #require(catalogue.languages.firstIndex { $0.code == "es" })
        catalogue.languages[es].translations = rows[es]
        #expect(catalogue.releaseStoredRows() == rows.filter { !$0.isEmpty }.count - 1)
        #expect(catalogue.languages[es].translationRows.isRead)
    }

    /// When the store no longer gives a sheet's rows back as they were when the run began, the sheet is read again.
    @Test func rowsTheStoreLostAreReadFromTheSheet() throws {
        let project = try TestProject()
        _ = try Self.ingest(project.project)
        let (catalogue, _) = try Self.ingest(project.project)
        #expect(catalogue.language("es")?.translationRows.isRead == false)
        _ = try CatalogueQuery.run(project.project, "DELETE FROM translation WHERE language = 'es'")
        #expect(
            try CatalogueQuery.run(project.project, "SELECT count(*) FROM translation WHERE language = 'es'") == "0\n")
        #expect(catalogue.translation(language: "es", list: "Animals", key: "cat")?.word == "gato")
        #expect(catalogue == Ingest(project: project.project).run())
    }

    /// A broken sheet's findings come back from the store with the sheet, so every build reports them.
    @Test func aSheetsFindingsAreKeptWithItsRows() throws {
        let project = try TestProject()
        try project.write("inputs/languages/es/words.csv", "list,key,word\nAnimals,ant,hormiga \nAnimals,bat,\n")
        let first = try Self.ingest(project.project)
        #expect(!first.catalogue.findings.isEmpty)
        let again = try Self.ingest(project.project)
        #expect(again.fresh == [])
        #expect(again.catalogue.findings == first.catalogue.findings)
    }

    /// A damaged store is rebuilt, not read: the build folder is a cache.
    @Test func aDamagedStoreIsRebuilt() throws {
        let project = try TestProject()
        try project.write(".wordpack/catalogue.sqlite", "not a database")
        #expect(throws: (any Error).self) {
            try CatalogueStore.read(from: project.project.catalogueFile, displayPath: "c")
        }
        let (catalogue, fresh) = try Self.ingest(project.project)
        #expect(!fresh.isEmpty)
        #expect(try CatalogueStore.read(from: project.project.catalogueFile, displayPath: "c") == catalogue)
    }

    /// `sqlite3` answers a content question from the store: the schema in docs/catalogue.md is the real one.
    @Test func sqlite3CanAnswerAQuestionOfTheContent() throws {
        let project = try TestProject()
        _ = try Self.ingest(project.project)
        let untranslated = """
            SELECT w.list, w.key FROM word w WHERE NOT EXISTS (SELECT 1 FROM translation t
              WHERE t.language = 'es' AND t.list = w.list AND t.key = w.key AND t.word IS NOT NULL)
            ORDER BY w.list, w.key;
            """
        #expect(try CatalogueQuery.run(project.project, untranslated) == "")
        #expect(
            try CatalogueQuery.run(
                project.project, "SELECT language, count(*) FROM translation GROUP BY language ORDER BY language")
                == "en|5\nes|5\n")
    }

    /// Extra columns are stored as a JSON object written and read by hand: any text comes back as it was, and
    /// the object is one `json_extract` can read.
    @Test func extraColumnsComeBackAsTheyWere() throws {
        let values = [
            "hint": "a \"quoted\" back\\slash", "note": "line\nbreak\ttab \u{1}", "z": "", "ü": "日本語 🐜",
        ]
        let json = try #require(CatalogueDatabase.json(values))
        // The stored text itself: keys in byte order, runs between escapes kept whole, controls as `\u00hh`.
        #expect(
            json == #"{"hint":"a \"quoted\" back\\slash","note":"line\u000abreak\u0009tab \u0001","z":"","ü":"日本語 🐜"}"#)
        #expect(CatalogueDatabase.dictionary(json) == values)
        #expect(CatalogueDatabase.json([:]) == nil)
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
        #expect(decoded == values)
    }

    /// One extra column asked for by name is what the whole dictionary says: absent keys are told by the text's
    /// bytes, keys that appear only inside a value, or that the store escapes, are looked up in full.
    @Test func oneExtraColumnIsWhatTheDictionarySays() {
        let values = [
            "hint": #"say "reference (en)": no"#, "note": #"a "hint": b"#, "q\"uote": "1", "back\\slash": "2", "": "3",
            "reference (en)x": "4",
        ]
        let columns = ExtraColumns.stored(values)
        for name in Array(values.keys) + ["reference (en)", "hin", "int", "q", "x", "zzz"] {
            #expect(columns.value(name) == values[name], "\(name)")
        }
        #expect(ExtraColumns.stored([:]).value("hint") == nil)
        #expect(ExtraColumns(["hint": "h"]).value("hint") == "h")
    }

    /// A sheet's extra columns are made into that text from their fields in byte order (sorted once per table,
    /// `HeadedTable.Columns.slots(excluding:byName:)`), with no dictionary per row: the same text.
    @Test func extraColumnsInFieldOrderAreTheSameText() throws {
        let values = ["zeta": "1", "Alpha": "2", "note": "3", "ü": "4", "alpha": "5", "a b": "6"]
        let columns = HeadedTable.Columns(
            file: "words.csv", sheet: nil,
            fields: ["key", "zeta", "Alpha", "word", "note", "ü", "alpha", "a b"].enumerated().map { ($1, $0) })
        var texts: [String?] = columns.names.map { values[$0] ?? "x" }
        let record = HeadedTable.Record(row: 2, columns: columns, texts: texts)
        let slots = columns.slots(excluding: ["key", "word"], byName: true)
        let pairs = record.values(at: slots)
        #expect(pairs.map(\.0) == ["Alpha", "a b", "alpha", "note", "zeta", "ü"])
        #expect(CatalogueDatabase.json(sorted: pairs) == CatalogueDatabase.json(values))
        // Column order for those who ask for it.
        #expect(
            record.values(at: columns.slots(excluding: ["key", "word"])).map(\.0)
                == ["zeta", "Alpha", "note", "ü", "alpha", "a b"])
        // The same places for a later record of the table, whose empty cell is left out.
        texts[1] = ""
        let fewer = HeadedTable.Record(row: 3, columns: columns, texts: texts).values(at: slots)
        #expect(CatalogueDatabase.json(sorted: fewer) == CatalogueDatabase.json(values.filter { $0.key != "zeta" }))
        #expect(CatalogueDatabase.json(sorted: []) == nil)
    }

    /// A sheet large enough to be stored while it is read (in batches of `TranslationSheets.streamBatch` rows, each
    /// with the extra columns' texts its digests were made of) is stored as the same sheet stored once read: every
    /// column of every row, digests and extra columns included, byte for byte.
    @Test func aSheetStoredWhileItIsReadIsStoredAsWhenStoredAfter() throws {
        let count = TranslationSheets.streamBatch * 2 + 123
        var csv = "list,key,word,note,hint\n"
        for index in 0..<count {
            // Some rows without extra columns, some with one, quotes, a comma and more than one script.
            let note = index % 3 == 0 ? "" : "n\(index) \"q\", 日本 🐜"
            let hint = index % 5 == 0 ? "h\(index)" : ""
            csv += "Animals,k\(index),w\(index),\"\(note.replacingOccurrences(of: "\"", with: "\"\""))\",\(hint)\n"
        }
        func stored(streaming: Bool) throws -> String {
            let project = try TestProject()
            try project.write("inputs/languages/es/words.csv", csv)
            let store = try CatalogueDatabase(url: project.project.catalogueFile)
            if streaming {
                let filling = CatalogueFilling(database: store)
                let (catalogue, records) = Ingest(
                    project: project.project, store: store, digests: RememberedDigests(url: nil), filling: filling
                ).read()
                try filling.finish(catalogue, records: records)
            } else {
                let (catalogue, records) = Ingest(
                    project: project.project, store: store, digests: RememberedDigests(url: nil)
                ).read()
                try CatalogueStore.write(catalogue, records: records, to: project.project.catalogueFile)
            }
            return try CatalogueQuery.run(
                project.project,
                "SELECT * FROM translation WHERE language = 'es' ORDER BY position; "
                    + "SELECT * FROM translation_list WHERE file = 'inputs/languages/es/words.csv'")
        }
        let streamed = try stored(streaming: true)
        #expect(streamed.split(separator: "\n").count == count + 1)
        #expect(streamed.contains(#"|{"hint":"h15"}|"#))
        #expect(streamed.contains(#"|{"note":"n1 \"q\", 日本 🐜"}|"#))
        #expect(streamed == (try stored(streaming: false)))
    }

    /// Rows inserted many to a statement (`SQLiteDatabase.insertRows`) go in as one statement each would put them:
    /// every row of full batches and of the rest, in order, NULLs and texts with a NUL kept, `INSERT OR REPLACE`
    /// replacing row by row; a row SQLite refuses fails the insert.
    @Test func rowsInsertedManyToAStatementGoInAsOneByOne() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.file("t.sqlite").path)
        try database.execute("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT, n INTEGER) WITHOUT ROWID")
        func rows() throws -> [String] {
            let statement = try database.prepare("SELECT k, v, n FROM t ORDER BY k")
            var rows: [String] = []
            while try statement.step() {
                rows.append(
                    "\(statement.integer(0) ?? -1) \(statement.text(1) ?? "NULL") \(statement.integer(2) ?? -1)")
            }
            return rows
        }
        try database.insertRows("INSERT INTO t", columns: 3, batch: 4) { add in
            for k in 0..<10 {
                try add([.integer(k), .text(k == 3 ? nil : "v\(k)\u{0}ü"), .integer(k == 7 ? nil : k * 2)])
            }
        }
        let inserted = try rows()
        #expect(inserted.count == 10)
        #expect(inserted[2] == "2 v2\u{0}ü 4")
        #expect(inserted[3] == "3 NULL 6")
        #expect(inserted[7] == "7 v7\u{0}ü -1")
        #expect(inserted[9] == "9 v9\u{0}ü 18")
        // Replaced row by row: within one batch the later of two rows for a key is the one kept.
        try database.insertRows("INSERT OR REPLACE INTO t", columns: 3, batch: 4) { add in
            for (index, k) in [1, 2, 1, 12, 13].enumerated() {
                try add([.integer(k), .text("r\(index)"), .integer(k)])
            }
        }
        #expect(try rows() == ["0 v0\u{0}ü 0", "1 r2 1", "2 r1 2"] + inserted[3...] + ["12 r3 12", "13 r4 13"])
        #expect(throws: SQLiteError.self) {
            try database.insertRows("INSERT INTO t", columns: 3, batch: 4) { add in
                try add([.integer(0), .text("again"), .integer(0)])
            }
        }
    }

    /// Text is bound by its length: a NUL inside a cell's text comes back whole, not cut short.
    @Test func textWithANulComesBackWhole() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.file("t.sqlite").path)
        try database.execute("CREATE TABLE t (v TEXT)")
        try database.prepare("INSERT INTO t VALUES (?)").run([.text("a\u{0}b ü")])
        try database.prepare("INSERT INTO t VALUES (?)").run([.text("")])
        let statement = try database.prepare("SELECT v FROM t ORDER BY rowid")
        #expect(try statement.step())
        #expect(statement.text(0) == "a\u{0}b ü")
        #expect(try statement.step())
        #expect(statement.text(0) == "")
    }
}

/// A row's size: a catalogue holds 3,000,000 of them at 100,000 words × 30 languages.
@Suite struct TranslationLayoutTests {
    @Test func aRowIs120BytesAndKeepsItsPlace() {
        #expect(MemoryLayout<Translation>.stride == 120)
        for location in [
            Location(file: "inputs/languages/fr/words.xlsx", sheet: "Words", row: 14, column: "C"),
            Location(file: "inputs/languages/fr/words.csv", row: 2, column: "C"),
            Location(file: "inputs/languages/fr/words.xliff", line: 12, column: 7),
            Location(file: "inputs/languages/fr/words.po"),
        ] {
            var row = Translation(list: "Animals", key: "cat", word: "chat", location: location)
            #expect(row.location == location)
            #expect(row.location.description == location.description)
            row.location = location.column("D")
            #expect(row.location == location.column("D"))
        }
        // Rows made one after the other, of one column, share its place; rows of another are not equal to them.
        let first = Translation(list: "A", key: "a", word: nil, location: Location(file: "f.csv", row: 2, column: "C"))
        let second = Translation(list: "A", key: "a", word: nil, location: Location(file: "f.csv", row: 2, column: "D"))
        #expect(first != second)
        #expect(
            first == Translation(list: "A", key: "a", word: nil, location: Location(file: "f.csv", row: 2, column: "C"))
        )
    }
}

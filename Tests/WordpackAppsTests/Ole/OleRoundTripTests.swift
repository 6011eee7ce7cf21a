import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackOle

/// The 297 pairs of the words.json that Olé ships (`Tests/Fixtures/ole-roundtrip/reference-words.json`), typed
/// into XLSX sheets by LibreOffice (see the fixture's README), go through wordpack and come out as the same
/// file: the same pairs in the same order, byte for byte, but for the spaces the reference has at the end of
/// five texts, which come out as warnings; its two repeated English texts come out as errors.
@Suite struct OleRoundTripTests {
    static let fixture = Fixtures.url("ole-roundtrip")

    /// Every finding of ingest and of Olé's checks on the fixture, as `wordpack check` prints them.
    static let expectedFindings = [
        "inputs/languages/en/words.xlsx:words!C3: warning: the English text “teacher” is contained in “headteacher” (words!C12); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C6: warning: the English text “class” is contained in “classic” (words!C212); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C7: warning: the English text “bell” is contained in “belly” (words!C164); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C18: warning: the English text “exercise” is contained in “exercise book” (words!C9); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C22: warning: the English text “ball” is contained in “ballet” (words!C218) and “ballroom” (words!C219); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C37: warning: the English text “forest” is contained in “rainforest” (words!C39) and “forest floor” (words!C50); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C53: warning: the English text “house” is contained in “warehouse” (words!C62); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C54: warning: the English text “station” is contained in “fire station” (words!C63); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C68: warning: the English text “fire” is contained in “fire station” (words!C63), “fire brigade” (words!C67) and “firefighter” (words!C69); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C77: warning: the English text “sea” is contained in “seaweed” (words!C81) and “seafood” (words!C94); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C86: warning: the English text “fish” is contained in “shellfish” (words!C90); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C87: warning: the English text “fat” is contained in “grandfather” (words!C276); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C93: warning: the English text “wing” is contained in “swing” (words!C222) and “drawing” (words!C252); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C97: warning: the English text “tender” is contained in “bartender” (words!C108); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C116: warning: the word “non-alcoholic” has spaces or line breaks at its end, which were removed; delete them in the sheet.",
        "inputs/languages/en/words.xlsx:words!C135: warning: the English text “country” is contained in “countryside” (words!C30); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C142: error: the English text “wing” is also at words!C93; Olé finds each pair by its English text and would misjudge answers to one of them: reword one, or mark one of the two words disabled.",
        "inputs/languages/en/words.xlsx:words!C145: warning: the English text “owl” is contained in “bowl” (words!C191); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C150: warning: the English text “arm” is contained in “farm” (words!C34) and “armadillo” (words!C173); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C151: warning: the English text “head” is contained in “headteacher” (words!C12); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C155: warning: the English text “leg” is contained in “illegal” (words!C119); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C160: warning: the English text “ear” is contained in “bear” (words!C166); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C163: warning: the English text “back” is contained in “paperback” (words!C208); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C189: warning: the English text “spoon” is contained in “teaspoon” (words!C192); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C190: warning: the English text “glass” is contained in “(to) raise one's glass” (words!C104); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C203: warning: the English text “book” is contained in “exercise book” (words!C9); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C216: warning: the English text “dance” is contained in “dancer” (words!C223) and “(to) dance” (words!C225); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C228: warning: the English text “happy” is contained in “happy hour” (words!C113); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C232: warning: the English text “love” is contained in “in love” (words!C273); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C248: warning: the English text “photo” is contained in “photography” (words!C246); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C249: warning: the English text “artist” is contained in “artistic” (words!C264); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C254: error: the English text “(to) hang” is also at words!C131; Olé finds each pair by its English text and would misjudge answers to one of them: reword one, or mark one of the two words disabled.",
        "inputs/languages/en/words.xlsx:words!C266: warning: the English text “adult” is contained in “adulthood” (words!C265); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C268: warning: the English text “man” is contained in “performance” (words!C217) and “woman” (words!C267); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/en/words.xlsx:words!C284: warning: the English text “cousin” is contained in “second cousin” (words!C290); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one.",
        "inputs/languages/es/words.xlsx:words!C5: warning: the word “vacaciones” has spaces or line breaks at its end, which were removed; delete them in the sheet.",
        "inputs/languages/es/words.xlsx:words!C49: warning: the word “precipitación” has spaces or line breaks at its end, which were removed; delete them in the sheet.",
        "inputs/languages/es/words.xlsx:words!C108: warning: the word “barman” has spaces or line breaks at its end, which were removed; delete them in the sheet.",
        "inputs/languages/es/words.xlsx:words!C290: warning: the word “primo de segundo grado” has spaces or line breaks at its end, which were removed; delete them in the sheet.",
    ]

    @Test func theReferencesRepeatsContainmentsAndSpacesAreEachNamed() throws {
        let project = Project(root: Self.fixture)
        let catalogue = Ingest(project: project).run()
        let context = StageContext(
            project: project, catalogue: catalogue, configuration: try project.loadConfiguration())
        let findings = Diagnostic.sorted(catalogue.findings + OleStage.inspect(context)).map(\.description)
        #expect(findings == Self.expectedFindings)
        #expect(findings.filter { $0.contains(": error: ") }.count == 2)
        #expect(findings.filter { $0.contains("has spaces or line breaks at its end") }.count == 5)
        #expect(findings.filter { $0.contains("is contained in") }.count == 32)
    }

    @Test func wordpackWritesTheReferenceFileBackPairByPair() throws {
        let folder = try TemporaryFolder()
        for item in ["pipeline.json", "inputs"] {
            try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(item), to: folder.file(item))
        }
        let ingest = try WordpackBinary.run(["ingest", "--quiet"], in: folder.url)
        #expect(ingest.status == 0, "\(ingest.standardError)")
        let ole = try WordpackBinary.run(["stage", "ole"], in: folder.url)
        #expect(ole.status == 0, "\(ole.standardError)")
        #expect(ole.standardError == "ole: 1 file written, 0 unchanged\n")
        let written = try Data(contentsOf: folder.file("outputs/ole/words.json"))

        // Pair by pair, read by Foundation's JSON reader, against the reference with its end spaces removed.
        let reference = try Data(contentsOf: Self.fixture.appendingPathComponent("reference-words.json"))
        let expected = try Self.pairs(reference).map { $0.mapValues { $0.trimmingCharacters(in: .whitespaces) } }
        let actual = try Self.pairs(written)
        #expect(actual.count == 297)
        #expect(actual.count == expected.count)
        for (index, (mine, theirs)) in zip(actual, expected).enumerated() {
            #expect(mine == theirs, "pair \(index + 1)")
        }

        // Byte for byte: the same layout (CRLF, indents, key order, no space after the colon, raw UTF-8).
        var text = String(decoding: reference, as: UTF8.self)
        var trimmed = 0
        for ending in ["\",\r\n", "\"\r\n"] {
            trimmed += text.components(separatedBy: " " + ending).count - 1
            text = text.replacingOccurrences(of: " " + ending, with: ending)
        }
        #expect(trimmed == 5)
        #expect(written == Data(text.utf8))

        let again = try WordpackBinary.run(["stage", "ole"], in: folder.url)
        #expect(again.standardError == "ole: 0 files written, 1 unchanged\n")
    }

    /// The objects of a words.json, each with exactly the keys `text_eng` and `text_spa`.
    static func pairs(_ data: Data) throws -> [[String: String]] {
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: String]])
        for object in objects {
            #expect(Set(object.keys) == ["text_eng", "text_spa"])
        }
        return objects
    }
}

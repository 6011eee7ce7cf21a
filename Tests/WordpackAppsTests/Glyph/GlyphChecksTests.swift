import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackGlyph

/// The test project with a Glyph app: Animals as folders (cat's picture is a PDF), Food as a keyboard.
private func glyphProject(maxKeys: Int = 40, policy: String = "development") throws -> TestProject {
    let project = try TestProject()
    try project.write(
        "pipeline.json",
        """
        {"version": 1, "policy": "\(policy)", "apps": {"cards": {"kind": "glyph", "name": "Cards", "lists": ["Animals"],
          "keyboards": ["Food"], "languages": ["en", "es"], "maxKeys": \(maxKeys), "license": {"type": "CC0-1.0"}}}}
        """)
    return project
}

private func glyphFindings(_ project: TestProject) throws -> [String] {
    try Workflows.check(BuildOptions(project: project.project)).findings.map(\.description)
        .filter { $0.contains("Glyph") || $0.contains("keyboard") || $0.contains("folder") }
}

@Suite struct GlyphChecksTests {
    /// cat's PDF is drawn into its tile; a GIF is no master wordpack reads.
    @Test func aTileNeedsAPictureInAFormatWordpackReads() throws {
        let project = try glyphProject()
        #expect(
            try Workflows.check(BuildOptions(project: project.project)).findings.filter { $0.severity == .error } == [])
        try project.remove("inputs/words/Animals/picture/cat.pdf")
        try project.write("inputs/words/Animals/picture/cat.gif", "GIF89a")
        // Found by the shared check of the pictures the apps declare they need, once, naming the app.
        let findings = try glyphFindings(project)
        #expect(
            findings == [
                "inputs/lists/Animals.csv!B4: error: the picture “cat” is inputs/words/Animals/picture/cat.gif, which "
                    + "is not PNG, JPEG, HEIC, WebP, SVG or PDF: export it as one of them. The apps that show it: the "
                    + "Glyph app “cards” (en, es)."
            ], "\(findings)")
        // Two masters for one tile: an error naming both, not a silent pick.
        try project.media("inputs/words/Animals/picture/bat.pdf")
        let errors = try Workflows.check(BuildOptions(project: project.project)).findings.filter {
            $0.severity == .error
        }
        #expect(
            errors.map(\.description).contains(
                "inputs/lists/Animals.csv!B3: error: the picture “bat” has several files (inputs/words/Animals/picture/bat.pdf, "
                    + "inputs/words/Animals/picture/bat.png); keep only one."), "\(errors)")
    }

    /// A tile without any picture: one error at its word's cell, from the shared check (issue 31: Glyph declares
    /// its pictures as needed, and no Glyph check of its own repeats it).
    @Test func aTileWithoutAPictureIsFoundOnce() throws {
        let project = try glyphProject()
        try project.remove("inputs/words/Animals/picture/cat.pdf")
        let errors = try Workflows.check(BuildOptions(project: project.project)).findings.filter {
            $0.severity == .error
        }
        #expect(
            errors.map(\.description) == [
                "inputs/lists/Animals.csv!B4: error: the picture “cat” of “cat” is missing: add "
                    + "inputs/words/Animals/picture/cat.png."
            ], "\(errors)")
    }

    @Test func labelsFitTheirTileAndDifferWithinAFolder() throws {
        let project = try glyphProject()
        try project.write(
            "inputs/languages/es/words.csv",
            """
            list,key,word,label
            Animals,ant,hormiga,un animal muy pequeño que vive en el suelo
            Animals,bat,murciélago,gato
            Animals,cat,gato,
            Food,egg,huevo,
            Food,fig,higo,

            """)
        let findings = try glyphFindings(project)
        #expect(
            findings.contains(
                "inputs/languages/es/words.csv!C2: error: the Glyph label “un animal muy pequeño que vive en el suelo” is 42 "
                    + "characters long, but a 150-point tile shows at most 24 (two short lines); write a shorter label in "
                    + "a label column, and put the whole sentence in a vocalization column."), "\(findings)")
        #expect(
            findings.contains(
                "inputs/languages/es/words.csv!C4: error: the Glyph tiles “bat” and “cat” of “Animales” both read “gato” "
                    + "in es; give one of them another label."), "\(findings)")
    }

    @Test func aKeyboardHoldsAtMostMaxKeysTranslatedWords() throws {
        let project = try glyphProject(maxKeys: 1)
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\n")
        let findings = try glyphFindings(project)
        #expect(
            findings.contains(
                "inputs/lists/Food.csv: error: the keyboard “Food” of the Glyph app “cards” has 2 words, but a keyboard "
                    + "holds at most 1 (`maxKeys` in pipeline.json); disable some words or raise maxKeys."),
            "\(findings)")
        #expect(
            findings.contains(
                "inputs/lists/Food.csv!A3: error: the keyboard word “fig” (Food) has no word in es; translate it, or mark "
                    + "it disabled there."), "\(findings)")
    }

    @Test func foldersHaveTilesAndNamesOfTheirOwn() throws {
        let project = try glyphProject()
        try project.write("inputs/languages/es/words.csv", "list,key,word\nFood,egg,huevo\nFood,fig,higo\n")
        try project.write("inputs/languages/es/lists.csv", "list,name\nAnimals,Comida\nFood,Comida\n")
        let findings = try glyphFindings(project)
        #expect(
            findings.contains(
                "inputs/languages/es/lists.csv!B2: error: the folder “Comida” of the Glyph app “cards” has no tile in es: "
                    + "translate some of the words of “Animals” in es, or leave the list out of the app."),
            "\(findings)")
        #expect(
            findings.contains(
                "inputs/languages/es/lists.csv!B3: error: the list “Food” is named “Comida” in es, like “Animals”: the "
                    + "Glyph app “cards” would show two folders of one name; give each list its own name in this language."
            ),
            "\(findings)")
    }

    @Test(arguments: [("development", "warning"), ("release", "error")])
    func aLanguageWithoutRecordingsIsReportedByPolicy(policy: String, severity: String) throws {
        let project = try glyphProject(policy: policy)
        for name in ["Animals/ant", "Animals/bat", "Animals/cat", "Food/egg", "Food/fig"] {
            try project.remove("inputs/languages/es/speech/\(name).wav")
        }
        let findings = try Workflows.check(BuildOptions(project: project.project)).findings.map(\.description)
        #expect(
            findings.contains(
                "inputs/languages/es: \(severity): has no recording of the words of the Glyph app “cards”, which has them "
                    + "in en; add speech/<List>/<key>.wav files, or the app speaks these tiles with the system voice."),
            "\(findings)")
    }

    @Test func gridsAreNeverStrips() {
        let shapes = [1, 2, 4, 6, 7, 10, 12, 40].map { BoardGrid.shape(for: $0) }
        #expect(shapes.map { "\($0.rows)x\($0.columns)" } == ["1x1", "1x2", "2x2", "2x3", "3x3", "3x4", "3x4", "6x7"])
        for count in 1...60 {
            let (rows, columns) = BoardGrid.shape(for: count)
            #expect(rows * columns >= count && columns >= rows && columns <= rows + 3, "\(count): \(rows)x\(columns)")
            let grid = BoardGrid.grid((1...count).map(String.init))
            #expect(grid.order.count == rows && grid.order.allSatisfy { $0.count == columns })
            #expect(grid.order.flatMap { $0 }.compactMap { $0 } == (1...count).map(String.init))
        }
    }

    @Test func localesAreBCP47() {
        #expect(
            ["en", "en-phonics", "en-GB", "en-GB-phonics", "zh-traditional", "es-419", "jam"].map(GlyphLayout.locale)
                == ["en", "en", "en-GB", "en-GB", "zh-Hant", "es-419", "jam"])
    }
}

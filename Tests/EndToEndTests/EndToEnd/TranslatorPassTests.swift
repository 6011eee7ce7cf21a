import Foundation
import Testing
import WordpackTestSupport

/// A new language translated in a translation tool, in the docs' order, with the real binary and translate-toolkit
/// as the translator's tool: `add-language`, `export-xliff`, the tool's translation, `import-xliff`, then the
/// build. The workbook add-language wrote gives way to the imported file; one holding translations refuses it
/// with what to do in the project.
@Suite struct TranslatorPassTests {
    /// The sample with `de` added and exported, and the file translate-toolkit translated (every unit's target
    /// "tt " and its source).
    static func translated(typing cell: (String, String)? = nil) throws -> (TemporaryFolder, URL) {
        let project = try CausesBeforeConsequencesTests.sampleWithoutFrench()
        for arguments in [["add-language", "de"], ["export-xliff", "--language", "de"]] {
            if arguments[0] == "export-xliff", let (reference, text) = cell {
                try WorkbookCellEdit.setText(text, cell: reference, in: project.file("inputs/languages/de/words.xlsx"))
            }
            let run = try WordpackBinary.run(arguments, in: project.url)
            #expect(run.status == 0, "\(arguments): \(run.standardError)")
        }
        let returned = project.file("de-translated.xliff")
        let tool = try ExternalTool.run(
            "/usr/bin/env",
            [
                "python3", Fixtures.url("xliff/roundtrip.py").path, "translate",
                project.file("translations/de.xliff").path,
                returned.path,
            ])
        #expect(tool.status == 0, "translate-toolkit: \(tool.standardError)")
        return (project, returned)
    }

    @Test(.tags(.slow)) func addExportTranslateImportAndBuildInOnePass() throws {
        let (project, returned) = try Self.translated()
        let imported = try WordpackBinary.run(["import-xliff", returned.path, "--language", "de"], in: project.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        // Each change on a line of its own, on standard output, as import-xliff prints them.
        #expect(
            imported.standardOutput.contains(
                "removed inputs/languages/de/words.xlsx: it held no translation yet (the workbook add-language writes)"),
            "\(imported.standardOutput)")
        let folder = project.file("inputs/languages/de").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.contains("words.xliff") && !files.contains("words.xlsx"), "\(files)")
        // Every word came back translated, and the build takes the language as any other (in progress: it has no
        // recordings yet, so the apps that take it through "all" leave it out for now).
        let report = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        #expect(report.standardOutput.contains("(100%)"), "\(report.standardOutput)")
        let build = try WordpackBinary.run(["build"], in: project.url)
        #expect(build.status == 0, "\(build.standardError)")
        let warning = build.standardError.split(separator: "\n").first { $0.hasPrefix("inputs/languages/de: warning:") }
        #expect(warning?.contains("de is not complete yet") == true, "\(build.standardError)")
        #expect(warning?.contains("translations") == false, "\(build.standardError)")
    }

    @Test func aWorkbookHoldingTranslationsRefusesTheFileWithWhatToDoInTheProject() throws {
        let (project, returned) = try Self.translated(typing: ("D2", "Ameise"))
        let imported = try WordpackBinary.run(["import-xliff", returned.path, "--language", "de"], in: project.url)
        #expect(imported.status != 0)
        #expect(
            imported.standardError.contains(
                "inputs/languages/de: error: holds “words.xlsx” with 1 translation, which the build reads instead of "
                    + "an XLIFF file"), "\(imported.standardError)")
        #expect(imported.standardError.contains("\"translationSource\": {\"de\": \"xliff\"}"))
        #expect(imported.standardError.contains("the problems above are in the project"), "\(imported.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: project.file("inputs/languages/de").path)
        #expect(files.contains("words.xlsx") && !files.contains("words.xliff"), "\(files)")
    }

    /// The sample's French exported, with a misspelling and a double space typed into two targets.
    static func frenchWithTypos() throws -> (TemporaryFolder, URL) {
        let project = try WordpackBinary.copyOfSampleProject()
        let export = try WordpackBinary.run(["export-xliff", "--language", "fr"], in: project.url)
        #expect(export.status == 0, "\(export.standardError)")
        var text = try String(contentsOf: project.file("translations/fr.xliff"), encoding: .utf8)
        for (old, new) in [("ours", "ourss"), ("chien", "petit  chien")] {
            let target = "<target state=\"translated\">\(old)</target>"
            #expect(text.contains(target))
            text = text.replacingOccurrences(of: target, with: "<target state=\"translated\">\(new)</target>")
        }
        let returned = project.file("fr-back.xliff")
        try text.write(to: returned, atomically: true, encoding: .utf8)
        return (project, returned)
    }

    static let typos = [
        ":26:9: warning: unit Animals/bear: “ourss” is not in the fr dictionary (fr_FR); did you mean “ours”",
        ":58:9: warning: unit Animals/dog: “petit  chien” has two spaces in a row after “petit”; delete one.",
    ]

    /// Before, the import printed what changed and nothing else; `check` found both afterwards, at lines alone.
    @Test func importSaysWhatCheckWouldSayNamingEachUnitAndStrictRefuses() throws {
        let (project, returned) = try Self.frenchWithTypos()
        let strict = try WordpackBinary.run(
            ["import-xliff", returned.path, "--language", "fr", "--strict"], in: project.url)
        #expect(strict.status != 0)
        for typo in Self.typos {
            #expect(strict.standardError.contains(returned.path + typo), "\(strict.standardError)")
        }
        #expect(strict.standardError.contains("nothing was copied (--strict)"), "\(strict.standardError)")
        let kept = try String(contentsOf: project.file("inputs/languages/fr/words.xliff"), encoding: .utf8)
        #expect(!kept.contains("ourss"))

        let imported = try WordpackBinary.run(["import-xliff", returned.path, "--language", "fr"], in: project.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        let lines = imported.standardError.split(separator: "\n").map(String.init)
        for typo in Self.typos {
            let at = lines.firstIndex { $0.hasPrefix(returned.path + typo) }
            let summary = lines.firstIndex { $0.hasPrefix("import-xliff: inputs/languages/fr/words.xliff: ") }
            #expect((at ?? Int.max) < (summary ?? Int.min), "said before the summary: \(lines)")
        }
        // check says the same, at the imported file's line, naming the unit.
        // The folder's file also keeps Animals' name, which the export (of what ships in fr) left out: the typos
        // are further down there.
        let check = try WordpackBinary.run(["check"], in: project.url)
        for (typo, line) in zip(Self.typos, [30, 60]) {
            let moved = ":\(line)" + typo.drop { $0 != ":" }.dropFirst().drop { $0 != ":" }
            #expect(check.standardError.contains("inputs/languages/fr/words.xliff" + moved), "\(check.standardError)")
        }
    }
}

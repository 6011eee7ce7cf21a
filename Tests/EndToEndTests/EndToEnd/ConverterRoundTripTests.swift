import Foundation
import Testing
import WordpackTestSupport

/// Files made from wordpack's own by translate-toolkit's converters import as the translations they hold
/// (issue 67): `xliff2po` drops each unit's id and list, keeping its notes (`#.`) and row (`#:`); `po2xliff -t`
/// puts the units in a `<file>` of its own beside the template's. The import finds each unit by what the
/// converter kept, writes the language's file in wordpack's own form, and a file that matches nothing is one
/// sentence counting its units.
@Suite struct ConverterRoundTripTests {
    /// The sample's export of `code` converted to PO by `xliff2po`, with `translations` typed in as Poedit
    /// would: msgid to msgstr.
    static func convertedPO(
        _ project: TemporaryFolder, language code: String, translations: [String: String]
    ) throws -> URL {
        let export = try WordpackBinary.run(["export-xliff", "--language", code], in: project.url)
        try #require(export.status == 0, "\(export.standardError)")
        #expect(
            export.standardError.hasSuffix(
                "next: send translations/ to the translator (“\(code).xliff” with the page and pictures beside it), "
                    + "then `wordpack import-xliff FILE --language \(code)` with the file that comes back\n"),
            "\(export.standardError)")
        let converted = project.file("\(code)-converted.po")
        let xliff2po = try ExternalTool.run(
            "/usr/bin/env",
            ["xliff2po", "--progress=none", project.file("translations/\(code).xliff").path, converted.path])
        try #require(xliff2po.status == 0, "xliff2po: \(xliff2po.standardError)")
        var po = try String(contentsOf: converted, encoding: .utf8)
        #expect(!po.contains("msgctxt"), "xliff2po keeps no id: \(po.prefix(2000))")
        // xliff2po writes no Language: the file is read as the language it is imported into, with a warning.
        #expect(!po.contains("\"Language: "), "\(po.prefix(800))")
        for (source, target) in translations {
            let entry = try #require(
                po.range(of: #"\nmsgid "\#(source)"\nmsgstr "[^"\n]*""#, options: .regularExpression), "\(source)")
            po.replaceSubrange(entry, with: "\nmsgid \"\(source)\"\nmsgstr \"\(target)\"")
        }
        try po.write(to: converted, atomically: true, encoding: .utf8)
        let msgfmt = try #require(ExternalTool.find("msgfmt"), "gettext's msgfmt (make test-deps installs it)")
        let checked = try ExternalTool.run(msgfmt, ["--check", "--output-file=/dev/null", converted.path])
        #expect(checked.status == 0, "msgfmt --check: \(checked.standardError)")
        return converted
    }

    @Test func aPOFromXliff2poImportsAsTheTranslationItHolds() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let converted = try Self.convertedPO(
            project, language: "de", translations: ["Animals": "Tiere", "ant": "Ameise", "cat": "Katze"])
        let imported = try WordpackBinary.run(
            ["import-po", converted.lastPathComponent, "--language", "de"], in: project.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(!imported.standardError.contains("error:"), "\(imported.standardError)")
        #expect(imported.standardOutput.contains("added Animals/ant: Ameise"), "\(imported.standardOutput)")
        #expect(imported.standardOutput.contains("added Animals/:name: Tiere"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("3 added, 0 changed, 0 removed"), "\(imported.standardError)")
        #expect(
            imported.standardError.contains(
                "de-converted.po: warning: has no Language in its header, so it does not say which language it "
                    + "translates into; it is read as de's translations"), "\(imported.standardError)")
        #expect(
            imported.standardError.hasSuffix("next: wordpack check --language de, then make build\n"),
            "\(imported.standardError)")
        // Without German's dictionary, the import says once which Debian package has it, and that spelling was
        // not checked; with it, neither.
        let hasDictionary = FileManager.default.fileExists(atPath: "/usr/share/hunspell/de_DE.dic")
        let unchecked = imported.standardError.components(separatedBy: "apt-get install hunspell-de-de").count - 1
        #expect(unchecked == (hasDictionary ? 0 : 1), "\(imported.standardError)")
        #expect(
            imported.standardError.contains("0 removed; spelling was not checked (no dictionary for de")
                != hasDictionary,
            "\(imported.standardError)")
        // The folder holds the file in wordpack's own form, which the build reads.
        let written = try String(contentsOf: project.file("inputs/languages/de/words.po"), encoding: .utf8)
        #expect(written.contains("msgctxt \"Animals/cat\"\nmsgid \"cat\"\nmsgstr \"Katze\""), "\(written)")
    }

    @Test func anXLIFFFromPo2xliffImportsAsTheTranslationItHolds() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        // fr has translations: the template's units keep them, po2xliff's own <file> holds the changed one.
        let converted = try Self.convertedPO(
            project, language: "fr", translations: ["cat": "chatte", "bear": "ourse"])
        let back = project.file("fr-back.xliff")
        let po2xliff = try ExternalTool.run(
            "/usr/bin/env",
            [
                "po2xliff", "--progress=none", "-t", project.file("translations/fr.xliff").path, converted.path,
                back.path,
            ])
        try #require(po2xliff.status == 0, "po2xliff: \(po2xliff.standardError)")
        let xml = try String(contentsOf: back, encoding: .utf8)
        #expect(xml.contains("fr-converted.po\" source-language=\"en\""), "po2xliff's own <file>: \(xml.suffix(3000))")
        let imported = try WordpackBinary.run(
            ["import-xliff", back.lastPathComponent, "--language", "fr"], in: project.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(!imported.standardError.contains("error:"), "\(imported.standardError)")
        #expect(imported.standardOutput.contains("changed Animals/cat: chat → chatte"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("0 added, 2 changed, 0 removed"), "\(imported.standardError)")
    }

    @Test func aConvertedFileThatMatchesNothingIsOneSentence() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let converted = try Self.convertedPO(project, language: "de", translations: ["ant": "Ameise"])
        // Without its comments, an entry is only its English word: nothing says which list's it is.
        let bare = try String(contentsOf: converted, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .filter { !$0.hasPrefix("#.") && !$0.hasPrefix("#:") }.joined(separator: "\n")
        try bare.write(to: converted, atomically: true, encoding: .utf8)
        let imported = try WordpackBinary.run(
            ["import-po", converted.lastPathComponent, "--language", "de"], in: project.url)
        #expect(imported.status == 1)
        let errors = imported.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(imported.standardError)")
        #expect(
            imported.standardError.contains("all 67 entries of this file have no msgctxt and match no unit"),
            "\(imported.standardError)")
        #expect(imported.standardError.contains("wordpack export-po"), "\(imported.standardError)")
    }
}

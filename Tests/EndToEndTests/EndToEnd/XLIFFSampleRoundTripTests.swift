import Foundation
import Testing
import WordpackTestSupport

/// XLIFF and PO carry every text a translator translates: each language of the sample, exported with
/// `export-xliff` (or `export-po`) and put back as its `words.xliff` (`words.po`) in place of its workbook, builds
/// the same outputs byte for byte (Olé's alternatives and Glyph's vocalizations included), the manifest aside for
/// the input files it names.
@Suite struct XLIFFSampleRoundTripTests {
    /// The sample's languages with translations (the reference language, en, is what the others translate).
    static let languages = ["es", "fr", "ja", "jam"]

    /// The manifest without the translation files it lists among an output's inputs (a workbook's paths and
    /// digests, or the XLIFF file's), which are all that may differ.
    static func manifestWithoutTranslationFiles(_ url: URL) throws -> NSDictionary {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        func strip(_ value: Any) -> Any {
            if let dictionary = value as? [String: Any] {
                return dictionary.mapValues(strip)
            }
            if let array = value as? [Any] {
                return array.filter { element in
                    guard let path = (element as? [String: Any])?["path"] as? String else { return true }
                    return !languages.contains { code in
                        path.hasPrefix("inputs/languages/\(code)/words.")
                            || path.hasPrefix("inputs/languages/\(code)/lists.")
                    }
                }.map(strip)
            }
            return value
        }
        return try #require(strip(object) as? NSDictionary)
    }

    /// And gettext PO the same (issue 54): each language's `export-po` file, put back as its `words.po`.
    @Test(.tags(.slow), arguments: ["xliff", "po"])
    func everyLanguageBuildsTheSameOutputsFromItsExportedFile(format: String) throws {
        let workbooks = try WordpackBinary.builtSample().folder

        let xliffs = try TemporaryFolder.copy(of: workbooks.url, ["pipeline.json", "inputs", ".wordpack"])
        for code in Self.languages {
            let export = try WordpackBinary.run(["export-\(format)", "--language", code, "--quiet"], in: xliffs.url)
            try #require(export.status == 0, "\(code): \(export.standardError)")
            let folder = xliffs.file("inputs/languages/\(code)")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where name.hasPrefix("words.") || name.hasPrefix("lists.") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            try FileManager.default.copyItem(
                at: xliffs.file("translations/\(code).\(format)"), to: folder.appendingPathComponent("words.\(format)"))
        }
        // What was lost before: Olé's alternatives and Glyph's vocalization, as units of their own.
        let spanish = try String(contentsOf: xliffs.file("inputs/languages/es/words.\(format)"), encoding: .utf8)
        if format == "po" {
            #expect(spanish.contains("msgctxt \"Animals/pig:alternatives\""))
            #expect(spanish.contains("msgstr \"quiero comer\""))
        } else {
            #expect(spanish.contains("<trans-unit id=\"pig:alternatives\" approved=\"yes\">"))
            #expect(spanish.contains("<target state=\"translated\">quiero comer</target>"))
        }

        let rebuilt = try WordpackBinary.run(["build", "--quiet"], in: xliffs.url)
        try #require(rebuilt.status == 0, "\(rebuilt.standardError)")
        var before = try FolderContents.files(in: workbooks.file("outputs"))
        var after = try FolderContents.files(in: xliffs.file("outputs"))
        #expect(before.count > 100)
        #expect(Set(before.keys) == Set(after.keys))
        before["manifest.json"] = nil
        after["manifest.json"] = nil
        let differing = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(differing.isEmpty, "outputs that differ: \(differing)")
        #expect(
            try Self.manifestWithoutTranslationFiles(workbooks.file("outputs/manifest.json"))
                == Self.manifestWithoutTranslationFiles(xliffs.file("outputs/manifest.json")))
    }
}

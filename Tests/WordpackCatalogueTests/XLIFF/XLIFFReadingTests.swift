import Foundation
import Testing
import WordpackCatalogueTestSupport
import WordpackCore
import WordpackTestSupport
import WordpackXML

@testable import WordpackCatalogue

/// An XLIFF file read as a language's translations: the shapes tools write, and every problem at its place.
@Suite struct XLIFFReadingTests {
    @Test func readsXcodesShape() throws {
        let (tables, findings) = XLIFFFile.read(Fixtures.url("xliff/xcode-fr.xliff"))
        #expect(findings.isEmpty)
        #expect(
            XLIFFFile.words(tables) == [
                "Animals/ant=fourmi", "Animals/bat=chauve-souris", "Animals/cat=-", "Food/egg=œuf", "Food/fig=figue",
            ])
        // The target's place, as an editor shows it.
        #expect(tables.translations[0].location.description == "\(XLIFFFile.display):10:9")
        #expect(tables.translations[0].extras["reference(en)"] == "ant")
        // A unit without a target is placed at the unit.
        #expect(tables.translations[2].location.description == "\(XLIFFFile.display):18:7")
        #expect(tables.sources == [SheetSource(file: XLIFFFile.display, sheet: nil, columns: [:])])
    }

    @Test func readsVersion2WithSegmentsJoined() throws {
        let (tables, findings) = XLIFFFile.read(Fixtures.url("xliff/crowdin-fr-2.0.xliff"))
        #expect(findings.isEmpty)
        #expect(
            XLIFFFile.words(tables) == [
                "Animals/ant=fourmi", "Animals/bat=chauve-souris", "Animals/cat=-", "Food/egg=œuf",
            ])
        #expect(tables.listNames.map { "\($0.list)=\($0.name)" } == ["Animals=Animaux"])
        #expect(tables.translations[3].location.description == "\(XLIFFFile.display):46:11")
    }

    @Test func everyProblemAtItsPlaceNamingTheUnit() throws {
        let (tables, findings) = XLIFFFile.read(Fixtures.url("xliff/problems.xliff"))
        #expect(
            Diagnostic.sorted(findings).map(\.description) == [
                "\(XLIFFFile.display):7:9: error: the target of the unit “ant” (list Animals) holds markup (<g>) that the apps "
                    + "cannot show; keep only the text in the translation tool (remove the tags or placeholders).",
                "\(XLIFFFile.display):11:9: error: the target of the unit “bat” (list Animals) holds markup (<x>, <bpt>, <ept>) "
                    + "that the apps cannot show; keep only the text in the translation tool (remove the tags or "
                    + "placeholders).",
                "\(XLIFFFile.display):17:7: error: the unit “cat” (list Animals) appears twice (first at line 13:7); delete one "
                    + "of them.",
                "\(XLIFFFile.display):27:9: error: the target of the unit “egg” (list Animals) is marked as de (xml:lang), but "
                    + "this folder is fr; it is not used. Translate it into fr, or move the file to the folder of de.",
                "\(XLIFFFile.display):29:7: error: the unit “ant:colour” (list Animals) ends in “:colour”, which wordpack does "
                    + "not know (a unit's id is a key, or a key followed by :sortkey or :caseOverride, or :name); export "
                    + "the file again with `wordpack export-xliff`.",
                "\(XLIFFFile.display):35:3: error: is a translation into de (its target-language), not into fr; none of its "
                    + "units is used. It belongs in inputs/languages/de/ (`wordpack import-xliff FILE --language de`); ask "
                    + "the translator for the fr file.",
            ])
        // What is right is read; the unit of a key the list does not have is left to the check (and to import).
        #expect(XLIFFFile.words(tables) == ["Animals/cat=chat", "Animals/zebra=zèbre"])
        #expect(tables.unusable)
    }

    @Test func aFileForAnotherLanguageIsNotUsed() throws {
        let (tables, findings) = XLIFFFile.read(Fixtures.url("xliff/xcode-fr.xliff"), language: "es")
        #expect(
            findings.map(\.description) == [
                "\(XLIFFFile.display):3:3: error: is a translation into fr (its target-language), not into es; none of its "
                    + "units is used. It belongs in inputs/languages/fr/ (`wordpack import-xliff FILE --language fr`); ask "
                    + "the translator for the es file."
            ])
        #expect(tables.translations.isEmpty)
        #expect(tables.unusable)
    }

    /// A list's rows are final once its <file> ends (they may be stored then): a second <file> for it is refused.
    @Test func aSecondFileForOneListIsAnError() throws {
        let folder = try TemporaryFolder()
        let file = XLIFFFile.document(units: [("ant", "fourmi")]).components(separatedBy: "\n")[2...9].joined(
            separator: "\n")
        let two = XLIFFFile.document(units: [("ant", "fourmi")])
            .replacingOccurrences(
                of: "  </file>\n", with: "  </file>\n" + file.replacingOccurrences(of: "fourmi", with: "fourmis") + "\n"
            )
        let url = try folder.write("words.xliff", two)
        let (tables, findings) = XLIFFFile.read(url)
        #expect(
            findings.map(\.description) == [
                "\(XLIFFFile.display):11:3: error: is a second <file> for the list “Animals” (the first is at line 3:3); its "
                    + "units are not used. Keep one <file> per list."
            ], "\(two)")
        #expect(XLIFFFile.words(tables) == ["Animals/ant=fourmi"])
    }

    @Test(arguments: ["billion-laughs.xliff", "external-entity.xliff"])
    func aDocumentTypeIsRefusedBeforeAnyEntity(name: String) throws {
        let start = Date()
        let (tables, findings) = XLIFFFile.read(Fixtures.url("xliff/\(name)"))
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(
            findings.map(\.description) == [
                "\(XLIFFFile.display): error: declares a document type (<!DOCTYPE …>) or uses an entity it declares, which no "
                    + "translation tool writes and which can make a small file expand without end; it is not read. "
                    + "Export it again from the translation tool."
            ])
        #expect(tables.translations.isEmpty)
    }

    @Test func aTruncatedFileNamesTheLine() throws {
        let (_, findings) = XLIFFFile.read(Fixtures.url("xliff/truncated.xliff"))
        #expect(
            findings.map(\.description) == [
                "\(XLIFFFile.display): error: is damaged: its XML could not be read (line 11). Export it again from the "
                    + "translation tool."
            ])
    }

    @Test func aUnitOfAMegabyteOfTextIsOneErrorAndTheOthersAreRead() throws {
        let folder = try TemporaryFolder()
        let huge = String(repeating: "x", count: 1_048_576)
        let url = try folder.write(
            "words.xliff", XLIFFFile.document(units: [("ant", "fourmi"), ("bat", huge), ("cat", "chat")]))
        let (tables, findings) = XLIFFFile.read(url)
        #expect(
            findings.map(\.description) == [
                "\(XLIFFFile.display):9:7: error: the unit “bat” (list Animals) holds a text of 1,048,576 characters, "
                    + "but a word holds at most 32,767; the file is damaged or the text was pasted by mistake. Shorten it in "
                    + "the translation tool."
            ])
        #expect(XLIFFFile.words(tables) == ["Animals/ant=fourmi", "Animals/cat=chat"])
    }

    @Test func aFileOf200MegabytesIsRefusedInAMoment() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("words.xliff")
        // Written a block at a time: the test holds no more of it than the reader may.
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        let unit = Data(
            String(
                repeating: "<trans-unit id=\"k\"><source>ant</source><target>fourmi</target></trans-unit>\n",
                count: 10_000
            ).utf8)
        try handle.write(contentsOf: Data(XLIFFFile.document(units: []).components(separatedBy: "    </body>")[0].utf8))
        while try handle.offset() < 200_000_000 { try handle.write(contentsOf: unit) }
        try handle.close()
        let start = Date()
        let (tables, findings) = XLIFFFile.read(url)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(
            findings.map(\.description) == [
                "\(XLIFFFile.display): error: holds 201 MB, more than the 100 MB wordpack reads of an XLIFF file (a translation "
                    + "tool writes about 250 bytes per word); it is damaged or not what it should be. Export it again from "
                    + "the translation tool."
            ])
        #expect(tables.translations.isEmpty)
    }

    /// The byte limit holds while streaming too, whatever the size the file claims when it is opened (a file
    /// that grows as it is read).
    @Test func theByteLimitIsCheckedWhileStreaming() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("words.xliff", XLIFFFile.document(units: (0..<1000).map { ("k\($0)", "mot") }))
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let reader = try XMLStreamReader(
            descriptor: descriptor, location: Location(file: XLIFFFile.display), maximumBytes: 10_000, advice: "")
        var problem: FileProblem?
        do {
            while try reader.read() {}
        } catch let error as FileProblem {
            problem = error
        }
        #expect(
            problem?.description
                == "\(XLIFFFile.display): error: is larger than 10 KB, the most wordpack reads of such "
                + "a file (it stopped reading there); it is damaged or not what it should be. Export it again.")
        #expect(reader.bytesRead <= 10_000 + 65_536)
    }

    /// The places step over what only looks like a start tag: in a comment, a CDATA section, an instruction, a
    /// quoted attribute value; columns count characters, not bytes.
    @Test func placesAreFoundPastCommentsCDATAAndQuotedValues() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write(
            "words.xliff",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- <trans-unit id="not"> -->
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><?tool <file>?>
              <file original="Animals" source-language="en" target-language="fr" datatype="plaintext"><body>
                <trans-unit id="ant" resname="a>b"><source><![CDATA[<ant>]]></source><note>é<!-- <x> --></note>
                  <target>fourmi</target></trans-unit>
            <!-- --><trans-unit id="bat"><source>bat</source>  <target>chauve-souris</target></trans-unit>
              </body></file>
            </xliff>
            """)
        let (tables, findings) = XLIFFFile.read(url)
        #expect(findings.isEmpty)
        #expect(
            tables.translations.map(\.location.description) == [
                "\(XLIFFFile.display):6:7", "\(XLIFFFile.display):7:52",
            ])
        #expect(tables.translations.first?.extras["reference(en)"] == "<ant>")
    }
}

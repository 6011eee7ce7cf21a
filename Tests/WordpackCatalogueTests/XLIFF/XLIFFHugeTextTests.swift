import Foundation
import Testing
import WordpackCatalogueTestSupport
import WordpackCore
import WordpackTestSupport

@testable import WordpackCatalogue

/// A text far past a word's length is reported with its real length (issue 68): 10 MB was "98,303 characters
/// or more", where libxml2 hands the text over in pieces and the count stopped at the first past the limit.
@Suite struct XLIFFHugeTextTests {
    @Test func aTextOfTenMegabytesIsReportedWithItsLength() throws {
        let folder = try TemporaryFolder()
        let huge = String(repeating: "x", count: 10_000_000)
        let url = try folder.write(
            "words.xliff", XLIFFFile.document(units: [("ant", "fourmi"), ("bat", huge), ("cat", "chat")]))
        let (tables, findings) = XLIFFFile.read(url)
        #expect(
            findings.map(\.description) == [
                "\(XLIFFFile.display):9:7: error: the unit “bat” (list Animals) holds a text of 10,000,000 "
                    + "characters, but a word holds at most 32,767; the file is damaged or the text was pasted by "
                    + "mistake. Shorten it in the translation tool."
            ])
        #expect(XLIFFFile.words(tables) == ["Animals/ant=fourmi", "Animals/cat=chat"])
    }
}

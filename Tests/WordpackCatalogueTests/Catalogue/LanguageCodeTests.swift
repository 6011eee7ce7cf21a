import Testing
import WordpackCatalogue
import WordpackTestSupport

@Suite struct LanguageCodeTests {
    @Test(arguments: ["en", "en-phonics", "en-GB", "en-GB-phonics", "ja", "zh-traditional", "jam", "es-419", "zh-Hant"])
    func validFolderNames(_ name: String) throws {
        let code = try LanguageCode.parse(name).get()
        #expect(code.description == name)
    }

    @Test(
        arguments: [
            ("English", "en"), ("EN", "en"), ("en_GB", "en-GB"), ("en-gb", "en-GB"), ("xx", nil), ("e", nil),
            ("en--phonics", "en-phonics"), ("spanish", "es"),
        ] as [(String, String?)])
    func invalidFolderNamesSuggestACode(name: String, suggestion: String?) {
        guard case .failure(let error) = LanguageCode.parse(name) else {
            Issue.record("\(name) was accepted")
            return
        }
        #expect(error.suggestion == suggestion)
        #expect(error.message.hasPrefix("the folder name “\(name)” is not a language code"))
    }

    @Test func variantsKnowWhetherTheyFallBack() throws {
        #expect(try LanguageCode.parse("en-phonics").get().isRegional == false)
        #expect(try LanguageCode.parse("en-GB").get().isRegional == true)
        #expect(try LanguageCode.parse("en-GB-phonics").get().parent?.description == "en-GB")
        #expect(try LanguageCode.parse("jam").get().languageName == "Jamaican Creole English")
    }
}

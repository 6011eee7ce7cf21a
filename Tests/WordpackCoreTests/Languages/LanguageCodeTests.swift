import Testing
import WordpackCore
import WordpackTestSupport

@Suite struct LanguageCodeTests {
    /// A code written in the source is the code `parse` makes of the same text, and a value holding one reads as
    /// it did with the text (the needs' fingerprints are made by reflection).
    @Test(arguments: ["en", "en-phonics", "en-GB-phonics", "es-419", "zh-Hant", "jam"])
    func aLiteralIsTheParsedCode(_ text: String) throws {
        let literal = LanguageCode(stringLiteral: text)
        #expect(literal == (try LanguageCode.parse(text).get()))
        #expect(literal.description == text)
        struct Pair { var list: String, language: LanguageCode }
        #expect(
            String(describing: Pair(list: "Animals", language: literal))
                == "Pair(list: \"Animals\", language: \"\(text)\")")
    }

    @Test(arguments: ["en", "en-phonics", "en-GB", "en-GB-phonics", "ja", "zh-traditional", "jam", "es-419", "zh-Hant"])
    func validFolderNames(_ name: String) throws {
        let code = try LanguageCode.parse(name).get()
        #expect(code.description == name)
    }

    @Test(
        arguments: [
            ("English", "en"), ("EN", "en"), ("en_GB", "en-GB"), ("en-gb", "en-GB"), ("xx", nil), ("e", nil),
            ("en--phonics", "en-phonics"), ("spanish", "es"), ("jp", "ja"), ("sp", "es"), ("dk", "da"), ("cz", "cs"),
            ("gr", "el"), ("ua", "uk"), ("cn", "zh"), ("JP", "ja"), ("Japan", "ja"), ("spain", "es"),
        ] as [(String, String?)])
    func invalidFolderNamesSuggestACode(name: String, suggestion: String?) {
        guard case .failure(let error) = LanguageCode.parse(name) else {
            Issue.record("\(name) was accepted")
            return
        }
        #expect(error.suggestion == suggestion)
        #expect(error.message.hasPrefix("the folder name “\(name)” is not a language code"))
    }

    /// A country's code or name is named as such, with its language's code and name (the table:
    /// Resources/iso639/near-misses.tsv).
    @Test func aCountryIsToldFromItsLanguage() {
        guard case .failure(let code) = LanguageCode.parse("jp"),
            case .failure(let country) = LanguageCode.parse("Japan")
        else {
            Issue.record("jp or Japan was accepted")
            return
        }
        #expect(
            code.message.hasSuffix(
                "; did you mean “ja”, Japanese? “jp” is the country code of Japan, not a language's."))
        #expect(
            country.message.hasSuffix(
                "; did you mean “ja”, Japanese? A folder is named by its language, not its country."))
    }

    /// `se` and `kr` are languages' codes too (Northern Sami, Kanuri): accepted, with a warning naming the
    /// language the folder probably holds.
    @Test func aLanguageCodeThatIsAlsoACountrysIsAWarning() {
        #expect(
            LanguageCode.countryCodeWarning("se")
                == "“se” is the code of Northern Sami, and also the country code of Sweden: if this folder holds "
                + "Swedish, rename it “sv”.")
        #expect(LanguageCode.countryCodeWarning("kr")?.contains("if this folder holds Korean, rename it “ko”") == true)
        for code in ["en", "ja", "jam", "sv", "es-419"] { #expect(LanguageCode.countryCodeWarning(code) == nil) }
    }

    @Test func variantsKnowWhetherTheyFallBack() throws {
        #expect(try LanguageCode.parse("en-phonics").get().isRegional == false)
        #expect(try LanguageCode.parse("en-GB").get().isRegional == true)
        #expect(try LanguageCode.parse("en-GB-phonics").get().parent?.description == "en-GB")
        #expect(try LanguageCode.parse("jam").get().languageName == "Jamaican Creole English")
    }
}

import Foundation
import Testing

@testable import WordpackRelease

@Suite struct SwiftSourceTests {
    @Test func anAppsIDNamesItsModule() {
        #expect(SwiftSource.typeName(appID: "animals") == "AnimalsContent")
        #expect(SwiftSource.typeName(appID: "first-words_deluxe") == "FirstWordsDeluxeContent")
        #expect(SwiftSource.typeName(appID: "olé") == "OleContent")
        #expect(SwiftSource.typeName(appID: "2go") == "App2goContent")
        #expect(SwiftSource.typeName(appID: "日本") == "AppContent")
        #expect(SwiftSource.typeName(appID: "myApp") == "MyAppContent")
    }

    @Test func textIsEscapedForAStringLiteral() {
        #expect(SwiftSource.literal(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftSource.literal("line\nbreak\u{7}") == #""line\nbreak\u{7}""#)
        #expect(SwiftSource.literal("ñandú") == "\"ñandú\"")
    }

    @Test func aPathTemplateInterpolatesItsParameters() {
        #expect(
            SwiftSource.interpolated("Localization/{list}_{language}/words.plist")
                == #""Localization/\(list)_\(language)/words.plist""#)
        #expect(SwiftSource.interpolated("words.json") == #""words.json""#)
        #expect(SwiftSource.interpolated(#"a"{x}"#) == #""a\"\(x)""#)
        #expect(SwiftSource.placeholders(in: "{language}/images/{list}/{name}.png") == ["language", "list", "name"])
    }

    @Test func aReleasesVersionIsASemanticVersionTag() {
        #expect(PackageVersion.tag("3") == "3.0.0")
        #expect(PackageVersion.tag("2.1") == "2.1.0")
        #expect(PackageVersion.tag("2.1.4") == "2.1.4")
        #expect(PackageVersion.tag("03") == "3.0.0")
        for version in ["beta", "2.1.4.5", "2.", ".2", "2-rc1", "", "１"] {
            #expect(PackageVersion.tag(version) == nil, "\(version)")
        }
    }
}

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

    @Test func aReleasesCommitSaysWhatChangedInItsApp() throws {
        let changes = try JSONDecoder().decode(
            ChangesReport.self,
            from: Data(
                """
                {"version": "3", "previousVersion": "2", "apps": [{"app": "animals", "languages": [],
                 "mediaAdded": [], "mediaRemoved": [], "mediaChanged": ["firstwords/animals/Words/Animals/picture/cat.png"],
                 "entriesAdded": [], "entriesRemoved": []}]}
                """.utf8))
        #expect(
            ContentPackages.commitMessage(version: "3", app: "animals", changes: changes, first: false)
                == "Release 3\n\n## media\n- changed firstwords/animals/Words/Animals/picture/cat.png\n")
        #expect(
            ContentPackages.commitMessage(version: "3", app: "ole", changes: changes, first: false)
                == "Release 3\n\nNo change to this app's content.\n")
        // A package first published when nothing changed since release 3.
        #expect(
            ContentPackages.commitMessage(version: "3", app: "ole", changes: nil, first: true)
                == "Release 3\n\nThe content of “ole” as release 3 has it.\n")
    }
}

import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackLanguageTools

/// The Debian package a missing dictionary is said with is the one `scripts/spelling-packages` (which `make build`
/// installs from) names for the same language folder.
@Suite struct SpellingPackageTests {
    @Test func theSwiftNamesAgreeWithTheScripts() throws {
        let codes: [LanguageCode] = [
            "de", "de-AT", "de-CH", "en", "en-GB", "en-phonics", "fr", "es", "pt", "pt-BR", "nb", "sv", "it", "eo",
            "ja",
            "jam",
        ]
        for code in codes {
            let folder = try TemporaryFolder()
            try FileManager.default.createDirectory(
                at: folder.file(code.description), withIntermediateDirectories: true)
            let script = Fixtures.repository.appendingPathComponent("scripts/spelling-packages").path
            let run = try ExternalTool.run("/usr/bin/env", ["bash", script, folder.url.path])
            try #require(run.status == 0, "\(run.standardError)")
            let named = run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(SpellingDictionary.debianPackage(language: code) == (named.isEmpty ? nil : named), "\(code)")
        }
    }
}

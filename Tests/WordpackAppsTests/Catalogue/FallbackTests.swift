import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

@Suite struct FallbackTests {
    @Test func aPhonicsVariantTakesWordsSpeechAndTextsFromItsParent() throws {
        let project = try TestProject()
        let catalogue = project.ingest()
        #expect(catalogue.language("en-phonics")?.fallback == "en")
        #expect(catalogue.resolvedTranslation(language: "en-phonics", list: "Animals", key: "bat")?.word == "bat")
        #expect(
            catalogue.resolvedRecording(language: "en-phonics", list: "Food", name: "egg")?.0.code.description == "en")
        #expect(catalogue.resolvedAllWordsText(language: "en-phonics")?.text == "All Words")
        // Its own letters, not en's (en has S only as S-final/S-other; en-phonics has a plain S).
        #expect(catalogue.resolvedLetters(language: "en-phonics")?.0.code.description == "en-phonics")
    }

    @Test func aRegionalVariantFallsBackToNothing() throws {
        let project = try TestProject()
        try project.write("inputs/languages/en-GB/words.csv", "list,key,word\nAnimals,ant,ant\n")
        let catalogue = project.ingest()
        #expect(catalogue.language("en-GB")?.fallback == nil)
        #expect(catalogue.resolvedTranslation(language: "en-GB", list: "Animals", key: "bat") == nil)
    }

    @Test func aVariantWithoutRecordingsNeedsThemFromItsParent() throws {
        let project = try TestProject()
        try project.remove("inputs/languages/en/speech/Food/fig.wav")
        let findings = try project.findings()
        // en and en-phonics both need it, and one file in en serves both: one sentence, naming both.
        #expect(
            findings == [
                "inputs/languages/en/words.csv!C6: error: the recording of “fig” (Food, en) is missing: add "
                    + "inputs/languages/en/speech/Food/fig.wav. The apps that play it: “deluxe” (en, en-phonics)."
            ])
    }
}

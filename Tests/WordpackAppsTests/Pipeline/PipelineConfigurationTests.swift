import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackCore
import WordpackRelease
import WordpackReview
import WordpackTestSupport

@testable import WordpackFirstWords
@testable import WordpackGlyph
@testable import WordpackOle

@Suite struct PipelineConfigurationTests {
    private func decode(_ json: String) throws -> PipelineConfiguration {
        try PipelineConfiguration.decode(Data(json.utf8))
    }

    private func problem(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch let problem as FileProblem {
            return problem.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func theSamplePipelineDecodes() throws {
        let configuration = try PipelineConfiguration.load(
            from: Fixtures.repository.appendingPathComponent("pipeline.json"))
        #expect(configuration.firstWordsApps.map(\.id) == ["animals", "deluxe", "japanese"])
        #expect(
            configuration.apps["ole"] == App(OleApp(lists: .only(["Animals", "Food"]), english: "en", spanish: "es")))
        let starter = try #require(configuration.apps["starter"]?.settings as? GlyphApp)
        #expect(starter.keyboards == ["Core"] && starter.maxKeys == 40 && starter.license.type == "CC-BY-4.0")
        guard let deluxe = configuration.apps["deluxe"]?.settings as? FirstWordsApp else {
            Issue.record("deluxe is not a FirstWords app")
            return
        }
        #expect(deluxe.languages == .only(["en", "en-phonics", "es"]))
        #expect(deluxe.free == ["Animals": .sheet, "Food": .first(3)])
    }

    /// A role is its name: two declarations of one name are one role, and a planned file writes the name alone
    /// (the shared cache's action keys read as they did when the roles were an enum).
    @Test func aRoleIsItsName() throws {
        let other = PictureRole("tile", standard: PictureFormat(width: 1, height: 1, fit: .fill), noun: "a tile")
        #expect(other == .tile && other.hashValue == PictureRole.tile.hashValue && other != .picture)
        #expect(Set([AudioRole.speech, AudioRole("speech", standard: AudioFormat())]).count == 1)
        let encoder = JSONEncoder()
        #expect(String(decoding: try encoder.encode([PictureRole.tile]), as: UTF8.self) == #"["tile"]"#)
        #expect(String(decoding: try encoder.encode([AudioRole.letters]), as: UTF8.self) == #"["letters"]"#)
    }

    @Test func everySettingHasADefault() throws {
        let configuration = try decode(#"{"version": 1}"#)
        #expect(configuration == PipelineConfiguration())
        #expect(
            configuration.audio.format(for: .speech)
                == AudioFormat(sampleRate: 22050, channels: 1, encoding: .pcm16, resampler: .soxr))
        #expect(configuration.images.format(for: .picture) == PictureFormat(width: 680, height: 680, fit: .fit))
        #expect(configuration.images.format(for: .tile) == PictureFormat(width: 150, height: 150, fit: .fit))
        #expect(configuration.policy == .development)
    }

    @Test(arguments: [
        (
            #"{"version": 1, "apps": {"deluxe": {"kind": "firstwords", "name": "D", "lists": "all", "langauges": "all"}}}"#,
            "pipeline.json: error: `apps.deluxe.langauges`: unknown key; the keys allowed here are “colors”, “excludeLanguages”, “free”, “kind”, “languages”, “lists”, “name”."
        ),
        (
            #"{"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": "all", "colors": {"Letter Tiles/Text": 5}}}}"#,
            ##"pipeline.json: error: `apps.d.colors.Letter Tiles/Text`: expected a colour in quotes ("#5AA6F4") or {"light": …, "dark": …}."##
        ),
        (
            ##"{"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": "all", "colors": {"Letter Tiles/Text": {"light": "#FFFFFF", "drak": "#000000"}}}}}"##,
            "pipeline.json: error: `apps.d.colors.Letter Tiles/Text.drak`: unknown key; the keys allowed here are “dark”, “light”."
        ),
        (
            ##"{"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": "all", "colors": {"Letter Tiles/Text": {"dark": "#000000"}}}}}"##,
            "pipeline.json: error: missing key `apps.d.colors.Letter Tiles/Text.light`; add it (see README.md)."
        ),
        (
            #"{"version": 1, "apps": {"deluxe": {"kind": "firstwords", "name": "D", "lists": "all", "languages": ["en", "es", 3]}}}"#,
            "pipeline.json: error: `apps.deluxe.languages[2]` should be text in quotes; correct its value."
        ),
        (
            #"{"version": 1, "apps": {"deluxe": {"kind": "firstwords", "name": "D", "lists": "all", "languages": ["en", "EN"]}}}"#,
            "pipeline.json: error: `apps.deluxe.languages[1]`: “EN” is not a language code: name a language by its ISO 639 code, then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam); did you mean “en”?"
        ),
        (
            #"{"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": "all", "excludeLanguages": ["jp"]}}}"#,
            "pipeline.json: error: `apps.d.excludeLanguages[0]`: “jp” is not a language code: name a language by its ISO 639 code, then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam); did you mean “ja”, Japanese? “jp” is the country code of Japan, not a language's."
        ),
        (
            #"{"version": 1, "referenceLanguage": "english"}"#,
            "pipeline.json: error: `referenceLanguage`: “english” is not a language code: name a language by its ISO 639 code, then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam); did you mean “en”?"
        ),
        (
            #"{"version": 1, "apps": {"deluxe": {"kind": "firstwords", "lists": "all"}}}"#,
            "pipeline.json: error: missing key `apps.deluxe.name`; add it (see README.md)."
        ),
        (
            #"{"apps": {}}"#,
            "pipeline.json: error: missing key `version`; add it (see README.md)."
        ),
        (
            #"{"version": 2}"#,
            "pipeline.json: error: `version`: this wordpack reads version 1 of pipeline.json, not 2."
        ),
        (
            #"{"version": 1, "policy": "relese"}"#,
            "pipeline.json: error: `policy`: expected one of “development”, “release”, not “relese”."
        ),
        (
            #"{"version": 1, "apps": {"x": {"kind": "glif"}}}"#,
            "pipeline.json: error: `apps.x.kind`: expected one of “firstwords”, “ole”, “chatwa”, “glyph”, “vocabulary”, not “glif”."
        ),
        (
            #"{"version": 1, "apps": {"x": {"kind": "glyph", "name": "G", "lists": "all", "maxKeys": 0}}}"#,
            "pipeline.json: error: `apps.x.maxKeys`: a number of words of 1 or more, not 0."
        ),
        (
            #"{"version": 1, "images": {"picture": {"width": "680", "height": 680}}}"#,
            "pipeline.json: error: `images.picture.width` should be a whole number; correct its value."
        ),
        (
            #"{"version": 1, "audio": {"speech": {"channels": 6}}}"#,
            "pipeline.json: error: `audio.speech.channels`: 1 (mono) or 2 (stereo), not 6."
        ),
        (
            #"{"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": "some"}}}"#,
            "pipeline.json: error: `apps.d.lists`: expected \"all\" or a list of names, found \"some\"."
        ),
        (
            #"{"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": "all", "free": {"Animals": {"first": 0}}}}}"#,
            "pipeline.json: error: `apps.d.free.Animals.first`: a free list needs at least one word."
        ),
        (
            "{\"version\": 1,\n  \"apps\" {}}",
            "pipeline.json: error: is not valid JSON (line 2, column 10); check the commas, quotes and brackets there."
        ),
    ])
    func badSettingsNameTheirKeyPath(json: String, message: String) {
        #expect(problem(json) == message)
    }
}

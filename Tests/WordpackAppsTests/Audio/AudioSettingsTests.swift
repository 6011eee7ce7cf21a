import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackFirstWords
import WordpackTestSupport
import WordpackVocabulary

@testable import WordpackCore

/// The roles' formats, as these tests read them (`format(for:)`: pipeline.json's, or the role's standard one).
extension AudioSettings {
    fileprivate var speech: AudioFormat { format(for: .speech) }
    fileprivate var letters: AudioFormat { format(for: .letters) }
    fileprivate var sounds: AudioFormat { format(for: .sounds) }
    fileprivate var pronunciation: AudioFormat { format(for: .pronunciation) }
}

@Suite struct AudioSettingsTests {
    private func audio(_ json: String) throws -> AudioSettings {
        try PipelineConfiguration.decode(Data(#"{"version": 1, "audio": \#(json)}"#.utf8)).audio
    }

    @Test func defaultsCleanUpSpeechAndLettersButNotSounds() throws {
        let settings = try audio("{}")
        let letters = AudioFormat(
            sampleRate: 22050, channels: 1, encoding: .pcm16, quality: .fastest, cleanUp: true, silenceThreshold: -50,
            silencePadding: 50, normalize: .peak, peakLevel: -1, loudness: -16, fade: 5)
        #expect(settings.letters == letters)
        var sounds = letters
        sounds.quality = .medium
        sounds.cleanUp = false
        #expect(settings.sounds == sounds)
        // Speech and the pronunciations (made as speech) through libsoxr at `high` (bench/README.md says why).
        var speech = letters
        speech.resampler = .soxr
        speech.soxrQuality = .high
        #expect(settings.speech == speech)
        #expect(settings.pronunciation == speech)
        // A role given in part keeps its own defaults: speech stays with soxr, letters with libsamplerate.
        let partly = try audio(#"{"speech": {"sampleRate": 16000}, "letters": {"sampleRate": 16000}}"#)
        #expect(partly.speech.resampler == .soxr && partly.letters.resampler == .libsamplerate)
        #expect(try audio(#"{"speech": {"resampler": "libsamplerate"}}"#).speech.resampler == .libsamplerate)
    }

    @Test func aRoleGivenInPartKeepsItsOwnDefaults() throws {
        let settings = try audio(
            #"{"sounds": {"sampleRate": 44100}, "speech": {"normalize": "loudness", "loudness": -20}}"#)
        #expect(settings.sounds.sampleRate == 44100)
        #expect(settings.sounds.cleanUp == false, "sounds stay without clean-up")
        #expect(settings.sounds.quality == .medium)
        #expect(settings.speech.normalize == .loudness)
        #expect(settings.speech.loudness == -20)
        #expect(settings.speech.cleanUp == true)
        #expect(settings.speech.quality == .fastest)
    }

    /// soxr is chosen per role with its own quality; a libsamplerate role's settings read (and key the build
    /// cache) exactly as before soxr was offered.
    @Test func soxrIsChosenPerRoleAndLeavesLibsamplerateSettingsAsTheyWere() throws {
        let settings = try audio(
            #"{"speech": {"resampler": "soxr", "soxrQuality": "veryHigh"}, "sounds": {"resampler": "soxr"}}"#)
        #expect(settings.speech.resampler == .soxr && settings.speech.soxrQuality == .veryHigh)
        #expect(settings.sounds.resampler == .soxr && settings.sounds.soxrQuality == .high)
        #expect(settings.letters.resampler == .libsamplerate)
        #expect(CanonicalJSON.text(settings.letters) == CanonicalJSON.text(AudioFormat()))
        #expect(!CanonicalJSON.text(settings.letters).contains("soxr"))
        #expect(!CanonicalJSON.text(settings.letters).contains("resampler"))
        #expect(CanonicalJSON.text(settings.speech).contains(#""soxrQuality":"veryHigh""#))
        let again = try JSONDecoder().decode(AudioFormat.self, from: Data(CanonicalJSON.text(settings.speech).utf8))
        #expect(again == settings.speech)
        #expect(throws: (any Error).self) { try audio(#"{"speech": {"resampler": "sox"}}"#) }
        #expect(throws: (any Error).self) { try audio(#"{"speech": {"soxrQuality": "best"}}"#) }
    }

    @Test func theSamplePipelineSpellsOutTheDefaults() throws {
        let configuration = try PipelineConfiguration.load(
            from: Fixtures.repository.appendingPathComponent("pipeline.json"))
        for role in [AudioRole.speech, .letters, .sounds, .pronunciation] {
            #expect(configuration.audio.format(for: role) == role.standard, "\(role)")
        }
    }

    @Test(arguments: [
        (
            #"{"speech": {"silenceTreshold": -50}}"#,
            "pipeline.json: error: `audio.speech.silenceTreshold`: unknown key; the keys allowed here are “channels”, "
                + "“cleanUp”, “encoding”, “fade”, “loudness”, “normalize”, “peakLevel”, “quality”, “resampler”, "
                + "“sampleRate”, “silencePadding”, “silenceThreshold”, “soxrQuality”."
        ),
        (
            #"{"speech": {"silenceThreshold": -5}}"#,
            "pipeline.json: error: `audio.speech.silenceThreshold`: a level from -100 to -10 dBFS, not -5."
        ),
        (
            #"{"letters": {"silenceThreshold": "quiet"}}"#,
            "pipeline.json: error: `audio.letters.silenceThreshold` should be a number; correct its value."
        ),
        (
            #"{"speech": {"silencePadding": 2500}}"#,
            "pipeline.json: error: `audio.speech.silencePadding`: a time from 0 to 2000 milliseconds, not 2500."
        ),
        (
            #"{"speech": {"silencePadding": "50 ms"}}"#,
            "pipeline.json: error: `audio.speech.silencePadding` should be a whole number; correct its value."
        ),
        (
            #"{"speech": {"peakLevel": 0.5}}"#,
            "pipeline.json: error: `audio.speech.peakLevel`: a level from -40 to 0 dBFS, not 0.5."
        ),
        (
            #"{"speech": {"loudness": -3}}"#,
            "pipeline.json: error: `audio.speech.loudness`: a loudness from -40 to -5 LUFS, not -3."
        ),
        (
            #"{"sounds": {"fade": -1}}"#,
            "pipeline.json: error: `audio.sounds.fade`: a time from 0 to 500 milliseconds, not -1."
        ),
        (
            #"{"speech": {"normalize": "rms"}}"#,
            "pipeline.json: error: `audio.speech.normalize`: expected one of “peak”, “loudness”, “none”, not “rms”."
        ),
        (
            #"{"speech": {"quality": "high"}}"#,
            "pipeline.json: error: `audio.speech.quality`: expected one of “best”, “medium”, “fastest”, not “high”."
        ),
        (
            #"{"sounds": {"sampleRate": 4000}}"#,
            "pipeline.json: error: `audio.sounds.sampleRate`: a sample rate from 8000 to 192000 Hz, not 4000."
        ),
    ])
    func badSettingsNameTheirKeyPath(json: String, message: String) {
        do {
            _ = try audio(json)
            Issue.record("\(json) was accepted")
        } catch {
            #expect("\(error)" == message)
        }
    }
}

import Foundation
import Testing
import WordpackSoundTestSupport
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackSound

/// Recordings that are not recordings (issue 68): a text file named `.m4a` that FFmpeg would read as a playlist
/// or a list of files naming an outside file, and MP4 files whose tables are damaged. Each is one sentence at the
/// file, read from its own bytes alone; nothing the file names is ever opened.
@Suite struct HostileRecordingTests {
    /// The problem `SoundFile(reading:)` throws for `url`, or nil when it reads the file.
    static func problem(_ url: URL, displayPath: String = "inputs/languages/es/speech/Animals/cat.m4a")
        -> FileProblem?
    {
        do {
            let sound = try SoundFile(reading: url, displayPath: displayPath)
            _ = try readAllFrames(of: sound)
            return nil
        } catch let problem as FileProblem {
            return problem
        } catch {
            return FileProblem(file: displayPath, "threw \(error)")
        }
    }

    /// A playlist, as a phone's "recording" of 130 bytes names the file it plays.
    static func playlist(naming target: String) -> String {
        "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n\(target)\n#EXT-X-ENDLIST\n"
    }

    @Test(arguments: ["cat.m4a", "cat.aac", "cat.mp4"], ["absolute", "file URL", "relative"])
    func aPlaylistNamingAnOutsideRecordingIsRefusedAndNothingItNamesIsRead(name: String, form: String) throws {
        let folder = try TemporaryFolder()
        let outside = try folder.write(
            "outside/secret.m4a", try Data(contentsOf: Fixtures.url("audio/tone-44100-mono.m4a")))
        let target =
            switch form {
            case "absolute": outside.path
            case "file URL": "file://" + outside.path
            default: "../outside/secret.m4a"
            }
        let playlist = try folder.write("inputs/\(name)", Data(Self.playlist(naming: target).utf8))
        let found = Self.problem(playlist)
        #expect(
            found?.message
                == "is an HLS playlist (a text file naming other files), not a recording; wordpack reads recordings "
                + "as MP4 (.m4a) or AAC sound, and never opens the files another file names. Export the recording "
                + "itself again as M4A, WAV or FLAC.",
            "\(String(describing: found))")
    }

    @Test func aPlaylistNamingAPipeIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.file("pipe.m4a")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let playlist = try folder.write("cat.m4a", Data(Self.playlist(naming: pipe.path).utf8))
        let started = Date()
        let found = Self.problem(playlist)
        #expect(found?.message.hasPrefix("is an HLS playlist") == true, "\(String(describing: found))")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aConcatListIsRefused() throws {
        let folder = try TemporaryFolder()
        let outside = try folder.write(
            "outside/secret.m4a", try Data(contentsOf: Fixtures.url("audio/tone-44100-mono.m4a")))
        let list = try folder.write(
            "cat.m4a", Data("ffconcat version 1.0\nfile '\(outside.path)'\n".utf8))
        let found = Self.problem(list)
        #expect(
            found?.message.hasPrefix("is an FFmpeg concat list (a text file naming other files), not a recording;")
                == true, "\(String(describing: found))")
    }

    @Test func soundOfAnotherKindNamedM4AIsRefusedNamingWhatItIs() throws {
        let folder = try TemporaryFolder()
        let mp3 = try folder.write("cat.m4a", try Data(contentsOf: Fixtures.url("audio/tone-44100-mono.mp3")))
        let found = Self.problem(mp3)
        #expect(
            found?.message.hasPrefix("is MP2/3 (MPEG audio layer 2/3), not MP4 or AAC sound as its name says;") == true,
            "\(String(describing: found))")
    }

    /// Damaged MP4s (`Fixtures/audio/damaged/`, README there): one sentence saying it is damaged, never that it
    /// is silent, nor FFmpeg's "Cannot allocate memory".
    @Test(arguments: ["zeroed-mdat.m4a", "huge-samples.m4a", "bad-offset.m4a"])
    func aDamagedMP4IsSaidToBeDamaged(name: String) throws {
        let found = Self.problem(Fixtures.url("audio/damaged/\(name)"))
        let message = try #require(found?.message, "read as a recording")
        #expect(!message.contains("silent") && !message.contains("allocate"), "\(message)")
        #expect(
            message.contains("damaged") || message.hasPrefix("is not a recording that wordpack can read"), "\(message)")
    }
}

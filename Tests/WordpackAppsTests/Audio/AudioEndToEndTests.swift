import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackSound
import WordpackTestSupport

/// `wordpack build` on a copy of the sample: every Speech, Letters and sound CAF of the FirstWords apps, each
/// read by ffprobe as 16-bit little-endian PCM, mono, 22050 Hz; and a second build rewrites none of them.
@Suite struct AudioEndToEndTests {
    @Test(.tags(.slow))
    func theSampleBuildsEveryRecordingTheAppsNeed() throws {
        let result = try WordpackBinary.builtSample()
        let folder = result.folder

        let project = Project(root: folder.url)
        let layouts = try project.loadConfiguration().firstWordsLayouts(Ingest(project: project).run())
        var sources: [String: String] = [:]  // output path → recording
        for file in layouts.flatMap(\.files) {
            if case .audio(let source, _) = file.content { sources[file.path] = source }
        }
        let folders = Set(sources.keys.map { $0.split(separator: "/").dropFirst(2).first.map(String.init) ?? "" })
        #expect(folders == ["Alphabets", "Localization", "Words"])
        #expect(
            sources.keys.contains { $0.contains("/Letters/") } && sources.keys.contains { $0.contains("/Speech/") }
                && sources.keys.contains { $0.contains("/sound/") })
        // The Glyph app's recordings are converted by the same stage.
        let glyph =
            FileManager.default.enumerator(atPath: project.outputs.appendingPathComponent("glyph").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".caf") }.count ?? 0
        #expect(glyph == 66 + 3 * 7)  // Animals and Core, then Food's 7 tiles in en, es and ja
        // Not the vocabulary app's pronunciations: without `"caf": true` they ship as MP3 only, converted by the
        // vocabulary-mp3 stage.
        let vocabulary =
            FileManager.default.enumerator(atPath: project.outputs.appendingPathComponent("vocabulary").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".caf") }.count ?? 0
        #expect(vocabulary == 0)
        #expect(
            result.standardError.contains("audio: \(sources.count + glyph + vocabulary) files written, 0 unchanged"),
            "\(result.standardError)")

        // Each distinct content is probed once; a recording used by several apps gives the same bytes everywhere.
        var contents: [Data: String] = [:]
        var bySource: [String: Data] = [:]
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let data = try Data(contentsOf: project.outputs.appendingPathComponent(path))
            if let earlier = bySource[source] {
                #expect(earlier == data, "\(path) differs from the other copies of \(source)")
            }
            bySource[source] = data
            contents[data] = path
        }
        let probed = Array(contents).concurrentMap { data, path in  // ffprobe takes one file at a time
            (path, data, Result { try FFprobe.stream(project.outputs.appendingPathComponent(path)) })
        }
        for (path, data, stream) in probed {
            let caf = try #require(CAFChunks(data), "\(path)")
            #expect(caf.description?.formatFlags == 2, "\(path): little-endian integers")
            let frames = (caf.audio?.count ?? 0) / 2
            #expect(frames > 1000, "\(path)")
            #expect(
                try stream.get() == .init(codec: "pcm_s16le", sampleRate: 22050, channels: 1, frames: frames), "\(path)"
            )
            let url = project.outputs.appendingPathComponent(path)
            #expect(try SoundFile(reading: url, displayPath: path).frames == frames, "\(path)")
        }

        // pipeline.json saved again with a blank line added (other bytes, the same settings): the build runs in full, and finds nothing to convert again.
        try WordpackBinary.saveAgain(folder.file("pipeline.json"), adding: "\n")
        let again = try WordpackBinary.run(["build"], in: folder.url)
        #expect(again.standardError.contains("audio: 0 files written, 0 unchanged"), "\(again.standardError)")
        #expect(again.standardError.contains("build: 0 of "), "\(again.standardError)")
    }
}

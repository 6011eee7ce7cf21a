import Foundation
import Testing
import WordpackTestSupport

/// `wordpack review` through the real binary on a copy of the sample: the pages are the golden ones, a second
/// site from scratch is byte for byte the first, a review with nothing changed writes nothing, a changed
/// recording rewrites its WAVs alone, and `--since` marks what changed since a release on its card.
@Suite struct ReviewSiteTests {
    @Test(.tags(.slow)) func theSamplesSiteIsGoldenDeterministicAndIncremental() throws {
        let project = try WordpackBinary.builtSample().folder
        let folder = project.file("review")
        let first = try WordpackBinary.run(["review"], in: project.url)
        #expect(first.status == 0, "\(first.standardError)")
        let site = try FolderContents.files(in: folder)
        #expect(
            site.keys.filter { $0.hasSuffix(".html") }.sorted() == [
                "app-animals.html", "app-chatwa.html", "app-deluxe.html", "app-japanese.html", "app-ole.html",
                "app-starter.html", "app-vocab.html", "index.html",
            ])
        for page in [
            "index.html", "app-deluxe.html", "app-ole.html", "app-chatwa.html", "app-starter.html", "app-vocab.html",
        ] {
            try Golden.check(try #require(site[page]), against: "review/\(page)")
        }
        // Pages show only what the kind uses: Olé, Chatwa and the vocabulary app have no picture per word, and say
        // nothing of one (issue 50); FirstWords' starter does.
        for page in ["app-ole.html", "app-chatwa.html", "app-vocab.html"] {
            #expect(!String(decoding: try #require(site[page]), as: UTF8.self).contains("no picture"), "\(page)")
        }
        // Every recording the pages play is a WAV that an independent reader (sox) reads.
        let wavs = site.keys.filter { $0.hasSuffix(".wav") }
        #expect(wavs.count > 300)
        #expect(!site.keys.contains { $0.hasSuffix(".caf") })
        if let soxi = ExternalTool.find("soxi"), let wav = wavs.sorted().first {
            let info = try ExternalTool.run(soxi, ["-t", folder.appendingPathComponent(wav).path])
            #expect(info.standardOutput == "wav\n", "\(info.standardError)")
        } else {
            Issue.record("soxi (sox) is needed; `make test` installs it")
        }

        // A no-op review writes nothing: same inodes and times.
        let stamps = try Self.stamps(in: folder)
        let again = try WordpackBinary.run(["review"], in: project.url)
        #expect(again.status == 0)
        #expect(
            again.standardError.contains("pages (0 written)") && again.standardError.contains("(0 written), 0 removed"),
            "\(again.standardError)")
        #expect(try Self.stamps(in: folder) == stamps)

        // From scratch, the same bytes.
        try FileManager.default.removeItem(at: folder)
        let fresh = try WordpackBinary.run(["review"], in: project.url)
        #expect(fresh.status == 0)
        #expect(try FolderContents.files(in: folder) == site)

        // A recording replaced (by new bytes: bear.wav's as they are would be a recording of “oso”, marked on
        // ant's card): its WAVs alone (one per app that plays it) are written again, and the MP3 that Glyph's
        // package holds of it (the only file of the package whose CRC-32 changed).
        let speech = "inputs/languages/es/speech/Animals/ant.wav"
        try FileManager.default.removeItem(at: project.file(speech))
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent("inputs/languages/es/speech/Animals/bear.wav"),
            to: project.file(speech))
        try WordpackBinary.saveAgain(project.file(speech), adding: "\0\0")
        let changed = try WordpackBinary.run(["review"], in: project.url)
        #expect(changed.status == 0)
        #expect(changed.standardError.contains("media files (4 written)"), "\(changed.standardError)")
        let after = try FolderContents.files(in: folder)
        let differing = after.keys.filter { after[$0] != site[$0] }.sorted()
        #expect(
            differing == [
                // The index too: es now holds a recording recorded.tsv does not note, which a release refuses.
                ".media.json", "index.html", "media/firstwords/animals/Localization/Animals_es/Speech/ant.wav",
                "media/firstwords/deluxe/Localization/Animals_es/Speech/ant.wav",
                "media/glyph/starter/es.obz/sounds/Animals/ant.mp3", "media/glyph/starter/es/sounds/Animals/ant.wav",
            ])

        // Since a release: the word changed after it is marked on its card.
        let publish = try WordpackBinary.run(
            ["publish", "--to", "releases", "--allow-development"], in: project.url)
        #expect(publish.status == 0, "\(publish.standardError)")
        let words = project.file("inputs/languages/ja/words.csv")
        let csv = try String(contentsOf: words, encoding: .utf8)
        try csv.replacingOccurrences(of: "Animals,dog,いぬ,", with: "Animals,dog,いぬこ,")
            .write(to: words, atomically: true, encoding: .utf8)
        let review = try WordpackBinary.run(["review", "--since", "releases/1"], in: project.url)
        #expect(review.status == 0, "\(review.standardError)")
        let page = try String(contentsOf: project.file("review/app-japanese.html"), encoding: .utf8)
        let card = try #require(page.range(of: "<h3>dog</h3>").map { String(page[$0.lowerBound...].prefix(3000)) })
        #expect(card.contains("changed since 1: word “いぬ” → “いぬこ”"), "\(card)")
        #expect(page.components(separatedBy: "since 1:").count == 2, "only the dog changed")
        let index = try String(contentsOf: project.file("review/index.html"), encoding: .utf8)
        #expect(index.contains("Changes since release <b>1</b>"))
        let wrong = try WordpackBinary.run(["review", "--since", "inputs"], in: project.url)
        #expect(wrong.status == 1)
        #expect(wrong.standardError.contains("is not a release made by `wordpack publish`"), "\(wrong.standardError)")
    }

    /// Each file's inode and modification time, by path.
    static func stamps(in folder: URL) throws -> [String: String] {
        var stamps: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var info = stat()
            guard stat(folder.appendingPathComponent(path).path, &info) == 0 else { continue }
            stamps[path] = "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return stamps
    }
}

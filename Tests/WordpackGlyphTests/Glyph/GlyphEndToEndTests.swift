import Foundation
import Testing
import WordpackTestSupport

/// `wordpack build` on a copy of the sample writes the Glyph app `starter` (Animals as tiles, Core as a
/// keyboard, in en, es and ja): tiles.json and its board JSON match golden files, every package passes the
/// Open Board validator and an independent reader (Python's zipfile and json, and aac-processors), the
/// pictures pass pngcheck, the sounds ffprobe, and the manifest lists it all.
@Suite struct GlyphEndToEndTests {
    @Test(.tags(.slow)) func theSampleBuildsValidGlyphSetsAndPackages() throws {
        let result = try WordpackBinary.builtSample()
        let folder = result.folder
        #expect(result.standardError.contains("glyph: 3 files written, 0 unchanged\n"))
        #expect(result.standardError.contains("obz: 3 files written, 0 unchanged\n"))
        let app = folder.file("outputs/glyph/starter")

        try Golden.check(
            try Data(contentsOf: app.appendingPathComponent("ja/tiles.json")), against: "glyph-ja-tiles.json")
        let english = try OpenBoardValidator.entries(of: try Data(contentsOf: app.appendingPathComponent("en.obz")))
        for board in ["root", "folder-1", "keyboard-1"] {
            try Golden.check(try #require(english["boards/\(board).obf"]), against: "glyph-en-\(board).obf")
        }
        for language in ["en", "es", "ja"] {
            let package = try Data(contentsOf: app.appendingPathComponent("\(language).obz"))
            #expect(try OpenBoardValidator.violations(ofPackage: package) == [], "\(language)")
        }

        // An independent reader resolves every path; aac-processors, installed by `make test`, loads each.
        // The python3 on the PATH: the one `make test` installed aac-processors for.
        let read = try ExternalTool.run(
            "/usr/bin/env",
            ["python3", Fixtures.url("glyph/read_obz.py").path]
                + ["en", "es", "ja"].map { app.appendingPathComponent("\($0).obz").path })
        #expect(read.status == 0, "\(read.standardError)")
        let packages = try #require(
            try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: [String: Any]])
        for (name, package) in packages {
            #expect((package["problems"] as? [String]) == [], "\(name)")
            // The root's 3 buttons (Animals, Food, the keyboard), Food's 7 tiles, Animals' 10, the keyboard's 12.
            #expect(
                (package["coughdrop"] as? [Int]) == [3, 7, 10, 12],
                "\(name): aac-processors read \(package["coughdrop"] ?? "nothing")")
        }
        let ja = try #require(packages["ja.obz"]?["boards"] as? [String: [String: Any]])
        #expect((ja["keyboard-1"]?["labels"] as? [String])?.prefix(3) == ["わたし", "ほしい", "もっと"])
        #expect(ja["root"]?["labels"] as? [String] == ["どうぶつ", "たべもの", "きほんのことば"])

        // Each language's folder stands alone: its pictures and recordings, read by independent tools.
        let pngcheck = try #require(ExternalTool.find("pngcheck"))
        let picture = try ExternalTool.run(pngcheck, [app.appendingPathComponent("es/images/Animals/owl.png").path])
        #expect(picture.status == 0 && picture.standardOutput.contains("(150x150,"), "\(picture.standardOutput)")
        let ffprobe = try #require(ExternalTool.find("ffprobe"))
        let mp3 = folder.file("drink.mp3")
        try #require(english["sounds/Core/drink.mp3"]).write(to: mp3)
        let probe = try ExternalTool.run(
            ffprobe, ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", mp3.path])
        #expect(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "mp3")

        // The manifest describes the app and lists its files; a second full build makes nothing again.
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("outputs/manifest.json")))
                as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        #expect(files.contains("glyph/starter/ja.obz") && files.contains("glyph/starter/en/sounds/Core/drink.caf"))
        // Each of its stages runs alone too.
        let alone = try WordpackBinary.run(["stage", "obz"], in: folder.url)
        #expect(
            alone.status == 0 && alone.standardError.contains("obz: 0 files written, 3 unchanged"),
            "\(alone.standardError)")
        let unknown = try WordpackBinary.run(["stage", "nope"], in: folder.url)
        #expect(
            unknown.status != 0
                && unknown.standardError.contains(
                    "there is no stage “nope”; the stages are plists, audio, images, ole, chatwa, glyph, obz, vocabulary, vocabulary-mp3."
                ))

        // A release holds the app as one archive, packages and all.
        let releases = try TemporaryFolder()
        let published = try WordpackBinary.run(["publish", "--to", releases.url.path], in: folder.url)
        #expect(published.status == 0, "\(published.standardError)")
        let archive = try OpenBoardValidator.entries(of: try Data(contentsOf: releases.file("1/starter.zip")))
        #expect(archive["en.obz"] != nil && archive["ja/tiles.json"] != nil, "\(archive.keys.sorted())")

        try WordpackBinary.saveAgain(folder.file("pipeline.json"), adding: "\n")
        let again = try WordpackBinary.run(["build", "--explain"], in: folder.url)
        #expect(again.status == 0)
        #expect(
            again.standardOutput.contains("skipped outputs/glyph/starter/en.obz: up to date"), "\(again.standardOutput)"
        )
        #expect(!again.standardOutput.contains("made   "), "\(again.standardOutput)")
    }

    /// The validator is not a rubber stamp: a hand-broken copy of a real board fails it.
    @Test func theValidatorRejectsBrokenBoards() throws {
        let folder = try WordpackBinary.builtSample().folder
        let files = try OpenBoardValidator.entries(
            of: try Data(contentsOf: folder.file("outputs/glyph/starter/en.obz")))
        #expect(OpenBoardValidator.violations(of: files) == [])
        func broken(_ edit: (inout [String: Any]) -> Void) throws -> [String] {
            let original = try #require(files["boards/folder-1.obf"])
            var board = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
            edit(&board)
            var copy = files
            copy["boards/folder-1.obf"] = try JSONSerialization.data(withJSONObject: board)
            return OpenBoardValidator.violations(of: copy)
        }
        #expect(
            try broken { board in
                var grid = board["grid"] as? [String: Any] ?? [:]
                var order = grid["order"] as? [[Any]] ?? []
                order[0][0] = "no-such-button"
                grid["order"] = order
                board["grid"] = grid
            }.contains("boards/folder-1.obf: grid.order holds no-such-button, which is no button"))
        #expect(try broken { $0["locale"] = nil }.contains("boards/folder-1.obf: no locale"))
        #expect(
            try broken { board in
                var images = board["images"] as? [[String: Any]] ?? []
                images[0]["width"] = nil
                board["images"] = images
            }.contains("boards/folder-1.obf: image image-1 has no width"))
    }
}

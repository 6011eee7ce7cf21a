import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackGlyph

/// Glyph's review draws each Open Board package from the `.obz` as it is, so what an AAC app imports is what the
/// page shows: a board edited inside the package shows edited, and a package that is no ZIP says so.
@Suite struct GlyphReviewTests {
    @Test func thePackagesBoardsAreDrawnFromTheObzItself() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"cards": {"kind": "glyph", "name": "Cards", "lists": ["Animals"],
              "keyboards": ["Food"], "languages": ["en", "es"], "license": {"type": "CC0-1.0"}}}}
            """)
        let build = try WordpackBinary.run(["build"], in: project.root)
        #expect(build.status == 0, "\(build.standardError)")
        let outputs = project.root.appendingPathComponent("outputs")
        let path = "glyph/cards/en.obz"
        let review = GlyphPackageReview(path: path, outputs: outputs)
        let boards = try review.read()
        #expect(boards.map(\.name) == ["Home: Cards", "Animals", "Food"])
        #expect(boards.map(\.columns) == [2, 2, 2])
        let animals = boards[1].tiles.map { $0?.label }
        #expect(animals == ["ant", "bat", "cat", nil])
        #expect(
            boards[1].tiles.compactMap { $0?.picture?.entry } == [
                "images/Animals/ant.png", "images/Animals/bat.png", "images/Animals/cat.png",
            ])
        #expect(boards[1].tiles.compactMap { $0?.sound?.entry }.count == 3)
        #expect(boards[1].tiles.allSatisfy { $0?.missing ?? [] == [] })

        // The bat's button relabelled and its picture taken away inside the package: the page shows that.
        let package = try ZipReading(url: outputs.appendingPathComponent(path), displayPath: path)
        var files = try package.paths.map { (name: $0, data: try package.data($0)) }
        let index = try #require(files.firstIndex { $0.name == "boards/folder-1.obf" })
        var board = try #require(try JSONSerialization.jsonObject(with: files[index].data) as? [String: Any])
        var buttons = try #require(board["buttons"] as? [[String: Any]])
        buttons[1]["label"] = "flying mouse"
        buttons[1]["image_id"] = nil
        board["buttons"] = buttons
        files[index].data = try JSONSerialization.data(withJSONObject: board)
        try DeterministicZip.data(files).write(to: outputs.appendingPathComponent(path))
        let edited = try review.read()[1].tiles
        #expect(edited.map { $0?.label } == ["ant", "flying mouse", "cat", nil])
        #expect(edited[1]?.missing == ["no picture"] && edited[1]?.picture == nil)

        try Data("not a zip".utf8).write(to: outputs.appendingPathComponent(path))
        let broken = review.section()
        #expect(broken.boards.isEmpty)
        #expect(
            broken.note?.contains("outputs/glyph/cards/en.obz: error: could not be opened as a ZIP archive") == true,
            "\(broken.note ?? "")")
    }
}

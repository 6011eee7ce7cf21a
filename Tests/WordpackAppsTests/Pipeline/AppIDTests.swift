import Foundation
import Testing
import WordpackApps
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

/// App ids are names, not paths (issue 68): pipeline.json with an id that would put an app's files in another
/// folder, hide them, or share them with another id on macOS, iOS and Windows is one sentence at the id.
@Suite struct AppIDTests {
    static func problem(_ id: String, besides other: String? = nil) -> String? {
        let apps = ([id] + (other.map { [$0] } ?? [])).map { "\(JSONText.quoted($0)): {\"kind\": \"ole\"}" }
        let json = "{\"version\": 1, \"apps\": {\(apps.joined(separator: ", "))}}"
        do {
            _ = try PipelineConfiguration.decode(Data(json.utf8))
            return nil
        } catch let problem as FileProblem {
            return problem.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test(arguments: [
        ("../../../victim", "holds “/” or “\\”, so its files would be written in another folder"),
        ("a/b", "holds “/” or “\\”, so its files would be written in another folder"),
        ("../x", "holds “/” or “\\”, so its files would be written in another folder"),
        ("a\\b", "holds “/” or “\\”, so its files would be written in another folder"),
        (".", "names a folder, not an app"),
        ("..", "names a folder, not an app"),
        (".hidden", "starts with “.”, which hides its folder and its files"),
        ("", "an app id is empty"),
        ("two\nlines", "holds a line break or another control character"),
        ("CON", "is a name Windows keeps for a device"),
        ("trailing.", "ends with a space or a “.”"),
        (String(repeating: "a", count: 101), "is 101 bytes long (UTF-8), more than the 100"),
    ])
    func anIdThatIsNotANameIsRefused(id: String, says: String) throws {
        let found = try #require(Self.problem(id), "\(id.debugDescription) was accepted")
        #expect(found.hasPrefix("pipeline.json: error: `apps."), "\(found)")
        #expect(found.contains(says), "\(found)")
        #expect(found.hasSuffix("rename the app."), "\(found)")
    }

    @Test func idsThatDifferOnlyInCaseAreRefused() throws {
        let found = try #require(Self.problem("Animals", besides: "animals"))
        #expect(
            found.contains(
                "the app ids “Animals” and “animals” differ only in case or accents, so their folders and files would "
                    + "be one on macOS, iOS and Windows; rename one of the apps"), "\(found)")
    }

    @Test(arguments: ["animals", "deluxe-2", "Starter_Pack", "ñandú", "a.b"])
    func anIdThatIsANameIsTaken(id: String) {
        #expect(Self.problem(id) == nil)
    }
}

import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

/// `wordpack review --watch` (the real binary) on a copy of the sample, with a page open in headless Chromium
/// that nobody reloads: each edit the content team makes shows on the open page (`watch-pages.py` edits and
/// reads the page), at the same scroll position and marked as changed; a workbook that does not read shows its
/// error at the top of the page until its fix. One watch session for the whole class, stopped whatever happens.
@Suite(.tags(.slow)) struct ReviewWatchBrowserTests {
    struct Step: Decodable {
        var reloaded: Bool?
        var kept: Bool?
        var text: String?
        var findings: [String]?
        var marked: Bool?
        var scrollY: Double?
        var scrollBefore: Double?
        var bar: String?
        var seconds: Double
    }

    @Test func editsShowOnTheOpenPage() throws {
        if let missing = HeadlessChromium.missing {
            Issue.record(Comment(rawValue: missing))
            return
        }
        let project = try WordpackBinary.builtSample().folder
        let watch = try WatchedReview(project: project.url)
        defer { watch.stop() }
        #expect(watch.url.hasPrefix("http://127.0.0.1:") && watch.url.hasSuffix("/"), "\(watch.url)")

        let profile = project.file("profile")
        let run = try HeadlessChromium.run(
            "watch-pages.py", [watch.url, project.url.path, profile.path], profile: profile)
        #expect(!run.timedOut)
        try #require(run.status == 0, "\(run.standardOutput)\n\(run.standardError)\n\(watch.standardError)")
        let steps = try #require(
            try? JSONDecoder().decode([String: Step].self, from: run.output),
            "\(run.standardOutput)\n\(run.standardError)")

        // A CSV's translation: the card shows it, put in place without reloading the page (another card's
        // picture is the same element as before), which kept its place and marked the card.
        let csv = try #require(steps["csv"])
        #expect(csv.text?.contains("こねこ") == true, "\(csv)")
        #expect(csv.reloaded == false && csv.kept == true && csv.marked == true, "\(csv)")
        #expect(abs((csv.scrollY ?? -1) - (csv.scrollBefore ?? 0)) < 2, "\(csv)")
        // A recording deleted: its card says so; put back, the finding goes.
        let deleted = try #require(steps["deleted"])
        #expect(
            deleted.findings?.contains { $0.contains("inputs/languages/ja/speech/Animals/dog.wav") } == true,
            "\(deleted)")
        #expect(try #require(steps["restored"]).findings == [], "\(steps["restored"].map { "\($0)" } ?? "")")
        // An XLSX written by openpyxl.
        let xlsx = try #require(steps["xlsx"])
        #expect(
            xlsx.text?.contains("ants") == true && xlsx.reloaded == false && xlsx.kept == true && xlsx.marked == true,
            "\(xlsx)")
        #expect(abs((xlsx.scrollY ?? -1) - (xlsx.scrollBefore ?? 0)) < 2, "\(xlsx)")
        // A workbook that does not read: its error at the top of the page, then the fix.
        let broken = try #require(steps["broken"])
        #expect(broken.bar?.contains("inputs/languages/en/words.xlsx") == true, "\(broken)")
        let fixed = try #require(steps["fixed"])
        #expect(fixed.text?.contains("anteater") == true && fixed.bar == nil, "\(fixed)")

        // Ctrl-C (SIGTERM here) ends it cleanly: exit status 0, the project's lock free, no temporary file left.
        #expect(watch.stop() == 0, "\(watch.standardError)")
        #expect(watch.standardError.contains("watch: stopped"))
        #expect(throws: Never.self) {
            _ = try ProjectLock(project: Project(root: project.url), command: "test", wait: false)
        }
        let leftovers =
            FileManager.default.enumerator(atPath: project.url.path)?.allObjects
            .compactMap { $0 as? String }.filter { ($0 as NSString).lastPathComponent.hasSuffix(".tmp") } ?? []
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(HeadlessChromium.processes(naming: profile.path).isEmpty, "a browser process is left")
    }
}

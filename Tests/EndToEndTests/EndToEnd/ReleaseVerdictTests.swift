import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackTestSupport

/// One verdict, from the repository alone: a fresh shallow clone (what CI builds a release from) and a long-lived
/// checkout judge a change alike; publish refuses what a release build would refuse; the changes name every file
/// that differs; the sample releases as committed.
@Suite struct ReleaseVerdictTests {
    static let git = "/usr/bin/git"
    static let english = "inputs/languages/en/words.xlsx"

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> ProcessRunner.Result {
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: git),
            ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"] + arguments,
            in: folder)
        #expect(result.status == 0, "git \(arguments): \(result.standardError)")
        return result
    }

    /// The findings lines of `check --policy policy` in `folder`, without the notes of what it wrote.
    static func findings(_ policy: String, in folder: URL) throws -> String {
        let check = try WordpackBinary.run(["check", "--policy", policy], in: folder)
        return check.standardError
    }

    @Test(.tags(.slow)) func aShallowCloneAndAnAgedCheckoutJudgeAChangeAlike() throws {
        // A project repository of the sample, as committed (each language's translated.tsv with it).
        let repository = try WordpackBinary.copyOfSampleProject()
        try Self.git(["init", "-q"], in: repository.url)
        try Self.git(["add", "-A"], in: repository.url)
        try Self.git(["commit", "-qm", "sample"], in: repository.url)
        // A checkout that has been checked before the change.
        let places = try TemporaryFolder()
        try Self.git(["clone", "-q", repository.url.path, "aged"], in: places.url)
        let aged = places.url.appendingPathComponent("aged")
        let first = try WordpackBinary.run(["check"], in: aged)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardError.contains("wrote inputs/languages/"), "\(first.standardError)")
        // The change, committed upstream; the aged checkout pulls it, CI clones it shallow.
        try WorkbookCellEdit.setText("piglet", cell: "C11", in: repository.file(Self.english))
        try Self.git(["commit", "-qam", "pig is piglet"], in: repository.url)
        try Self.git(["pull", "-q"], in: aged)
        try Self.git(["clone", "-q", "--depth", "1", "file://" + repository.url.path, "fresh"], in: places.url)
        let fresh = places.url.appendingPathComponent("fresh")
        for policy in ["development", "release"] {
            let old = try Self.findings(policy, in: aged)
            let new = try Self.findings(policy, in: fresh)
            #expect(old == new, "\(policy): aged\n\(old)\nfresh\n\(new)")
            // Every format the sample's translations come in: ODS (es), XLIFF (fr), CSV (ja), TSV (jam).
            for file in ["es/words.ods", "fr/words.xliff", "ja/words.csv", "jam/words.tsv"] {
                let lines = new.split(separator: "\n").filter {
                    $0.hasPrefix("inputs/languages/\(file)") && $0.contains("was translated from the en “pig”")
                }
                #expect(lines.count == 1, "\(policy) \(file): \(new)")
            }
        }
    }

    @Test func aTranslationTheCommittedRecordLacksIsRefusedInARelease() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let record = project.file("inputs/languages/ja/translated.tsv")
        let text = try String(contentsOf: record, encoding: .utf8)
        let kept = text.split(separator: "\n").filter { !$0.hasPrefix("Animals\tpig\t") }
        try (kept.joined(separator: "\n") + "\n").write(to: record, atomically: true, encoding: .utf8)
        let release = try WordpackBinary.run(["check", "--policy", "release"], in: project.url)
        #expect(release.status != 0)
        #expect(
            release.standardError.contains(
                "inputs/languages/ja/translated.tsv: error: does not say what 1 translation of ja was made against "
                    + "(Animals/pig), so whether it is outdated cannot be judged from the repository"),
            "\(release.standardError)")
        // A development check records it as made against today's reference text.
        let development = try WordpackBinary.run(["check"], in: project.url)
        #expect(development.status == 0, "\(development.standardError)")
        #expect(try String(contentsOf: record, encoding: .utf8) == text)
        let again = try WordpackBinary.run(["check", "--policy", "release"], in: project.url)
        #expect(again.status == 0, "\(again.standardError)")
    }

    /// A record edited in place after a check, its size and inode the same, is read again although the rows it
    /// was brought up to date with are unchanged: the build folder knows a record it need not read by its size,
    /// time and inode, and the edit changed its time.
    @Test func aRecordEditedInPlaceIsReadAgain() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let first = try WordpackBinary.run(["check"], in: project.url)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardError.contains("was translated from the en “hog”"))
        let record = project.file("inputs/languages/ja/translated.tsv")
        let text = try String(contentsOf: record, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Animals\tpig\t") })
        #expect(line.hasSuffix("\tpig"), "\(line)")
        let edited = text.replacingOccurrences(of: line, with: line.dropLast(3) + "hog")
        try Data(edited.utf8).write(to: record)
        let again = try WordpackBinary.run(["check"], in: project.url)
        #expect(
            again.standardError.contains("“ぶた” was translated from the en “hog”, which is now “pig”"),
            "\(again.standardError)")
    }

    @Test func anExistingProjectsFirstRunWritesTheRecordFromWhatItRememberedAndSaysSoOnce() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let record = project.file("inputs/languages/ja/translated.tsv")
        try FileManager.default.removeItem(at: record)
        // What an earlier version remembered in the build folder: ぶた made against “hog”.
        let memory = project.file(".wordpack/references/ja.tsv")
        try FileManager.default.createDirectory(
            at: memory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (String(repeating: "0", count: 64) + "\n\nAnimals\tpig\tぶた\thog\n").write(
            to: memory, atomically: true, encoding: .utf8)
        let first = try WordpackBinary.run(["check"], in: project.url)
        #expect(first.status == 0, "\(first.standardError)")
        let notes = first.standardError.split(separator: "\n").filter { $0.hasPrefix("wrote inputs/languages/") }
        #expect(
            notes == [
                "wrote inputs/languages/ja/translated.tsv: what ja's 30 translations were made against, as this "
                    + "machine remembered it (.wordpack/references/); commit it with the inputs, so that every clone "
                    + "judges what is outdated alike."
            ], "\(first.standardError)")
        #expect(first.standardError.contains("“ぶた” was translated from the en “hog”, which is now “pig”"))
        #expect(try String(contentsOf: record, encoding: .utf8).contains("Animals\tpig\tぶた\thog\n"))
        #expect(!FileManager.default.fileExists(atPath: memory.path))
        let second = try WordpackBinary.run(["check"], in: project.url)
        #expect(!second.standardError.contains("wrote inputs/languages/"), "\(second.standardError)")
        #expect(second.standardError.contains("“ぶた” was translated from the en “hog”, which is now “pig”"))
    }

    @Test(.tags(.slow)) func publishRefusesADevelopmentBuildThatAReleaseWouldRefuse() throws {
        let built = try WordpackBinary.builtSample().folder
        // The sample's development build is what a release build makes: it publishes.
        let clean = try WordpackBinary.run(["publish", "--to", "releases"], in: built.url)
        #expect(clean.status == 0, "\(clean.standardError)")
        try WorkbookCellEdit.setText("piglet", cell: "C11", in: built.file(Self.english))
        let build = try WordpackBinary.run(["build"], in: built.url)
        #expect(build.status == 0, "\(build.standardError)")
        let refused = try WordpackBinary.run(["publish", "--to", "releases"], in: built.url)
        #expect(refused.status != 0)
        let lines = refused.standardError.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "outputs/manifest.json: error: was written by a development build that a release build "
                        + "would refuse: a release build would find 5 errors (the first at inputs/languages/en/words.xlsx"
                )
                    && $0.contains("Run `make release`") && $0.contains("--allow-development")
            }, "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: built.file("releases/2").path))
        let allowed = try WordpackBinary.run(["publish", "--to", "releases", "--allow-development"], in: built.url)
        #expect(allowed.status == 0, "\(allowed.standardError)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: built.file("releases/2/manifest.json")))
        let object = try #require(manifest as? [String: Any])
        #expect(object["developmentRelease"] as? Bool == true)
        let verdict = try #require(object["build"] as? [String: Any])
        #expect(verdict["policy"] as? String == "development")
        #expect(verdict["warnings"] as? Int == 6)
        let changes = try String(contentsOf: built.file("releases/2/changes.md"), encoding: .utf8)
        #expect(changes.contains("A development release"), "\(changes)")
        // A word that changed is one line; no field that merely starts being written.
        #expect(!changes.contains("“” →"), "\(changes)")
    }

    @Test func theChangesNameEveryFileThatDiffers() throws {
        let built = try WordpackBinary.builtSample().folder
        let first = try WordpackBinary.run(["publish", "--to", "releases"], in: built.url)
        #expect(first.status == 0, "\(first.standardError)")
        let allWords = built.file("inputs/languages/es/all.txt")
        try (try String(contentsOf: allWords, encoding: .utf8) + "Y más.\n").write(
            to: allWords, atomically: true, encoding: .utf8)
        #expect(try WordpackBinary.run(["build"], in: built.url).status == 0)
        let second = try WordpackBinary.run(["publish", "--to", "releases"], in: built.url)
        #expect(second.status == 0, "\(second.standardError)")
        let changes = try String(contentsOf: built.file("releases/2/changes.md"), encoding: .utf8)
        for app in ["animals", "deluxe"] {
            #expect(
                changes.contains(
                    "- changed firstwords/\(app)/Alphabets/es/all.txt (from inputs/languages/es/all.txt)"),
                "\(changes)")
        }
        #expect(!changes.contains("No changes."))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: built.file("releases/2/changes.json")))
        let apps = try #require((json as? [String: Any])?["apps"] as? [[String: Any]])
        #expect(apps.compactMap { $0["app"] as? String } == ["animals", "deluxe"])
    }

    @Test(.tags(.slow)) func makeReleaseOnTheSampleSucceedsAndAStoppedOneNamesItself() throws {
        let make = try #require(ExternalTool.find("make"))
        let project = try WordpackBinary.copyOfSampleProject()
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent("Makefile"), to: project.file("Makefile"))
        // The Makefile's release target with this build's binary (the binary itself is not made again: -o).
        let arguments = [
            "-s", "-o", "release-binary", "release", "WORDPACK=\(WordpackBinary.url.path)", "RELEASE_DIR=releases",
        ]
        let release = try ProcessRunner.run(URL(fileURLWithPath: make), arguments, in: project.url)
        #expect(release.status == 0, "\(release.standardError)")
        #expect(release.standardError.contains("fr is in progress (pipeline.json's inProgress"))
        #expect(FileManager.default.fileExists(atPath: project.file("releases/1/animals.zip").path))
        // An error stops it, and its last line says to run `make release` again.
        try WorkbookCellEdit.setText("piglet", cell: "C11", in: project.file(Self.english))
        let stopped = try ProcessRunner.run(URL(fileURLWithPath: make), arguments, in: project.url)
        #expect(stopped.status != 0)
        let last = stopped.standardError.split(separator: "\n").last { !$0.hasPrefix("make") }
        #expect(
            last == "build stopped: correct the errors above, then run `make release` again.",
            "\(stopped.standardError)")
    }

    @Test(.tags(.slow)) func theReviewCountsEachLanguageAsCheckDoes() throws {
        let built = try WordpackBinary.builtSample().folder
        for stale in [false, true] {
            if stale { try WorkbookCellEdit.setText("piglet", cell: "C11", in: built.file(Self.english)) }
            let review = try WordpackBinary.run(["review"], in: built.url)
            #expect(review.status == 0, "\(review.standardError)")
            let index = try String(contentsOf: built.file("review/index.html"), encoding: .utf8)
            for code in ["en", "en-phonics", "es", "fr", "ja", "jam"] {
                let report = try WordpackBinary.run(["check", "--language", code], in: built.url)
                let row = try #require(Self.languageRow(code, in: index), "\(code)")
                let text = report.standardOutput
                func field(_ name: String) -> String? {
                    text.split(separator: "\n").first { $0.hasPrefix("  \(name):") }.map {
                        $0.dropFirst(name.count + 3).trimmingCharacters(in: .whitespaces)
                    }
                }
                // Words translated: “18 of 18 (100%)” in both, of the words the apps show.
                let words = field("words translated")?.replacingOccurrences(of: "of the ", with: "of ")
                    .replacingOccurrences(of: " words the apps show", with: "")
                #expect(words.map { row[2] == $0 } == true, "\(code): \(row) \(text)")
                // all.txt and the flag: not needed where no app ships them, in both.
                for (column, name) in [(7, "all.txt"), (8, "flag.png")] {
                    let notNeeded = field(name)?.hasPrefix("not needed") == true
                    #expect((row[column] == "not needed") == notNeeded, "\(code) \(name): \(row) \(text)")
                }
                // Letter sounds: not needed where no app spells the words out, in both.
                let noLetters = field("letter sounds")?.hasPrefix("none needed") == true
                #expect((row[6] == "not needed") == noLetters, "\(code) letters: \(row) \(text)")
                if noLetters { #expect(field("letter sounds")?.contains("missing") == false, "\(code): \(text)") }
                // Green only with nothing a release refuses.
                let refuses = field("release").map { !$0.hasPrefix("nothing") } ?? true
                if refuses { #expect(row[1] != "complete", "\(code): \(row) \(text)") }
                if stale, code == "en" || code == "es" { #expect(refuses, "\(code): \(text)") }
            }
        }
    }

    /// The cells of the review index's row for language `code`, as text.
    static func languageRow(_ code: String, in html: String) -> [String]? {
        guard let table = html.range(of: "<table class=\"languages\">"),
            let end = html.range(of: "</table>", range: table.upperBound..<html.endIndex)
        else { return nil }
        for row in html[table.upperBound..<end.lowerBound].components(separatedBy: "<tr>").dropFirst() {
            let cells = row.components(separatedBy: "<td").dropFirst().map { cell -> String in
                let content = cell.drop { $0 != ">" }.dropFirst()
                let text = content.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                return text.components(separatedBy: "</td>")[0].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if let first = cells.first, first == code || first.hasPrefix(code + " ") || first.hasPrefix(code + ",") {
                return cells
            }
        }
        return nil
    }
}

import Foundation
import Testing
import WordpackTestSupport

/// SVG masters that cost librsvg unbounded time or memory (`Tests/Fixtures/vector/`, `make-hostile.py`), through
/// the real binary: each build ends within 10 s and 1 GB with one sentence at the master, `check` says the same
/// sentence, and Ctrl-C stops a build that is drawing one within a second, its drawing child with it.
@Suite struct VectorMasterLimitsTests {
    /// `TestProject` with the ant's picture replaced by `fixture`, as `ant.svg`.
    static func project(with fixture: String) throws -> TestProject {
        let project = try TestProject()
        try FileManager.default.removeItem(
            at: project.root.appendingPathComponent("inputs/words/Animals/picture/ant.png"))
        try project.folder.write(
            "inputs/words/Animals/picture/ant.svg", try Data(contentsOf: Fixtures.url("vector/\(fixture)")))
        return project
    }

    static let master = "inputs/words/Animals/picture/ant.svg"

    /// The lines of standard error about the master.
    static func lines(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix(master + ":") }
    }

    @Test(
        .tags(.slow),
        arguments: [
            ("blurred-circles.svg", "took more than 5 s to draw"),
            ("nested-use.svg", ""),
            ("long-text.svg", "has 1,000,000 characters of text, more than the 2,000 wordpack draws in a picture"),
        ])
    func aHostileSVGEndsWithinTheLimitsWithOneSentence(_ fixture: String, _ says: String) throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let project = try Self.project(with: fixture)
        let start = Date()
        let build = try ChildPeakMemory.run(
            WordpackBinary.url, ["build", "--project", project.root.path], python: python)
        let seconds = Date().timeIntervalSince(start)
        #expect(build.status == 1, "\(build.standardError)")
        #expect(seconds <= 10, "the build of \(fixture) took \(seconds) s")
        #expect(build.peak <= 1 << 30, "the build of \(fixture) peaked at \(build.peak >> 20) MB")
        let said = Self.lines(build.standardError)
        #expect(said.count == 1, "\(build.standardError)")
        let sentence = try #require(said.first)
        #expect(sentence.hasPrefix("\(Self.master): error: "), "\(sentence)")
        // librsvg may stop the nested uses itself (its own limit on references) before the time limit does.
        #expect(
            says.isEmpty
                ? sentence.contains("took more than 5 s to draw") || sentence.contains("referenced elements")
                : sentence.contains(says), "\(sentence)")

        // check says the same sentence, once (from the verdict it remembered by the master's digest).
        let check = try WordpackBinary.run(["check"], in: project.root, timeout: 30)
        #expect(check.status == 1)
        #expect(Self.lines(check.standardError) == [sentence], "\(check.standardError)")
    }

    /// The images stage alone (no check before it) draws within the same limits and says it once a master,
    /// though the icon is drawn at three scales. The icon's master has six times the circles, so that even at
    /// the icon's smaller size it takes far more than 5 s on any machine.
    @Test(.tags(.slow)) func theStageAloneRefusesWithinTheLimitsOnce() throws {
        let project = try Self.project(with: "blurred-circles.svg")
        try project.folder.write(
            "inputs/words/Animals/icon.svg", try Data(contentsOf: Fixtures.url("vector/many-blurred-circles.svg")))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("inputs/words/Animals/icon.png"))
        #expect(try WordpackBinary.run(["ingest", "--quiet"], in: project.root).status == 0)
        let start = Date()
        let images = try WordpackBinary.run(["images"], in: project.root, timeout: 60)
        let seconds = Date().timeIntervalSince(start)
        #expect(images.status == 1, "\(images.standardError)")
        let lines = images.standardError.split(separator: "\n").filter { $0.contains("took more than 5 s to draw") }
        #expect(lines.count == 2, "\(images.standardError)")
        // The picture and the icon (three scales) at once on two cores: two time limits, not four.
        #expect(seconds <= 15, "the stage took \(seconds) s")
    }

    /// Ctrl-C while a master is being drawn: the build ends at once, and so does the child drawing it.
    @Test func ctrlCStopsABuildAndItsDrawingWithinASecond() throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let project = try Self.project(with: "blurred-circles.svg")
        // Started as a terminal starts it, Ctrl-C neither ignored nor blocked (a program started in the background
        // of a script inherits an ignored SIGINT, one started from a thread of this test process a blocked one).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
                + "signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
            WordpackBinary.url.path, "build", "--quiet",
        ]
        process.currentDirectoryURL = project.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let deadline = Date().addingTimeInterval(20)
        var child: pid_t?
        while child == nil, Date() < deadline, process.isRunning {
            child = Self.drawingChild(of: project.root.path)
            if child == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        let drawing = try #require(child, "no drawing child appeared")
        Thread.sleep(forTimeInterval: 0.5)
        let sent = Date()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(sent) < 1, "the build took \(Date().timeIntervalSince(sent)) s to stop")
        while Self.isAlive(drawing), Date().timeIntervalSince(sent) < 3 { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!Self.isAlive(drawing), "the drawing child outlived its build")
        #expect(Date().timeIntervalSince(sent) < 1, "the drawing child took \(Date().timeIntervalSince(sent)) s to end")
    }

    /// The process drawing a master of the project at `root` (`wordpack draw-picture <root>/…`), if any.
    static func drawingChild(of root: String) -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if arguments.count > 2, arguments[1] == "draw-picture", arguments[2].hasPrefix(root) { return pid }
        }
        return nil
    }

    /// Whether the process runs (a zombie, ended but not yet waited for, does not).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        return !status.contains("State:\tZ")
    }
}

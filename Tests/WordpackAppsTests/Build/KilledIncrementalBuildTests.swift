import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackTestSupport

/// Kill -9 during an incremental build, then build again: the same results as a full build (issue 27).
///
/// A generated catalogue of 1,500 words in 4 languages is built. Then, for each of three edits (a translation
/// changed, a row added to a list and its translations, a language added), a copy of the built project is
/// edited and built without interruption, to time its two parts: up to the check's findings (reading the
/// sheets, storing the catalogue, checking), and after them (planning, making, recording, the stamp). Other
/// copies are edited and their build killed at fractions of one part or the other; each edit's points are
/// other ones, so that together they cover the whole run. Timing the first part alone would not do: it is
/// nine tenths of the run, and every kill would land where nothing is written.
///
/// The build after each kill must print the findings, and leave under outputs/ every file (the manifest
/// included) byte for byte, that a build of the same inputs from an empty build folder gives, with no
/// temporary file left in outputs/ or the build folder. It takes the project's lock at once (`--no-wait`): the
/// killed build's lock must not hold it. Seen red with the temporary files of outputs/ left alone by the next
/// build (4 of the 18 builds had been killed while writing an output).
@Suite(.tags(.slow)) struct KilledIncrementalBuildTests {
    /// When a build is killed.
    enum KillPoint: Sendable {
        /// At this fraction of the time an uninterrupted build takes to say its check's findings.
        case beforeTheFindings(Double)
        /// Once the build has said its check's findings, at this fraction of the time an uninterrupted build
        /// then takes to end.
        case afterTheFindings(Double)
    }

    /// An edit of the generated catalogue, made in a folder holding a copy of its project.
    struct Edit: Sendable {
        var name: String
        var killPoints: [KillPoint]
        var apply: @Sendable (TemporaryFolder) throws -> Void
    }

    static let edits = [
        Edit(
            name: "one translation changed",
            killPoints: [
                .beforeTheFindings(0.2), .beforeTheFindings(0.7), .afterTheFindings(0), .afterTheFindings(0.3),
                .afterTheFindings(0.6), .afterTheFindings(0.9),
            ]
        ) { folder in
            let path = "inputs/languages/fr/words.csv"
            let text = try String(contentsOf: folder.file(path), encoding: .utf8)
            let row = "Big2,w1000,\(GeneratedCatalogue.word(1000, 2)),s\n"
            try #require(text.contains(row))
            try folder.write(path, text.replacingOccurrences(of: row, with: "Big2,w1000,kalokalo,s\n"))
        },
        Edit(
            name: "a row added to a list, translated in every language",
            killPoints: [
                .beforeTheFindings(0.35), .beforeTheFindings(0.85), .afterTheFindings(0.1), .afterTheFindings(0.4),
                .afterTheFindings(0.7), .afterTheFindings(1),
            ]
        ) { folder in
            var catalogue = GeneratedCatalogue()
            catalogue.added = 1
            try catalogue.writeSheets(in: folder)
        },
        Edit(
            name: "a language added",
            killPoints: [
                .beforeTheFindings(0.5), .beforeTheFindings(0.95), .afterTheFindings(0.05), .afterTheFindings(0.2),
                .afterTheFindings(0.5), .afterTheFindings(0.8),
            ]
        ) { folder in
            var catalogue = GeneratedCatalogue()
            catalogue.languages.append("it")
            try catalogue.writeLanguage(at: catalogue.languages.count - 1, in: folder)
        },
    ]

    /// What a project's folder holds after a build, for a copy of it.
    static let everything = ["pipeline.json", "inputs", ".wordpack", "outputs"]

    @Test func aKilledIncrementalBuildIsCompletedByTheNext() throws {
        // Hunspell's suggestions for made-up words are most of a check's time: one language's are enough.
        var catalogue = GeneratedCatalogue()
        catalogue.spellChecked = ["en"]
        let project = try catalogue.project()
        let first = try WordpackBinary.run(["build", "--quiet"], in: project.root)
        try #require(first.status == 0, "\(first.standardError.suffix(2000))")
        for edit in Self.edits {
            let reference = try TemporaryFolder.copy(of: project.root)
            try edit.apply(reference)
            let expected = try Self.build(reference, "\(edit.name), from an empty build folder")

            let timed = try TemporaryFolder.copy(of: project.root, Self.everything)
            try edit.apply(timed)
            let start = Date()
            let uninterrupted = try WatchedBuild(in: timed.url)
            uninterrupted.waitForTheFindings()
            let checking = Date().timeIntervalSince(start)
            let (status, standardError) = uninterrupted.wait()
            let making = Date().timeIntervalSince(start) - checking
            #expect(status == 0, "\(edit.name), uninterrupted: \(standardError.suffix(2000))")
            Self.compare(try Built(standardError, in: timed), expected, "\(edit.name), uninterrupted")

            var killed = 0
            for point in edit.killPoints {
                let copy = try TemporaryFolder.copy(of: project.root, Self.everything)
                try edit.apply(copy)
                let build = try WatchedBuild(in: copy.url)
                let context: String
                switch point {
                case .beforeTheFindings(let fraction):
                    Thread.sleep(forTimeInterval: checking * fraction)
                    context = "killed at \(Self.percent(fraction)) of the \(Self.seconds(checking)) to the findings"
                case .afterTheFindings(let fraction):
                    build.waitForTheFindings()
                    Thread.sleep(forTimeInterval: making * fraction)
                    context = "killed at \(Self.percent(fraction)) of the \(Self.seconds(making)) after the findings"
                }
                if build.kill() { killed += 1 }
                Self.compare(try Self.build(copy, "\(edit.name), \(context)"), expected, "\(edit.name), \(context)")
            }
            // A build that ended before its kill tests nothing.
            #expect(killed > 0, "\(edit.name): every build ended before it was killed")
        }
    }

    static func percent(_ fraction: Double) -> String { "\(Int(fraction * 100))%" }
    static func seconds(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }

    /// Builds the project in `folder` to its end; a build that fails says so with its last lines.
    static func build(_ folder: TemporaryFolder, _ context: String) throws -> Built {
        let result = try WordpackBinary.run(["build", "--no-wait"], in: folder.url, timeout: 120)
        #expect(result.status == 0, "\(context): \(result.standardError.suffix(2000))")
        return try Built(result.standardError, in: folder)
    }

    /// What a build printed and left: its findings (the lines of standard error that give a warning or an
    /// error, in order), every file under outputs/, and the temporary files left in outputs/ and the build
    /// folder.
    struct Built {
        var findings: [String]
        var outputs: [String: Data]
        var temporaryFiles: [String] = []

        init(_ standardError: String, in folder: TemporaryFolder) throws {
            findings = standardError.split(separator: "\n").map(String.init).filter {
                $0.contains("warning: ") || $0.contains("error: ")
            }
            outputs = try FolderContents.files(in: folder.file("outputs"))
            for name in ["outputs", ".wordpack"] {
                let found = FileManager.default.enumerator(atPath: folder.file(name).path)?.compactMap { $0 as? String }
                temporaryFiles += (found ?? []).filter { $0.hasSuffix(".tmp") }.map { "\(name)/\($0)" }
            }
        }
    }

    static func compare(_ built: Built, _ expected: Built, _ context: String) {
        if built.findings != expected.findings {
            let said = Set(built.findings)
            let wanted = Set(expected.findings)
            Issue.record(
                """
                \(context): the findings differ from a full build's: also \(said.subtracting(wanted).sorted().prefix(5)), \
                not \(wanted.subtracting(said).sorted().prefix(5)) (\(built.findings.count) against \
                \(expected.findings.count))
                """)
        }
        let made = Set(built.outputs.keys)
        let wanted = Set(expected.outputs.keys)
        if made != wanted {
            Issue.record(
                "\(context): outputs/ also holds \(made.subtracting(wanted).sorted()), not \(wanted.subtracting(made).sorted())"
            )
        }
        let differing = made.intersection(wanted).filter { built.outputs[$0] != expected.outputs[$0] }.sorted()
        #expect(differing.isEmpty, "\(context): \(differing) differ from a full build's")
        #expect(built.temporaryFiles.isEmpty, "\(context): temporary files left: \(built.temporaryFiles)")
    }
}

/// `wordpack build` started in a folder, its standard error read as it comes, so that a test can wait for the
/// moment it says its check's findings (its `check:` line) and then kill it.
final class WatchedBuild: @unchecked Sendable {
    private let process: Process
    private let lock = NSLock()
    private var printed = Data()
    private let findingsSaid = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)

    init(in folder: URL) throws {
        let pipe = Pipe()
        process = try WordpackBinary.start(["build"], in: folder, standardError: pipe)
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            var said = false
            while case let data = handle.availableData, !data.isEmpty {
                // What came, with the end of what came before: the line may have been cut in two.
                let window = lock.withLock {
                    printed += data
                    return Data("\n".utf8) + printed.suffix(data.count + 8)
                }
                if !said, String(decoding: window, as: UTF8.self).contains("\ncheck: ") {
                    said = true
                    findingsSaid.signal()
                }
            }
            // A build that stopped before its findings is not waited for.
            if !said { findingsSaid.signal() }
            ended.signal()
        }
    }

    /// Waits for the `check:` line (or the end of a build that stopped before it).
    func waitForTheFindings() {
        findingsSaid.wait()
        findingsSaid.signal()
    }

    /// Waits for the build to end: its exit status and all it printed on standard error.
    func wait() -> (status: Int32, standardError: String) {
        ended.wait()
        ended.signal()
        process.waitUntilExit()
        return (process.terminationStatus, lock.withLock { String(decoding: printed, as: UTF8.self) })
    }

    /// Sends SIGKILL and waits for the end; true when the signal ended the build (it had not ended by itself).
    func kill() -> Bool {
        Foundation.kill(process.processIdentifier, SIGKILL)
        _ = wait()
        return process.terminationReason == .uncaughtSignal
    }
}

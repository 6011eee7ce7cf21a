import ArgumentParser
import WordpackKit

/// `wordpack ingest`: reads `inputs/` into the catalogue in the build folder.
struct Ingest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read the sheets and media in inputs/ into the catalogue (.wordpack/catalogue.json).")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        let lock = try options.lock("ingest")
        defer { withExtendedLifetime(lock) {} }
        let project = options.wordpackProject
        let catalogue = try Pipeline.ingest(project, options: options)
        let report = DiagnosticReport(WordpackKit.Check.sorted(catalogue.findings))
        Console.report(report.diagnostics)
        if report.errorCount > 0 { throw ExitCode.failure }
    }
}

import ArgumentParser
import WordpackKit

/// `wordpack ingest`: reads `inputs/` into the catalogue in the build folder.
struct Ingest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read the sheets and media in inputs/ into the catalogue (.wordpack/catalogue.json).")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        let findings = try options.running { try WordpackKit.Build.ingest(options.build(), progress: options.show) }
        Console.report(findings)
        if DiagnosticReport(findings).errorCount > 0 { throw ExitCode.failure }
    }
}

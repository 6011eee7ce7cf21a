import ArgumentParser
import WordpackCatalogue
import WordpackCore
import WordpackPipeline

/// `wordpack ingest`: reads `inputs/` into the catalogue in the build folder.
struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Read the sheets and media in inputs/ into the catalogue (.wordpack/catalogue.sqlite).")

    @OptionGroup var options: ProjectOptions

    @Flag(help: "Also print the whole catalogue as JSON on standard output (an export; the build reads the store).")
    var json = false

    func run() throws {
        let findings = try options.running {
            try Workflows.ingest(
                options.build(), json: json ? { Console.standardOutput(String(decoding: $0, as: UTF8.self)) } : nil,
                progress: options.show)
        }
        Console.report(findings)
        if DiagnosticReport(findings).errorCount > 0 { throw ExitCode.failure }
    }
}

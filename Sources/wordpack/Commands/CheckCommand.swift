import ArgumentParser
import Foundation
import WordpackCore
import WordpackPipeline

/// `wordpack check`: reports every problem of the content; exit status 1 on any error.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the sheets, media and pipeline.json; report every problem, exit 1 on any error.",
        discussion: "Reads inputs/ afresh (it writes nothing to outputs/) and prints each problem as "
            + "`location: error|warning: sentence`. With --language, reports how complete that language is.")

    @OptionGroup var options: ProjectOptions

    @Option(help: "How to print the findings: text (for people) or json (for CI).")
    var format: DiagnosticReport.Format = .text

    @Option(name: .customLong("language"), help: "Report the completeness of one language (its folder name).")
    var languageCode: String?

    func validate() throws { try LanguageArgument.validate(languageCode) }

    @Option(help: "Override pipeline.json's policy: development (untranslated words are warnings) or release (errors).")
    var policy: PipelineConfiguration.Policy?

    @Flag(
        help: ArgumentHelp(
            "Check everything afresh: decode every recording and picture and spell every word, taking nothing "
                + "from what earlier checks remembered in the build folder."))
    var full = false

    func run() throws {
        var buildOptions = options.build(policy: policy)
        buildOptions.fullCheck = full
        let (findings, completeness) = try options.running {
            try Workflows.check(
                buildOptions, language: try languageCode.map(LanguageArgument.parse), progress: options.show)
        }
        let report = DiagnosticReport(findings)
        switch format {
        case .text:
            Console.report(findings)
            if let completeness { Console.standardOutput(completeness.text) }
            options.progress("check: \(report.summary)")
        case .json:
            Console.standardOutput(String(decoding: try report.json(), as: UTF8.self))
            if let completeness { Console.standardOutput(try completeness.json()) }
        }
        if report.errorCount > 0 { throw ExitCode.failure }
    }
}

import ArgumentParser
import Foundation
import WordpackKit

/// `wordpack check`: reports every problem of the content; exit status 1 on any error.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the sheets, media and pipeline.json; report every problem, exit 1 on any error.",
        discussion: """
            Reads inputs/ afresh (it writes nothing to outputs/) and prints each problem as
            `location: error|warning: sentence`. With --language, reports how complete that language is.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "How to print the findings: text (for people) or json (for CI).")
    var format: DiagnosticReport.Format = .text

    @Option(name: .customLong("language"), help: "Report the completeness of one language (its folder name).")
    var languageCode: String?

    @Option(help: "Override pipeline.json's policy: development (untranslated words are warnings) or release (errors).")
    var policy: PipelineConfiguration.Policy?

    func run() throws {
        let lock = try options.lock("check")
        defer { withExtendedLifetime(lock) {} }
        let project = options.wordpackProject
        let catalogue = WordpackKit.Ingest(project: project).run()
        var findings = Pipeline.check(catalogue, project: project, policy: policy)
        var completeness: LanguageCompleteness?
        if let code = languageCode {
            guard catalogue.language(code) != nil else {
                Console.standardError(
                    "error: there is no language folder inputs/languages/\(code)/ (the languages are "
                        + "\(catalogue.languages.map(\.code).joined(separator: ", "))); "
                        + "create it with `wordpack add-language \(code)`.\n")
                throw ExitCode.failure
            }
            let folder = "inputs/languages/\(code)"
            findings = findings.filter { $0.location.file == folder || $0.location.file.hasPrefix(folder + "/") }
            completeness = LanguageCompleteness(catalogue: catalogue, code: code)
        }
        let report = DiagnosticReport(findings)
        switch format {
        case .text:
            Console.report(findings)
            if let completeness { Console.standardOutput(completeness.text) }
            options.progress("check: \(report.summary)")
        case .json:
            Console.standardOutput(String(decoding: try report.json(), as: UTF8.self))
            if let completeness {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                Console.standardOutput(String(decoding: try encoder.encode(completeness), as: UTF8.self) + "\n")
            }
        }
        if report.errorCount > 0 { throw ExitCode.failure }
    }
}

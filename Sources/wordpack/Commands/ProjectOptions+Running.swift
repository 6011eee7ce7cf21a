import ArgumentParser
import Foundation
import WordpackPipeline

extension ProjectOptions {
    /// Prints what a run tells as it goes.
    func show(_ event: BuildEvent) {
        switch event {
        case .findings(let findings): Console.report(findings)
        case .summary(let line): progress(line)
        case .detail(let line): detail(line)
        case .result(let line): Console.standardOutput(line + "\n")
        case .progress(let stage, let done, let planned):
            // A live line on a terminal, else a plain line every few seconds (ProgressDisplay).
            if !quiet { Console.progress(stage: stage, done: done, planned: planned) }
        }
    }

    /// Runs `work`; a `BuildFailure` is printed and fails the command.
    @discardableResult
    func running<T>(_ work: () throws -> T) throws -> T {
        defer { Console.endProgress() }
        do {
            return try work()
        } catch let failure as BuildFailure {
            Console.report(failure.findings)
            if let message = failure.message(rerun: Self.commandRun) { Console.standardError(message + "\n") }
            throw ExitCode.failure
        }
    }

    /// The command that was run, for a closing sentence that says to run it again: the Makefile's target
    /// (`WORDPACK_COMMAND=make release`, which the Makefile sets), else this command line.
    static var commandRun: String {
        if let named = ProcessInfo.processInfo.environment["WORDPACK_COMMAND"], !named.isEmpty { return named }
        let words =
            ["wordpack"]
            + CommandLine.arguments.dropFirst().map { argument in
                argument.isEmpty || argument.contains(where: { " '\"$\\".contains($0) })
                    ? "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'" : argument
            }
        return words.joined(separator: " ")
    }
}

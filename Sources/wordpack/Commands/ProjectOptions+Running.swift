import ArgumentParser
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
            if let message = failure.message { Console.standardError(message + "\n") }
            throw ExitCode.failure
        }
    }
}

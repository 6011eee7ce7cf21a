import ArgumentParser
import WordpackKit

extension ProjectOptions {
    /// Prints what a run tells as it goes.
    func show(_ event: BuildEvent) {
        switch event {
        case .findings(let findings): Console.report(findings)
        case .summary(let line): progress(line)
        case .detail(let line): detail(line)
        case .result(let line): Console.standardOutput(line + "\n")
        case .progress(let stage, let done, let planned):
            // For --verbose, a line at every tenth of a stage; a later issue draws a bar.
            if planned > 0, done > 0, done * 10 / planned != (done - 1) * 10 / planned {
                detail("\(stage): \(done) of \(planned) files")
            }
        }
    }

    /// Runs `work`; a `BuildFailure` is printed and fails the command.
    func running<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let failure as BuildFailure {
            Console.report(failure.findings)
            if let message = failure.message { Console.standardError(message + "\n") }
            throw ExitCode.failure
        }
    }
}

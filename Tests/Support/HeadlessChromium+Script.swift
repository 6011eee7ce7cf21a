import Foundation

extension HeadlessChromium {
    /// Runs one of `Tests/Fixtures/review/`'s Selenium scripts with `arguments` and returns what it printed; every
    /// process of the run (the script, chromedriver, the browser) is killed when it ends or after `timeout`
    /// seconds. `profile`: a fresh folder for the browser's profile, named in the arguments.
    package static func run(_ script: String, _ arguments: [String], profile: URL, timeout: Double = 600) throws
        -> ProcessRunner.Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = [python, Fixtures.url("review/\(script)").path] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // setsid, not a group leader here, makes the new session in place: the group's id is the script's pid.
        let group = process.processIdentifier
        defer { killEverything(group: group, profile: profile) }
        let watchdog = GroupWatchdog(group: group, process: process, after: timeout)
        let errorReader = PipeReader(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        return ProcessRunner.Result(
            status: process.terminationStatus, output: outputData, errorOutput: errorData, timedOut: watchdog.fired)
    }
}

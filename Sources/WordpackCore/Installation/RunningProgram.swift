import Foundation

/// The wordpack program that is running: what the build stamp and the remembered checks are tied to, so that a
/// rebuilt program does not take an older one's results.
package enum RunningProgram {
    /// Its file (`/proc/self/exe` followed; the first argument where there is no such link).
    package static var path: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

import Foundation

/// Runs a program and reports its own peak resident memory, as `wait4` gives it for that child alone.
///
/// The program is started by a small python3 script rather than by this process: Linux counts in a child's
/// peak the peak of the process it was started from (posix_spawn shares that process's memory until the
/// program is loaded, and the peak so far is carried over), and this test process's is larger than a split's.
/// Python's is a few MB, below anything measured here.
package enum ChildPeakMemory {
    package struct Run {
        package var status: Int32
        /// Bytes.
        package var peak: Int
        package var standardError: String
    }

    package static let script = """
        import os, sys
        pid = os.posix_spawn(sys.argv[1], sys.argv[1:], os.environ,
                             file_actions=[(os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0)])
        _, status, usage = os.wait4(pid, 0)
        print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
        """

    /// Runs `executable arguments…` with its standard output thrown away, through `python3` at `python`.
    package static func run(_ executable: URL, _ arguments: [String], python: String) throws -> Run {
        let result = try ExternalTool.run(python, ["-c", script, executable.path] + arguments)
        let fields = result.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard result.status == 0, fields.count == 2 else {
            return Run(status: -1, peak: 0, standardError: result.standardError)
        }
        return Run(status: Int32(fields[0]), peak: fields[1] * 1024, standardError: result.standardError)
    }
}

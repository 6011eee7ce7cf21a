import Foundation
import Testing

/// The tests that measure this process's peak memory, one at a time so that they do not count each other's.
@Suite(.serialized, .tags(.slow)) package enum MemoryTests {}

/// The resident memory of this test process, to check that a reader streams instead of loading a sheet.
package enum ResidentMemory {
    /// Resets the peak to the current size (Linux: `/proc/self/clear_refs`); `false` where that is impossible.
    @discardableResult
    package static func resetPeak() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// The current resident size in bytes.
    package static var current: Int { status("VmRSS") ?? peak }

    /// The largest resident size in bytes since the process started or since `resetPeak()`.
    package static var peak: Int {
        if let highWaterMark = status("VmHWM") { return highWaterMark }
        var usage = rusage()
        #if os(macOS)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on macOS
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024  // kilobytes elsewhere
        #endif
    }

    /// A `kB` line of `/proc/self/status`, in bytes.
    private static func status(_ key: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            let digits = line.dropFirst(key.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

/// Writes a large XML part to disk a chunk at a time, so that making it costs no memory to speak of.
package struct ChunkedWriter {
    package let handle: FileHandle

    package init(_ url: URL) throws {
        try Data().write(to: url)
        handle = try FileHandle(forWritingTo: url)
    }

    package func write(_ text: String) throws {
        try handle.write(contentsOf: Data(text.utf8))
    }

    package func close() throws {
        try handle.close()
    }
}

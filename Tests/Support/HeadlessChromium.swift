import Foundation

/// Debian's Chromium, driven headless through Selenium and chromedriver by `Tests/Fixtures/review/check-pages.py`
/// (Debian's python3-selenium, so Debian's own python3), offline from `file://`. Every process of a run —
/// the script, chromedriver, the browser and its helpers — is killed when the run ends, whatever happened:
/// the script runs in a process group of its own that is killed as a whole, and any process still naming the
/// run's own profile folder is killed by its id.
package enum HeadlessChromium {
    package static let python = "/usr/bin/python3"

    /// What is missing to run it, or nil when everything is there (`make test-deps` installs it all).
    package static var missing: String? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromedriver", python, "/usr/bin/setsid"]
        where !FileManager.default.isExecutableFile(atPath: path) {
            return "\(path) is needed; `make test-deps` installs chromium, chromium-driver and python3-selenium"
        }
        return nil
    }

    /// Opens `pages` in turn, measures each, saves a screenshot of the last at `screenshot`, and returns what
    /// the script printed (JSON by page URL). `profile`: a fresh folder for the browser's profile.
    package static func measure(_ pages: [URL], screenshot: URL, profile: URL, timeout: Double = 180) throws
        -> ProcessRunner.Result
    {
        try run(
            "check-pages.py", [screenshot.path, profile.path] + pages.map(\.absoluteString), profile: profile,
            timeout: timeout)
    }

    /// Kills the script's process group, then each process whose command line names `profile` (a browser
    /// helper that left the group).
    package static func killEverything(group: pid_t, profile: URL) {
        kill(-group, SIGKILL)
        for pid in processes(naming: profile.path) { kill(pid, SIGKILL) }
    }

    /// The processes whose command line contains `text`.
    package static func processes(naming text: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), pid != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? pid : nil
        }
    }
}

/// Kills a process group still running after a number of seconds.
package final class GroupWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var didFire = false
    package var fired: Bool { lock.withLock { didFire } }

    package init(group: pid_t, process: Process, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            guard process.isRunning else { return }
            lock.withLock { didFire = true }
            kill(-group, SIGKILL)
        }
    }
}

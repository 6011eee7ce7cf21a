import CProcessLimits
import Foundation

/// What drawing one SVG or PDF master may cost: the child process that draws it (`wordpack draw-picture`)
/// limits itself when it starts, and is killed when it runs past its time.
package enum DrawingLimits {
    /// Wall-clock seconds for opening and drawing one master at one size (and processor seconds, the
    /// child's own limit): pictures of the sample take a few hundredths of a second.
    package static let seconds = 5
    /// The child's address space, the program's own mappings included (about 360 MB of it before anything is
    /// drawn, mostly libraries and reserved thread stacks).
    static let memoryBytes = 768 << 20

    /// How close to `memoryBytes` a drawing's peak address space may come. Past it, an allocation may have
    /// failed on the way, and some libraries (harfbuzz, freetype) go on without what they could not allocate,
    /// drawing less than the master holds: such a drawing is refused as one that ran out of memory, so that a
    /// picture is drawn whole or not at all.
    static let memoryMargin = 96 << 20

    /// Whether this process's peak address space came within `memoryMargin` of the limit (Linux's VmPeak).
    package static var cameNearTheLimit: Bool {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmPeak:") }),
            let kilobytes = Int(line.dropFirst("VmPeak:".count).split(separator: " ").first ?? "")
        else { return false }
        return kilobytes * 1024 > memoryBytes - memoryMargin
    }

    /// The address space as a sentence names it.
    package static var memoryDescription: String { "\(memoryBytes >> 20) MB" }

    /// Run first thing in the child: its address space and processor time limited (an allocation past the
    /// limit fails, processor time past it ends the process with SIGXCPU), no signal blocked, and asked to be
    /// killed when the wordpack that started it ends (Ctrl-C, a kill), so that no drawing outlives its build.
    /// Returns false when the parent was already gone.
    @discardableResult
    package static func applyToThisProcess() -> Bool {
        var memory = rlimit(rlim_cur: rlim_t(memoryBytes), rlim_max: rlim_t(memoryBytes))
        setrlimit(Int32(RLIMIT_AS.rawValue), &memory)
        var processor = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds + 1))
        setrlimit(Int32(RLIMIT_CPU.rawValue), &processor)
        // Started from one of the build's worker threads, which block Ctrl-C: a terminal's Ctrl-C ends it too.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        let parent = getppid()
        _ = wordpack_die_with_parent()
        // The parent may have ended before this was asked: then nobody waits for this drawing.
        return getppid() == parent && parent != 1
    }
}

import Dispatch
import Foundation

/// Ctrl-C (SIGINT) and SIGTERM while watching: the first asks the watch loop to stop once the build under way
/// has finished (so outputs are left as a finished build leaves them, and no temporary file behind); a second
/// one stops the process at once.
final class StopSignals: @unchecked Sendable {
    private static let numbers = [SIGINT, SIGTERM]
    private var sources: [any DispatchSourceSignal] = []
    private let lock = NSLock()
    private var received = 0

    /// `stop` is called on the first signal, from another thread.
    init(stop: @escaping @Sendable () -> Void) {
        for number in Self.numbers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                let count = lock.withLock {
                    received += 1
                    return received
                }
                if count == 1 {
                    stop()
                } else {
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Gives the signals back their default action.
    func restore() {
        for source in sources { source.cancel() }
        for number in Self.numbers { signal(number, SIG_DFL) }
    }
}

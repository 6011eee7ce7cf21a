/// Why watching could not start.
enum ReviewWatchError: Error, CustomStringConvertible {
    /// inotify cannot be used (the watcher then polls).
    case inotify(String)

    var description: String {
        switch self {
        case .inotify(let reason): return "inotify cannot be used: \(reason)"
        }
    }
}

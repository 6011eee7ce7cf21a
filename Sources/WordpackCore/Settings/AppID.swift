/// An app's id in pipeline.json (`"deluxe"`) names its folder `outputs/<id>/`, its ZIP `<id>.zip` in a release
/// and its Swift package's folder: a name, never a path. Checked as keys are: one portable file name.
enum AppID {
    /// The most bytes (UTF-8) an id may have: with `.zip`, or the `.<id>.<uuid>.tmp` a package is written
    /// under, every name it makes stays within the 255 bytes a file system allows.
    static let longest = 100

    /// Why `id` cannot name an app's folder and files, or nil. No final period: it ends a key path's sentence.
    static func problem(_ id: String) -> String? {
        let advice = "an app id names its folder outputs/<id>/ and its files, so it is one file name; rename the app"
        if id.isEmpty { return "an app id is empty; \(advice)" }
        if id.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "the app id holds a line break or another control character; \(advice)"
        }
        if id == "." || id == ".." { return "the app id “\(id)” names a folder, not an app; \(advice)" }
        if id.contains("/") || id.contains("\\") {
            return "the app id “\(id)” holds “/” or “\\”, so its files would be written in another folder; \(advice)"
        }
        if id.hasPrefix(".") {
            return "the app id “\(id)” starts with “.”, which hides its folder and its files; \(advice)"
        }
        if id.utf8.count > longest {
            return "the app id is \(id.utf8.count) bytes long (UTF-8), more than the \(longest) a file name of it "
                + "leaves room for; \(advice)"
        }
        if PortableName.isReservedOnWindows(id) {
            return "the app id “\(id)” is a name Windows keeps for a device (\(PortableName.reservedNames)); \(advice)"
        }
        if id.hasSuffix(" ") || id.hasSuffix(".") {
            return "the app id “\(id)” ends with a space or a “.”, which Windows drops from a file name; \(advice)"
        }
        return nil
    }

    /// The first problem of `ids`, with the id it belongs to: an id that is not a name, or two ids that differ
    /// only in case or accents (one folder on macOS, iOS and Windows).
    static func firstProblem(_ ids: [String]) -> (id: String, problem: String)? {
        var seen: [String: String] = [:]
        for id in ids.sorted(by: { $0.precedesInByteOrder($1) }) {
            if let problem = problem(id) { return (id, problem) }
            let folded = PortableName.folded(id)
            if let other = seen[folded] {
                return (
                    id,
                    "the app ids “\(other)” and “\(id)” differ only in case or accents, so their folders and files "
                        + "would be one on macOS, iOS and Windows; rename one of the apps"
                )
            }
            seen[folded] = id
        }
        return nil
    }
}

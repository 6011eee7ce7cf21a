/// A release's version as a Swift package's version tag: SwiftPM takes a semantic version, `3.0.0` for release
/// `3`, `2.1.0` for `2.1`.
enum PackageVersion {
    /// The tag of release `version`; nil when it is not one to three numbers separated by dots.
    static func tag(_ version: String) -> String? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }.map(String.init)
        return (numbers + Array(repeating: "0", count: 3 - numbers.count)).joined(separator: ".")
    }

    /// Why release `version` cannot be a package's tag.
    static func problem(_ version: String) -> String {
        "the release's version “\(version)” cannot be a Swift package's version, which is a number such as 3 "
            + "or 2.1 (tagged 3.0.0 and 2.1.0); give --version a number."
    }
}

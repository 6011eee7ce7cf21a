/// One problem found in the content: where it is, how bad it is, and a sentence saying what to do.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var location: Location
    public var severity: Severity
    public var message: String

    public init(_ severity: Severity, at location: Location, _ message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    public static func error(at location: Location, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    public static func warning(at location: Location, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    /// `inputs/lists/Animals.xlsx:Animals!C14: error: …`
    public var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }
}

/// An error that can be reported as a diagnostic: every error a stage throws about content is one.
public protocol DiagnosticConvertible: Error {
    var diagnostic: Diagnostic { get }
}

/// A failure of one file that stops reading that file, with the sentence for the content team.
public struct FileProblem: DiagnosticConvertible, CustomStringConvertible, Codable, Equatable, Sendable {
    public var location: Location
    public var message: String

    public init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }

    public init(file: String, _ message: String) {
        self.init(Location(file: file), message)
    }

    public var diagnostic: Diagnostic { .error(at: location, message) }
    public var description: String { diagnostic.description }
}

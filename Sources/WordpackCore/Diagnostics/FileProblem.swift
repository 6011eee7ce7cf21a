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

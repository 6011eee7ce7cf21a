/// A failure of one file that stops reading that file, with the sentence for the content team.
package struct FileProblem: DiagnosticConvertible, CustomStringConvertible, Codable, Equatable, Sendable {
    package var location: Location
    package var message: String

    package init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }

    package init(file: String, _ message: String) {
        self.init(Location(file: file), message)
    }

    package var diagnostic: Diagnostic { .error(at: location, message) }
    package var description: String { diagnostic.description }
}

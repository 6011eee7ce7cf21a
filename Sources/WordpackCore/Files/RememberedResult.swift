/// A success or a file's problem, in a form the inspection cache can keep.
package enum RememberedResult<Value: Codable & Sendable>: Codable, Sendable {
    case success(Value)
    case failure(FileProblem)

    package var result: Result<Value, FileProblem> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let problem): return .failure(problem)
        }
    }

    /// The result as a file at `path` has it. A result is remembered by the bytes of the file it was worked out
    /// from, so a file renamed or copied takes the one its bytes had under their first name: its problem is said
    /// at `path`, the file there now, never at a name that may be gone.
    package func result(at path: String) -> Result<Value, FileProblem> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(var problem):
            problem.location.file = path
            return .failure(problem)
        }
    }
}

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
}

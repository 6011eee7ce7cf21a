import WordpackCore

extension Build {
    /// Runs `body` holding the project's lock for `command`: one command at a time writes the build folder and
    /// `outputs/`. When another holds it, says so once through `progress` and waits (or, without
    /// `options.wait`, stops with `BuildFailure.busy`).
    static func holdingProject<T>(
        _ options: BuildOptions, _ command: String, progress: (BuildEvent) -> Void, _ body: () throws -> T
    ) throws -> T {
        let lock: ProjectLock
        do {
            lock = try ProjectLock(project: options.project, command: command, wait: options.wait) {
                progress(.summary("wordpack \(command): \($0)"))
            }
        } catch let busy as ProjectLock.Busy {
            throw BuildFailure.busy("error: \(busy)")
        } catch let problem as DiagnosticConvertible {
            throw BuildFailure.load([problem.diagnostic])
        }
        return try withExtendedLifetime(lock) { try body() }
    }
}
